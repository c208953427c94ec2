import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import type { AuditAction } from '#contracts/audit.ts'
import {
  QUEUE_MESSAGES,
  STAFF_QUEUE_KEYS,
  assigneeSchema,
  contactReplySchema,
  noteSchema,
  queueChangeAnswerSchema,
  statusChangeSchema,
} from '#contracts/queues.ts'
import { STAFF_QUEUES, type StaffQueue } from '#contracts/staff.ts'
import { recordAudit } from '#server/auth/audit-request.ts'
import { findDeliveredDocument } from '#server/db/delivered-documents.ts'
import { findReceipt } from '#server/db/document-requests.ts'
import { findBecaDocument } from '#server/db/beca-applications.ts'
import { sendStoredFile } from '#server/http/stored-file-reply.ts'
import type { Addressing } from '#server/mail/notifications.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { withReplyActivity } from '#server/queues/activities.ts'
import { applyQueueChange, folioParams } from '#server/queues/apply-change.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'
import { assigneePlan, notePlan, replyPlan, statusChangePlan, type WorkflowContext } from '#server/queues/workflow.ts'
import queueDeliveryRoutes from '#server/routes/api/v1/panel/queue-delivery.ts'

export interface QueueActionsOptions {
  readonly mail: Addressing
  /** The site's public origin, for links in e-mails. */
  readonly publicBaseUrl: string
  readonly now: () => Date
}

const byDeliveredFile = folioParams.extend({ file: z.string().min(1).max(100) })

/** What a change answers: the new status and version, or why not. */
const CHANGE_RESPONSES = { 200: queueChangeAnswerSchema, 404: messageBodySchema, 409: messageBodySchema }

/**
 * Issue 14, the queues' write side: each queue's status changes and notes, the contact reply,
 * the ficha's assignee, the document request's receipt, delivery and delivered files, and a beca
 * application's supporting documents (issue 39). Each
 * route is open to its queue's role (and admin); each change names the version it saw.
 */
const queueActionsRoutes: FastifyPluginAsync<QueueActionsOptions> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const store = app.uploads
  const contextAt = (now: Date): WorkflowContext => ({ mail: options.mail, publicBaseUrl: options.publicBaseUrl, now })
  const access = (queue: StaffQueue) => ({ panelAccess: [STAFF_QUEUES[queue].role] })

  for (const queue of STAFF_QUEUE_KEYS) {
    routes.post(
      QUEUE_API_PATHS.status(queue),
      { schema: { params: folioParams, body: statusChangeSchema, response: CHANGE_RESPONSES }, config: access(queue) },
      async (request) => {
        const now = options.now()
        const target = { queue, folio: request.params.folio, version: request.body.version, now }
        return applyQueueChange(request, target, (row) => statusChangePlan(queue, row, request.body, contextAt(now)))
      },
    )

    routes.post(
      QUEUE_API_PATHS.notes(queue),
      { schema: { params: folioParams, body: noteSchema, response: CHANGE_RESPONSES }, config: access(queue) },
      async (request) => {
        const target = { queue, folio: request.params.folio, version: request.body.version, now: options.now() }
        return applyQueueChange(request, target, () => notePlan(request.body.nota))
      },
    )
  }

  routes.post(
    QUEUE_API_PATHS.reply(),
    { schema: { params: folioParams, body: contactReplySchema, response: CHANGE_RESPONSES }, config: access('contacto') },
    async (request) => {
      const now = options.now()
      const target = { queue: 'contacto' as const, folio: request.params.folio, version: request.body.version, now }
      // Issue 38: the reply is also the item's `correo` activity (it meets the first-response deadline).
      const staffId = signedInStaff(request).id
      return applyQueueChange(request, target, (row) => withReplyActivity(replyPlan(row, request.body, contextAt(now)), row.folio, staffId, now))
    },
  )

  routes.put(
    QUEUE_API_PATHS.assignee(),
    { schema: { params: folioParams, body: assigneeSchema, response: CHANGE_RESPONSES }, config: access('fichas') },
    async (request) => {
      const target = { queue: 'fichas' as const, folio: request.params.folio, version: request.body.version, now: options.now() }
      return applyQueueChange(request, target, (_row, trx) => assigneePlan(trx, request.body.responsable))
    },
  )

  const documents = access('documentos')
  const auditTarget = (folio: string) => ({ type: QUEUE_TABLES.documentos.auditTarget, id: folio })
  const notFound = (reply: FastifyReply, mensaje: string) => reply.code(404).send({ mensaje })

  // Downloads only: a HEAD would be audited as a view without being one.
  routes.get(QUEUE_API_PATHS.receipt(), { schema: { params: folioParams }, config: documents, exposeHeadRoute: false }, async (request, reply) => {
    const { folio } = request.params
    const row = await findReceipt(app.db, folio)
    if (row === undefined) return notFound(reply, QUEUE_MESSAGES.notFound)
    const file = { name: row.comprobante_archivo, mime: row.comprobante_tipo, originalName: row.comprobante_nombre_original }
    const sent = await sendStoredFile(reply, store, file, () => recordAudit(request, 'receipt-viewed', options.now(), { target: auditTarget(folio) }))
    return sent ? reply : notFound(reply, QUEUE_MESSAGES.noReceipt)
  })

  /** A file kept for a queue's item, found by folio and id; reading it is audited with its name. */
  const storedFileRoute = (
    path: string,
    queue: 'documentos' | 'becas',
    find: (folio: string, id: string) => Promise<{ stored_name: string; mime: string; original_name: string } | undefined>,
    action: AuditAction,
    missing: string,
  ) =>
    routes.get(path, { schema: { params: byDeliveredFile }, config: access(queue), exposeHeadRoute: false }, async (request, reply) => {
      const { folio, file: id } = request.params
      const row = await find(folio, id)
      if (row === undefined) return notFound(reply, missing)
      const file = { name: row.stored_name, mime: row.mime, originalName: row.original_name }
      const target = { type: QUEUE_TABLES[queue].auditTarget, id: folio }
      const sent = await sendStoredFile(reply, store, file, () => recordAudit(request, action, options.now(), { target, detail: { archivos: [row.original_name] } }))
      return sent ? reply : notFound(reply, missing)
    })

  storedFileRoute(QUEUE_API_PATHS.deliveredFile(), 'documentos', (folio, id) => findDeliveredDocument(app.db, folio, id), 'delivered-file-viewed', QUEUE_MESSAGES.noDeliveredFile)
  // Issue 39: a beca application's supporting document.
  storedFileRoute(QUEUE_API_PATHS.becaDocument(), 'becas', (folio, id) => findBecaDocument(app.db, folio, id), 'beca-document-viewed', QUEUE_MESSAGES.noBecaDocument)

  await app.register(queueDeliveryRoutes, { store, contextAt, now: options.now })
}

export default queueActionsRoutes
