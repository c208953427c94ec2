import type { FastifyPluginAsync } from 'fastify'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { initialStatus, STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import { STAFF_QUEUES, staffMayUse } from '#contracts/staff.ts'
import { signedInStaff } from '#server/plugins/app/panel.ts'
import { overdueRequests } from '#server/queues/queue-filters.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'

export interface SummaryRoutesOptions {
  readonly now: () => Date
}

/** The panel's home: the queues the person's roles open (all of them for admin), with their size and what waits. */
const summaryRoutes: FastifyPluginAsync<SummaryRoutesOptions> = async (app, { now }) => {
  app.get(PANEL_API_PATHS.summary, { config: { panelAccess: 'staff' } }, async (request) => {
    const { roles } = signedInStaff(request)
    const queues = STAFF_QUEUE_KEYS.filter((queue) => staffMayUse(roles, [STAFF_QUEUES[queue].role]))
    const colas = await Promise.all(
      queues.map(async (cola) => {
        const { total, nuevos } = await app.db
          .selectFrom(QUEUE_TABLES[cola].table)
          .select((eb) => [
            eb.fn.countAll<number | string>().as('total'),
            eb.fn.count<number | string>(eb.case().when('status', '=', initialStatus(cola)).then(1).end()).as('nuevos'),
          ])
          .executeTakeFirstOrThrow()
        const summary = { cola, nombre: STAFF_QUEUES[cola].label, total: Number(total), nuevos: Number(nuevos) }
        if (cola !== 'documentos') return summary
        const { vencidas } = await app.db
          .selectFrom('document_requests')
          .where((eb) => overdueRequests(eb, now()))
          .select((eb) => eb.fn.countAll<number | string>().as('vencidas'))
          .executeTakeFirstOrThrow()
        return { ...summary, vencidas: Number(vencidas) }
      }),
    )
    return { colas }
  })
}

export default summaryRoutes
