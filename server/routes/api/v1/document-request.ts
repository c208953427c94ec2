import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { API_PATHS } from '#contracts/api-paths.ts'
import { offeredDocument, offeredLevel, type DocumentOptions } from '#contracts/document-options.ts'
import { DOCUMENT_REQUEST_MESSAGES, documentOptionIssues, documentRequestSchema, type DocumentRequest } from '#contracts/document-request.ts'
import { isHoneypotFilled } from '#contracts/form-fields.ts'
import { UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { answersMidBody, closeAfterLinger } from '#server/http/early-answer.ts'
import { ValidationError, fieldErrorsOf } from '#server/http/errors.ts'
import { formRateLimit, replyStored, replyToHoneypot, trackingLink, type FormEndpointOptions } from '#server/http/form-endpoint.ts'
import { readMultipartForm, refuseDeclaredBodiesOver, type MultipartForm, type UploadedFile } from '#server/http/multipart-form.ts'
import type { UploadRate } from '#server/http/timeouts.ts'
import { documentRequests } from '#server/services/form-submissions.ts'
import { storeSubmission } from '#server/services/store-submission.ts'
import { detectReceiptType, type ReceiptType } from '#server/storage/receipt-type.ts'

export interface DocumentRequestOptions extends FormEndpointOptions {
  /** The slowest a receipt may arrive before it is cut with `408`. */
  readonly uploadMinRate: UploadRate
}

const FILE_FIELD = 'comprobante_pago'
// The text parts are the schema's fields, the honeypot included.
const TEXT_FIELDS: readonly string[] = Object.keys(documentRequestSchema.shape)
const FORM_LOG_NAME = 'Solicitud de documento'

/** Ours: the longest text field in bytes as it arrives (150 characters of up to 4 bytes, with room). */
const FIELD_MAX_BYTES = 2_048
/**
 * Ours: the largest body worth reading, the receipt at its limit plus the text fields and part
 * headers. A larger declared Content-Length gets `413` before a byte is read.
 */
export const DOCUMENT_REQUEST_MAX_BODY_BYTES = UPLOAD_MAX_BYTES + 64 * 1024

// The parser's limits: one file of at most 10 MB, the form's text fields and no more, short headers.
const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: TEXT_FIELDS.length,
  parts: TEXT_FIELDS.length + 1,
  fieldSize: FIELD_MAX_BYTES,
  fieldNameSize: 100,
  headerPairs: 20,
}

interface CheckedRequest {
  readonly request: DocumentRequest
  readonly receiptType: ReceiptType
  /** The published level's label and the document's price, as they are when the request arrives. */
  readonly levelLabel: string
  readonly priceMxn: number
}

/**
 * The text fields with the shared schema, then the level and the document against the published
 * options (issue 37), and the file by its content, all at once, so the person sees every problem
 * in one `422 { errors }`.
 */
async function checkDocumentRequest(
  fields: MultipartForm['fields'],
  file: UploadedFile | undefined,
  options: DocumentOptions,
): Promise<CheckedRequest> {
  const result = documentRequestSchema.safeParse(fields)
  const errors: Record<string, readonly string[]> = result.success ? {} : { ...fieldErrorsOf(result.error) }
  // Once the text fields are right (as the ficha's combination; the form checks each as one chooses).
  if (result.success) for (const [field, message] of Object.entries(documentOptionIssues(options, result.data))) errors[field] = [message]
  const level = result.success ? offeredLevel(options, result.data.nivel_estudios) : undefined
  const document = result.success ? offeredDocument(options, result.data.especificaciones) : undefined
  const verdict = file === undefined ? undefined : await detectReceiptType(file.received.tempPath)
  if (verdict === undefined) errors[FILE_FIELD] = [DOCUMENT_REQUEST_MESSAGES.comprobante_pago.required]
  else if ('problem' in verdict) errors[FILE_FIELD] = [DOCUMENT_REQUEST_MESSAGES.comprobante_pago.content[verdict.problem]]
  if (!result.success || !level || !document || verdict === undefined || 'problem' in verdict) throw new ValidationError(errors)
  return { request: result.data, receiptType: verdict.type, levelLabel: level.label, priceMxn: document.priceMxn }
}

/**
 * `POST /servicios-documentos` (spec §7, §2.14): multipart, the text fields checked with the
 * shared schema, the level and the document against the published options (issue 37: a document
 * taken out is refused under `especificaciones`, its price is the published one, stored with the
 * row), and the payment receipt by its content (PDF, JPEG, PNG, DOC, DOCX), streamed to
 * a temp file with a 10 MB cap (`413 { mensaje }`). The row, its two e-mails and the receipt's
 * final name are committed together (see `storeSubmission`); on any failure the file is
 * removed. Rate limit, honeypot and `201 { ok, folio }` as in the other forms.
 */
const documentRequestRoutes: FastifyPluginAsync<DocumentRequestOptions> = async (app, options) => {
  const store = app.uploads
  const kind = documentRequests(options.mail, trackingLink(options.publicBaseUrl), options.publicBaseUrl)
  const identity = { series: kind.series, logName: FORM_LOG_NAME }

  // Multipart only: every other content type gets `415 { mensaje }`.
  app.removeAllContentTypeParsers()
  await app.register(multipart, { limits: MULTIPART_LIMITS })

  app.addHook('onRequest', refuseDeclaredBodiesOver(DOCUMENT_REQUEST_MAX_BODY_BYTES))

  // Counted before a byte of the body is read: a refused client gets its 429 at once, and the
  // connection closes instead of taking the rest of the upload.
  const rateLimit = formRateLimit(app, API_PATHS.documentRequest, options, closeAfterLinger)

  app.post(API_PATHS.documentRequest, { onRequest: rateLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const now = options.now()
    const form = await readMultipartForm(request, { textFields: TEXT_FIELDS, fileField: FILE_FIELD, minRate: options.uploadMinRate }, store).catch(
      (error: unknown) => {
        // The answer goes out at once; the rest of an oversized or stalled body is read away briefly, then the connection closes.
        if (answersMidBody(error)) closeAfterLinger(request, reply)
        throw error
      },
    )
    const [file] = form.files
    if (isHoneypotFilled(form.fields)) {
      if (file !== undefined) await store.discard(file.received)
      return replyToHoneypot(request, reply, identity, now)
    }
    let storedName: string | undefined
    let folio: string
    try {
      const checked = await checkDocumentRequest(form.fields, file, await databaseContentSource(app.db).record('opciones-documentos'))
      if (file === undefined) throw new Error('Se aceptó una solicitud sin archivo')
      const name = store.newName(checked.receiptType.extension)
      storedName = name
      const receipt = {
        storedName: name,
        originalName: file.originalName,
        bytes: file.received.bytes,
        mime: checked.receiptType.mime,
      }
      const { priceMxn, levelLabel } = checked
      const submission = { request: checked.request, priceMxn, levelLabel, receipt, receiptExtension: checked.receiptType.extension }
      // The receipt is committed as the transaction's last step: a row never lacks its file.
      folio = await storeSubmission(app.db, kind, submission, now, (trx) => store.commit(trx, file.received, name))
    } catch (error) {
      // Invalid, or the database failed: neither the temp file nor a committed copy may stay.
      if (file !== undefined) await store.discard(file.received)
      if (storedName !== undefined) await store.remove(storedName)
      throw error
    }
    return replyStored(app, request, reply, identity, folio)
  })
}

export default documentRequestRoutes
