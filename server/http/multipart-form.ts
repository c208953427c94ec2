import type {} from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError, ValidationError } from '#server/http/errors.ts'
import { disallowedCharsMessage } from '#contracts/text-rules.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import type { UploadRate } from '#server/http/timeouts.ts'
import { cutWhenTooSlow } from '#server/http/upload-pace.ts'
import type { ReceivedFile, UploadStore } from '#server/storage/upload-store.ts'
import { UPLOAD_MIN_RATE } from '#contracts/limits.ts'

/** What a multipart form may hold. */
export interface MultipartFormRules {
  /** The text fields it may carry, each at most once. */
  readonly textFields: readonly string[]
  /** The file field. */
  readonly fileField: string
  /** How many files it may carry; one when not given. */
  readonly maxFiles?: number
  /** The slowest a file may arrive before it is cut with `408`; UPLOAD_MIN_RATE when not given. */
  readonly minRate?: UploadRate
}

/** Ours: the longest original file name kept for staff, in characters. */
const ORIGINAL_NAME_MAX_CHARS = 255

/** The file part, received into a temp file of the upload store (not yet committed). */
export interface UploadedFile {
  readonly received: ReceivedFile
  /** The name the client gave it: shown to staff, never used as a path. */
  readonly originalName: string
}

export interface MultipartForm {
  readonly fields: Readonly<Record<string, string>>
  /** In the order they came; none when no file was chosen (no part, or an empty part without a name, as browsers send). */
  readonly files: readonly UploadedFile[]
}

// @fastify/multipart's own errors, by code: the client's mistakes, answered in Spanish.
const MESSAGE_BY_CODE: Readonly<Record<string, readonly [number, string]>> = {
  FST_REQ_FILE_TOO_LARGE: [413, API_MESSAGES.fileTooLarge],
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
function clientErrorOf(error: unknown, maxFiles: number): unknown {
  if (error instanceof HttpError || error instanceof ValidationError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'FST_FILES_LIMIT') return tooManyFiles(maxFiles)
  const known = typeof code === 'string' ? MESSAGE_BY_CODE[code] : undefined
  if (known !== undefined) return new HttpError(known[0], known[1])
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && code !== 'ECONNRESET') return error
  return new HttpError(400, API_MESSAGES.malformedMultipart)
}

function tooManyFiles(maxFiles: number): HttpError {
  return new HttpError(400, maxFiles === 1 ? API_MESSAGES.oneFileOnly : API_MESSAGES.tooManyFiles(maxFiles))
}

/**
 * Reads a multipart form as it streams in: text fields into memory (small, limited by the
 * plugin), each file straight to a temp file of `store` (the plugin caps its size and
 * `rules.minRate` its slowness). Parts may come in any order. Unknown or repeated fields, a file
 * too many, a file over the cap or too slow, a malformed or cut-off body: the temp files are
 * removed and a Spanish 4xx thrown.
 *
 * @throws {HttpError} 400, 408, 413 or 415.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: MultipartFormRules,
  store: UploadStore,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, API_MESSAGES.notMultipart)
  const maxFiles = rules.maxFiles ?? 1
  const fields: Record<string, string> = {}
  const files: UploadedFile[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField) throw new HttpError(400, API_MESSAGES.unexpectedField)
        if (files.length === maxFiles) throw tooManyFiles(maxFiles)
        // Busboy takes a part for a file by its type alone (application/octet-stream) when its
        // Content-Disposition names none, as when the header's parameters break off (issue 34).
        const filename = part.filename as string | undefined
        if (filename === undefined) throw new HttpError(400, API_MESSAGES.malformedMultipart)
        // Over the cap the stream is cut at once: the rest of the body is not read, let alone stored.
        part.file.once('limit', () => part.file.destroy(new HttpError(413, API_MESSAGES.fileTooLarge)))
        // Listed as soon as it is received (a failed receive removes its own temp file): whatever fails later discards it.
        files.push({
          received: await store.receive(cutWhenTooSlow(part.file, rules.minRate ?? UPLOAD_MIN_RATE)),
          originalName: filename.slice(0, ORIGINAL_NAME_MAX_CHARS),
        })
        if (part.file.truncated) throw new HttpError(413, API_MESSAGES.fileTooLarge)
        // Refused, not cleaned: staff must never see a name that reads differently from what it is.
        if (disallowedCharsMessage(filename) !== undefined) {
          throw new ValidationError({ [rules.fileField]: [API_MESSAGES.fileNameChars] })
        }
        continue
      }
      if (!rules.textFields.includes(part.fieldname)) throw new HttpError(400, API_MESSAGES.unexpectedField)
      if (Object.hasOwn(fields, part.fieldname)) throw new HttpError(400, API_MESSAGES.repeatedField)
      fields[part.fieldname] = String(part.value)
    }
  } catch (error) {
    await discardAll(store, files)
    throw clientErrorOf(error, maxFiles)
  }
  const chosen = files.filter((file) => file.received.bytes > 0 || file.originalName !== '')
  await discardAll(store, files.filter((file) => !chosen.includes(file)))
  return { fields, files: chosen }
}

/** Removes received files that will not be committed. */
export async function discardAll(store: UploadStore, files: readonly UploadedFile[]): Promise<void> {
  for (const file of files) await store.discard(file.received)
}

/**
 * An `onRequest` hook: a body announced larger than any valid form (`maxBytes`) is refused with
 * `413 { mensaje }` before a byte is read, and the connection is closed so the client stops sending.
 */
export function refuseDeclaredBodiesOver(maxBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
      reply.header('connection', 'close')
      throw new HttpError(413, API_MESSAGES.fileTooLarge)
    }
  }
}
