import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { API_PATHS } from '#contracts/api-paths.ts'
import {
  BECA_APPLICATION_MESSAGES,
  BECA_DOCUMENTS_FIELD,
  becaApplicationSchema,
  becaOfferIssues,
  type BecaApplication,
  type BecaOffer,
} from '#contracts/beca-application.ts'
import { BECA_DOCUMENTS_MAX_FILES, BECA_DOCUMENTS_MAX_TOTAL_BYTES, BECA_REVIEW_BUSINESS_DAYS } from '#contracts/limits.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { publishedBecaOffer } from '#server/becas/beca-offer.ts'
import { addBusinessDays } from '#server/calendar/business-days.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import type { BecaApplicationRecord, StoredBecaDocument } from '#server/db/beca-applications.ts'
import { ValidationError, fieldErrorsOf } from '#server/http/errors.ts'
import { trackingLink } from '#server/http/form-endpoint.ts'
import type { MultipartForm, UploadedFile } from '#server/http/multipart-form.ts'
import { registerMultipartFormSubmission, type CheckedForm, type UploadFormOptions } from '#server/routes/api/v1/multipart-form-route.ts'
import { becaApplications } from '#server/services/form-submissions.ts'
import { detectDeliverableType, type ContentVerdict } from '#server/storage/receipt-type.ts'

// The text parts are the schema's fields, the honeypot included.
const TEXT_FIELDS: readonly string[] = Object.keys(becaApplicationSchema.shape)
const FORM_LOG_NAME = 'Solicitud de beca'

/** Ours: the longest text field in bytes as it arrives (the statement: 1,500 characters of up to 4 bytes, with room). */
const FIELD_MAX_BYTES = 8 * 1024

/**
 * Ours: the largest body worth reading, the documents at their total limit plus the text fields and
 * part headers. A larger declared Content-Length gets `413` before a byte is read.
 */
export const BECA_APPLICATION_MAX_BODY_BYTES = BECA_DOCUMENTS_MAX_TOTAL_BYTES + 64 * 1024

/** A document that passed its check: the received file, the name it will be stored under, and its type. */
interface CheckedDocument extends StoredBecaDocument {
  readonly file: UploadedFile
}

interface CheckedApplication {
  readonly application: BecaApplication
  readonly becaName: string
  readonly documents: readonly CheckedDocument[]
}

/**
 * The documents' problems (none chosen, too heavy together, or each one's content, by its name), with
 * each one's verdict. The total is checked here too: a chunked body declares no length.
 */
async function documentErrors(files: readonly UploadedFile[]): Promise<{ errors: string[]; verdicts: ContentVerdict[] }> {
  const messages = BECA_APPLICATION_MESSAGES.documentos
  if (files.length === 0) return { errors: [messages.required], verdicts: [] }
  const total = files.reduce((sum, file) => sum + file.received.bytes, 0)
  if (total > BECA_DOCUMENTS_MAX_TOTAL_BYTES) return { errors: [messages.totalTooLarge], verdicts: [] }
  // One at a time: each check may decode an image (UPLOAD_IMAGE_DECODES_AT_ONCE).
  const verdicts: ContentVerdict[] = []
  for (const file of files) verdicts.push(await detectDeliverableType(file.received.tempPath))
  const errors = files.flatMap((file, index) => {
    const verdict = verdicts[index]
    return verdict !== undefined && 'problem' in verdict ? [messages.content[verdict.problem](file.originalName)] : []
  })
  return { errors, verdicts }
}

/**
 * The text fields with the shared schema, then the beca type and the programme against the
 * published content (issue 39), and the documents by their content, all at once, so the person
 * sees every problem in one `422 { errors }`.
 */
async function checkApplication(form: MultipartForm, offer: BecaOffer, newName: (extension: string) => string): Promise<CheckedApplication> {
  const result = becaApplicationSchema.safeParse(form.fields)
  const errors: Record<string, readonly string[]> = result.success ? {} : { ...fieldErrorsOf(result.error) }
  if (result.success) for (const [field, message] of Object.entries(becaOfferIssues(offer, result.data))) errors[field] = [message]
  const documents = await documentErrors(form.files)
  if (documents.errors.length > 0) errors[BECA_DOCUMENTS_FIELD] = documents.errors
  if (!result.success || Object.keys(errors).length > 0) throw new ValidationError(errors)
  const beca = offer.becas.tipos.find((type) => type.key === result.data.tipo_beca)
  if (beca === undefined) throw new Error('Se aceptó una solicitud de beca con un tipo que no está publicado')
  return {
    application: result.data,
    becaName: beca.titulo,
    documents: form.files.map((file, index) => {
      const verdict = documents.verdicts[index]
      if (verdict === undefined || 'problem' in verdict) throw new Error('Un documento sin tipo pasó la revisión')
      return {
        id: randomUUID(),
        storedName: newName(verdict.type.extension),
        originalName: file.originalName,
        bytes: file.received.bytes,
        mime: verdict.type.mime,
        file,
      }
    }),
  }
}

/** The application checked against what is published at `now`, with its documents under the final names they are stored as. */
async function checkedApplication(app: FastifyInstance, form: MultipartForm, now: Date): Promise<CheckedForm<BecaApplicationRecord>> {
  const offer = await publishedBecaOffer(databaseContentSource(app.db), now)
  const checked = await checkApplication(form, offer, (extension) => app.uploads.newName(extension))
  const data = {
    application: checked.application,
    becaName: checked.becaName,
    respondBy: addBusinessDays(instituteDay(now), BECA_REVIEW_BUSINESS_DAYS),
    documents: checked.documents,
  }
  return { data, files: checked.documents.map((document) => ({ received: document.file.received, storedName: document.storedName })) }
}

/**
 * `POST /solicitar-beca` (issue 39): multipart, modelled on the document request. The text fields
 * are checked with the shared schema, the beca type against the published 'becas' record (it
 * exists, its deadline has not passed, it is for the programme's level) and the programme against
 * the ficha's published options (offered at the campus); one to three supporting documents, PDF,
 * JPEG or PNG by their content, stream to temp files through the receipts' upload code (10 MB each,
 * `413`; together at most BECA_DOCUMENTS_MAX_TOTAL_MB). The row, its documents' rows, its two
 * e-mails and the files' final names are committed together; on any failure no file stays. Rate
 * limit, honeypot and `201 { ok, folio }` as in the other forms (`registerMultipartFormSubmission`).
 */
const becaApplicationRoutes: FastifyPluginAsync<UploadFormOptions> = async (app, options) => {
  await registerMultipartFormSubmission(app, options, {
    path: API_PATHS.becaApplication,
    logName: FORM_LOG_NAME,
    kind: becaApplications(options.mail, trackingLink(options.publicBaseUrl), options.publicBaseUrl),
    rules: { textFields: TEXT_FIELDS, fileField: BECA_DOCUMENTS_FIELD, maxFiles: BECA_DOCUMENTS_MAX_FILES },
    fieldMaxBytes: FIELD_MAX_BYTES,
    maxBodyBytes: BECA_APPLICATION_MAX_BODY_BYTES,
    check: (form, now) => checkedApplication(app, form, now),
  })
}

export default becaApplicationRoutes
