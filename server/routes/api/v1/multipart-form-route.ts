import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { isHoneypotFilled } from '#contracts/form-fields.ts'
import { UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { answersMidBody, closeAfterLinger } from '#server/http/early-answer.ts'
import { formRateLimit, replyStored, replyToHoneypot, type FormEndpointOptions, type FormIdentity } from '#server/http/form-endpoint.ts'
import { discardAll, readMultipartForm, refuseDeclaredBodiesOver, type MultipartForm, type MultipartFormRules } from '#server/http/multipart-form.ts'
import type { UploadRate } from '#server/http/timeouts.ts'
import { storeSubmission, type SubmissionKind } from '#server/services/store-submission.ts'
import type { ReceivedFile } from '#server/storage/upload-store.ts'

/** What a public form that takes files receives from `buildApp`. */
export interface UploadFormOptions extends FormEndpointOptions {
  /** The slowest a file may arrive before it is cut with `408`. */
  readonly uploadMinRate: UploadRate
}

/** A received file the submission keeps, under the final name it is committed as. */
export interface KeptFile {
  readonly received: ReceivedFile
  readonly storedName: string
}

/** A form that passed its checks: what is stored, and the files that go with it. */
export interface CheckedForm<Data> {
  readonly data: Data
  readonly files: readonly KeptFile[]
}

/** What sets one multipart form endpoint apart from another. */
export interface MultipartFormSubmission<Data> {
  readonly path: string
  /** How the submission is named in the logs, e.g. 'Solicitud de beca'. */
  readonly logName: string
  /** Its folio series, row and e-mails. */
  readonly kind: SubmissionKind<Data>
  /** Its text fields (the honeypot included), its file field and how many files it takes. */
  readonly rules: Required<Pick<MultipartFormRules, 'textFields' | 'fileField' | 'maxFiles'>>
  /** The longest text field in bytes as it arrives. */
  readonly fieldMaxBytes: number
  /** The largest body worth reading: a larger declared Content-Length gets `413` before a byte is read. */
  readonly maxBodyBytes: number
  /** The form checked as a whole, its fields and its files' content: every problem at once in a `ValidationError` (`422 { errors }`). */
  readonly check: (form: MultipartForm, now: Date) => Promise<CheckedForm<Data>>
}

/**
 * Registers a public form POST that carries files, in the endpoint's own plugin: multipart only,
 * the body capped by its declared length and by the parser's limits, rate limited like the other
 * forms, every refusal a Spanish 4xx. A filled honeypot gets the same `201` with a decoy folio and
 * its files are discarded; otherwise the form is checked, stored with its e-mails and files (see
 * `storeSubmission`), the outbox woken and `201 { ok, folio }` answered. On any failure no file stays.
 */
export async function registerMultipartFormSubmission<Data>(
  app: FastifyInstance,
  options: UploadFormOptions,
  submission: MultipartFormSubmission<Data>,
): Promise<void> {
  const store = app.uploads
  const { path, kind, rules } = submission
  const identity: FormIdentity = { series: kind.series, logName: submission.logName }

  // Multipart only: every other content type gets `415 { mensaje }`.
  app.removeAllContentTypeParsers()
  // The parser's limits: the form's files of at most 10 MB each, its text fields and no more, short headers.
  const limits = {
    fileSize: UPLOAD_MAX_BYTES,
    files: rules.maxFiles,
    fields: rules.textFields.length,
    parts: rules.textFields.length + rules.maxFiles,
    fieldSize: submission.fieldMaxBytes,
    fieldNameSize: 100,
    headerPairs: 20,
  }
  await app.register(multipart, { limits })

  app.addHook('onRequest', refuseDeclaredBodiesOver(submission.maxBodyBytes))

  // Counted before a byte of the body is read: a refused client gets its 429 at once, and the
  // connection closes instead of taking the rest of the upload.
  const rateLimit = formRateLimit(app, path, options, closeAfterLinger)

  app.post(path, { onRequest: rateLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const now = options.now()
    const form = await readMultipartForm(request, { ...rules, minRate: options.uploadMinRate }, store).catch((error: unknown) => {
      // The answer goes out at once; the rest of an oversized or stalled body is read away briefly, then the connection closes.
      if (answersMidBody(error)) closeAfterLinger(request, reply)
      throw error
    })
    if (isHoneypotFilled(form.fields)) {
      await discardAll(store, form.files)
      return replyToHoneypot(request, reply, identity, now)
    }
    const committed: string[] = []
    let folio: string
    try {
      const checked = await submission.check(form, now)
      // The files are committed as the transaction's last step: a row never lacks its files.
      folio = await storeSubmission(app.db, kind, checked.data, now, async (trx) => {
        for (const file of checked.files) {
          committed.push(file.storedName)
          await store.commit(trx, file.received, file.storedName)
        }
      })
    } catch (error) {
      // Invalid, or the database failed: neither the temp files nor a committed copy may stay.
      await discardAll(store, form.files)
      for (const name of committed) await store.remove(name)
      throw error
    }
    return replyStored(app, request, reply, identity, folio)
  })
}
