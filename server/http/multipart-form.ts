import type {} from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { HttpError, ValidationError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import type { ReceivedFile, UploadStore } from '#server/storage/upload-store.ts'

/** What a multipart form may hold. */
export interface MultipartFormRules {
  /** The text fields it may carry, each at most once. */
  readonly textFields: readonly string[]
  /** The one file field. */
  readonly fileField: string
}

/** The file part, received into a temp file of the upload store (not yet committed). */
export interface UploadedFile {
  readonly received: ReceivedFile
  /** The name the client gave it: shown to staff, never used as a path. */
  readonly originalName: string
}

export interface MultipartForm {
  readonly fields: Readonly<Record<string, string>>
  /** Undefined when no file was chosen (no part, or an empty part without a name, as browsers send). */
  readonly file: UploadedFile | undefined
}

// @fastify/multipart's own errors, by code: the client's mistakes, answered in Spanish.
const MESSAGE_BY_CODE: Readonly<Record<string, readonly [number, string]>> = {
  FST_REQ_FILE_TOO_LARGE: [413, API_MESSAGES.fileTooLarge],
  FST_FILES_LIMIT: [400, API_MESSAGES.oneFileOnly],
  FST_FIELDS_LIMIT: [400, API_MESSAGES.tooManyFields],
  FST_PARTS_LIMIT: [400, API_MESSAGES.tooManyFields],
  FST_PROTO_VIOLATION: [400, API_MESSAGES.unexpectedField],
  FST_INVALID_JSON_FIELD_ERROR: [400, API_MESSAGES.malformedMultipart],
  FST_MP_PREMATURE_CLOSE: [400, API_MESSAGES.malformedMultipart],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, API_MESSAGES.notMultipart],
}

/**
 * What a failure while reading the form means for the client. Our own errors pass through;
 * the plugin's limits get their Spanish message; the parser's complaints about the body itself
 * (busboy: "Unexpected end of form", "Malformed part header", …) are a malformed request. Only a
 * system error of our own (a full disk: an `E…` errno code) stays a 500.
 */
function clientErrorOf(error: unknown): unknown {
  if (error instanceof HttpError || error instanceof ValidationError) return error
  const code = (error as { code?: unknown } | null)?.code
  const known = typeof code === 'string' ? MESSAGE_BY_CODE[code] : undefined
  if (known !== undefined) return new HttpError(known[0], known[1])
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && code !== 'ECONNRESET') return error
  return new HttpError(400, API_MESSAGES.malformedMultipart)
}

/**
 * Reads a multipart form as it streams in: text fields into memory (small, limited by the
 * plugin), the one file straight to a temp file of `store` (the plugin caps its size). Parts may
 * come in any order. Unknown or repeated fields, a second file, a file over the cap, a malformed
 * or cut-off body: the temp file is removed and a Spanish 4xx thrown.
 *
 * @throws {HttpError} 400, 413 or 415.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: MultipartFormRules,
  store: UploadStore,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, API_MESSAGES.notMultipart)
  const fields: Record<string, string> = {}
  let file: UploadedFile | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField) throw new HttpError(400, API_MESSAGES.unexpectedField)
        if (file !== undefined) throw new HttpError(400, API_MESSAGES.oneFileOnly)
        // Over the cap the stream is cut at once: the rest of the body is not read, let alone stored.
        part.file.once('limit', () => part.file.destroy(new HttpError(413, API_MESSAGES.fileTooLarge)))
        const received = await store.receive(part.file)
        file = { received, originalName: part.filename }
        if (part.file.truncated) throw new HttpError(413, API_MESSAGES.fileTooLarge)
        continue
      }
      if (!rules.textFields.includes(part.fieldname)) throw new HttpError(400, API_MESSAGES.unexpectedField)
      if (Object.hasOwn(fields, part.fieldname)) throw new HttpError(400, API_MESSAGES.repeatedField)
      fields[part.fieldname] = String(part.value)
    }
  } catch (error) {
    if (file !== undefined) await store.discard(file.received)
    throw clientErrorOf(error)
  }
  if (file !== undefined && file.received.bytes === 0 && file.originalName === '') {
    await store.discard(file.received)
    file = undefined
  }
  return { fields, file }
}
