import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import { MAIL_RETRY_MESSAGES, failedMailsSchema, mailRetryAnswerSchema } from '#contracts/failed-mails.ts'
import { QUEUE_MESSAGES, STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { failedMails, retryFailedMail } from '#server/outbox/failed-mails.ts'
import { folioParams } from '#server/queues/apply-change.ts'

export interface FailedMailsRoutesOptions {
  readonly now: () => Date
}

const byMail = folioParams.extend({ correo: z.string().min(1).max(64) })

/**
 * Issue 16: the e-mails the outbox gave up on. The admin lists them (home); on an item's page the
 * queue's role (and admin) sends one again, audited in the item's history, and the outbox is woken.
 */
const failedMailsRoutes: FastifyPluginAsync<FailedMailsRoutesOptions> = async (app, { now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(PANEL_API_PATHS.failedMails, { schema: { response: { 200: failedMailsSchema } }, config: { panelAccess: ['admin'] } }, async () => failedMails(app.db))

  for (const queue of STAFF_QUEUE_KEYS) {
    routes.post(
      QUEUE_API_PATHS.mailRetry(queue),
      {
        schema: { params: byMail, response: { 200: mailRetryAnswerSchema, 404: messageBodySchema, 409: messageBodySchema } },
        config: { panelAccess: [STAFF_QUEUES[queue].role] },
      },
      async (request, reply) => {
        const { folio, correo } = request.params
        const { id, email } = signedInStaff(request)
        const outcome = await retryFailedMail(app.db, { queue, folio, id: correo, actor: { id, email, ip: request.ip }, now: now() })
        if (outcome.kind === 'item-not-found') return reply.code(404).send({ mensaje: QUEUE_MESSAGES.notFound })
        if (outcome.kind === 'not-found') return reply.code(404).send({ mensaje: MAIL_RETRY_MESSAGES.notFound })
        if (outcome.kind === 'not-failed') return reply.code(409).send({ mensaje: MAIL_RETRY_MESSAGES.notFailed })
        request.log.info({ folio, outboxId: correo }, 'Correo fallido puesto de nuevo en la cola de envío')
        app.outbox.wake()
        return { estado: 'pendiente' as const }
      },
    )
  }
}

export default failedMailsRoutes
