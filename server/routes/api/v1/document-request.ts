import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { API_PATHS } from '#contracts/api-paths.ts'
import { offeredDocument, offeredLevel, type DocumentOptions } from '#contracts/document-options.ts'
import { DOCUMENT_REQUEST_MESSAGES, documentOptionIssues, documentRequestSchema, type DocumentRequest } from '#contracts/document-request.ts'
import { UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { ValidationError, fieldErrorsOf } from '#server/http/errors.ts'
import { trackingLink } from '#server/http/form-endpoint.ts'
import type { MultipartForm, UploadedFile } from '#server/http/multipart-form.ts'
import { registerMultipartFormSubmission, type CheckedForm, type UploadFormOptions } from '#server/routes/api/v1/multipart-form-route.ts'
import { documentRequests, type DocumentRequestSubmission } from '#server/services/form-submissions.ts'
import { detectReceiptType, type ReceiptType } from '#server/storage/receipt-type.ts'

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

/** The request checked, with its receipt under the final name it is stored as. */
async function checkedRequest(app: FastifyInstance, form: MultipartForm): Promise<CheckedForm<DocumentRequestSubmission>> {
  const [file] = form.files
  const checked = await checkDocumentRequest(form.fields, file, await databaseContentSource(app.db).record('opciones-documentos'))
  if (file === undefined) throw new Error('Se aceptó una solicitud sin archivo')
  const storedName = app.uploads.newName(checked.receiptType.extension)
  const receipt = { storedName, originalName: file.originalName, bytes: file.received.bytes, mime: checked.receiptType.mime }
  const { priceMxn, levelLabel } = checked
  return {
    data: { request: checked.request, priceMxn, levelLabel, receipt, receiptExtension: checked.receiptType.extension },
    files: [{ received: file.received, storedName }],
  }
}

/**
 * `POST /servicios-documentos` (spec §7, §2.14): multipart, the text fields checked with the
 * shared schema, the level and the document against the published options (issue 37: a document
 * taken out is refused under `especificaciones`, its price is the published one, stored with the
 * row), and the payment receipt by its content (PDF, JPEG, PNG, DOC, DOCX), streamed to
 * a temp file with a 10 MB cap (`413 { mensaje }`). The row, its two e-mails and the receipt's
 * final name are committed together (see `storeSubmission`); on any failure the file is
 * removed. Rate limit, honeypot and `201 { ok, folio }` as in the other forms
 * (`registerMultipartFormSubmission`).
 */
const documentRequestRoutes: FastifyPluginAsync<UploadFormOptions> = async (app, options) => {
  await registerMultipartFormSubmission(app, options, {
    path: API_PATHS.documentRequest,
    logName: FORM_LOG_NAME,
    kind: documentRequests(options.mail, trackingLink(options.publicBaseUrl), options.publicBaseUrl),
    rules: { textFields: TEXT_FIELDS, fileField: FILE_FIELD, maxFiles: 1 },
    fieldMaxBytes: FIELD_MAX_BYTES,
    maxBodyBytes: DOCUMENT_REQUEST_MAX_BODY_BYTES,
    check: (form) => checkedRequest(app, form),
  })
}

export default documentRequestRoutes
