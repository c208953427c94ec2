import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { DELIVERY_MAX_FILES, UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { DELIVERY_FILES_FIELD, QUEUE_MESSAGES, deliveryFieldsSchema } from '#contracts/queues.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { answersMidBody, closeAfterLinger } from '#server/http/early-answer.ts'
import { ValidationError, fieldErrorsOf } from '#server/http/errors.ts'
import { discardAll, readMultipartForm, refuseDeclaredBodiesOver, type MultipartForm } from '#server/http/multipart-form.ts'
import { folioParams } from '#server/queues/apply-change.ts'
import { deliverDocuments, type Delivery } from '#server/queues/deliver-documents.ts'
import type { WorkflowContext } from '#server/queues/workflow.ts'
import { detectDeliverableType, type ContentVerdict } from '#server/storage/receipt-type.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

export interface QueueDeliveryOptions {
  readonly store: UploadStore
  readonly contextAt: (now: Date) => WorkflowContext
  readonly now: () => Date
}

const TEXT_FIELDS: readonly string[] = Object.keys(deliveryFieldsSchema.shape)

/** Ours: the note's bytes as they arrive (its characters, up to 4 bytes each, with room). */
const FIELD_MAX_BYTES = 16 * 1024

/** Ours: the largest body worth reading: every document at its limit, plus the fields and part headers. */
const DELIVERY_MAX_BODY_BYTES = DELIVERY_MAX_FILES * UPLOAD_MAX_BYTES + 64 * 1024

const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: DELIVERY_MAX_FILES,
  fields: TEXT_FIELDS.length,
  parts: TEXT_FIELDS.length + DELIVERY_MAX_FILES,
  fieldSize: FIELD_MAX_BYTES,
  fieldNameSize: 100,
  headerPairs: 20,
}

/**
 * The fields with the shared schema and every file by its content (PDF, JPEG or PNG), all at once,
 * so staff see every problem in one `422 { errors }`.
 */
async function checkDelivery(form: MultipartForm, store: UploadStore): Promise<Delivery> {
  const result = deliveryFieldsSchema.safeParse(form.fields)
  const errors: Record<string, readonly string[]> = result.success ? {} : { ...fieldErrorsOf(result.error) }
  // One at a time: each check may decode an image, and staff deliver at most DELIVERY_MAX_FILES.
  const verdicts: ContentVerdict[] = []
  for (const file of form.files) verdicts.push(await detectDeliverableType(file.received.tempPath))
  if (form.files.length === 0) errors[DELIVERY_FILES_FIELD] = [QUEUE_MESSAGES.deliveryFileRequired]
  else {
    const refusals = form.files.flatMap((file, index) => {
      const verdict = verdicts[index]
      return verdict !== undefined && 'problem' in verdict ? [QUEUE_MESSAGES.deliveryFileContent(file.originalName, verdict.problem)] : []
    })
    if (refusals.length > 0) errors[DELIVERY_FILES_FIELD] = refusals
  }
  if (!result.success || Object.keys(errors).length > 0) throw new ValidationError(errors)
  const files = form.files.map((file, index) => {
    const verdict = verdicts[index]
    if (verdict === undefined || 'problem' in verdict) throw new Error('Un documento sin tipo pasó la revisión')
    const { type } = verdict
    return {
      id: randomUUID(),
      storedName: store.newName(type.extension),
      originalName: file.originalName,
      bytes: file.received.bytes,
      mime: type.mime,
      extension: type.extension,
      received: file.received,
    }
  })
  return { version: result.data.version, nota: result.data.nota, files }
}

/**
 * `POST /panel/colas/documentos/:folio/entrega` (multipart): 'Entregar'. The finished documents
 * stream to temp files through the receipts' upload code (10 MB each, `413`; checked by content,
 * `422`); then one transaction moves the request to Entregada, stores their rows, enqueues the
 * e-mail that attaches them and records the event, and gives the files their final names as its
 * last step. On any failure no file stays.
 */
const queueDeliveryRoutes: FastifyPluginAsync<QueueDeliveryOptions> = async (app, { store, contextAt, now: clock }) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS })
  app.addHook('onRequest', refuseDeclaredBodiesOver(DELIVERY_MAX_BODY_BYTES))

  app.withTypeProvider<ZodTypeProvider>().post(
    QUEUE_API_PATHS.delivery(),
    { schema: { params: folioParams }, config: { panelAccess: [STAFF_QUEUES.documentos.role] } },
    async (request, reply) => {
      const { folio } = request.params
      const now = clock()
      const rules = { textFields: TEXT_FIELDS, fileField: DELIVERY_FILES_FIELD, maxFiles: DELIVERY_MAX_FILES }
      const form = await readMultipartForm(request, rules, store).catch((error: unknown) => {
        // The answer goes out at once; the rest of an oversized or stalled body is read away briefly, then the connection closes.
        if (answersMidBody(error)) closeAfterLinger(request, reply)
        throw error
      })
      try {
        const delivery = await checkDelivery(form, store)
        return await deliverDocuments(request, folio, delivery, { store, context: contextAt(now) })
      } catch (error) {
        // Refused, stale or failed: no temp file may stay (nor any committed copy: see deliverDocuments).
        await discardAll(store, form.files)
        throw error
      }
    },
  )
}

export default queueDeliveryRoutes
