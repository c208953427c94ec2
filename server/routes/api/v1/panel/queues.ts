import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messageBodySchema } from '#contracts/api-responses.ts'
import { PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { assigneeListSchema, QUEUE_MESSAGES, queueFiltersSchema, queueItemSchema, queuePageSchema, STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { recordAudit } from '#server/auth/audit-request.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { fichaAssignees } from '#server/queues/ficha-assignees.ts'
import { queueCsv } from '#server/queues/queue-export.ts'
import { queueItem } from '#server/queues/queue-item.ts'
import { listQueue } from '#server/queues/queue-list.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'

export interface QueueRoutesOptions {
  readonly now: () => Date
}

const byFolio = z.object({ folio: z.string().min(1).max(100) })

/**
 * The queues' reading side (issue 14), for each queue's role and admin: a filtered page of the
 * list, every matching item as CSV (the export is audited like the audit trail's), and one item
 * with its fields, e-mails and history. The changes are in queue-actions.ts.
 */
const queueRoutes: FastifyPluginAsync<QueueRoutesOptions> = async (app, { now }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>()

  for (const queue of STAFF_QUEUE_KEYS) {
    const config = { panelAccess: [STAFF_QUEUES[queue].role] }
    const querystring = queueFiltersSchema(queue)

    routes.get(QUEUE_API_PATHS.list(queue), { schema: { querystring, response: { 200: queuePageSchema } }, config }, (request) =>
      listQueue(app.db, queue, request.query, now()),
    )

    routes.get(QUEUE_API_PATHS.csv(queue), { schema: { querystring }, config }, async (request, reply) => {
      // The page does not matter to an export.
      const given = Object.fromEntries(
        Object.entries(request.query).filter((entry): entry is [string, string] => entry[0] !== 'pagina' && typeof entry[1] === 'string'),
      )
      const { csv, rows } = await queueCsv(app.db, queue, request.query)
      const at = now()
      await recordAudit(request, 'export', at, { target: { type: QUEUE_TABLES[queue].auditTarget, id: 'csv' }, detail: { filtros: given, filas: rows } })
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${queue}-${instituteDay(at)}.csv"`)
        .send(csv)
    })

    routes.get(
      QUEUE_API_PATHS.item(queue),
      { schema: { params: byFolio, response: { 200: queueItemSchema, 404: messageBodySchema } }, config },
      async (request, reply) => {
        const item = await queueItem(app.db, queue, request.params.folio, now(), signedInStaff(request).roles)
        return item ?? reply.code(404).send({ mensaje: QUEUE_MESSAGES.notFound })
      },
    )
  }

  routes.get(
    PANEL_API_PATHS.fichaAssignees,
    { schema: { response: { 200: assigneeListSchema } }, config: { panelAccess: [STAFF_QUEUES.fichas.role] } },
    async () => ({ personas: await fichaAssignees(app.db) }),
  )
}

export default queueRoutes
