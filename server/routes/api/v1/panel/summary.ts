import type { FastifyPluginAsync } from 'fastify'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { STAFF_QUEUES, staffMayUse, type StaffQueue } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'
import { signedInStaff } from '#server/plugins/app/panel.ts'

/** The table each queue reads. */
const QUEUE_TABLES: Readonly<Record<StaffQueue, keyof Database>> = {
  contacto: 'contact_messages',
  fichas: 'admission_forms',
  documentos: 'document_requests',
}

/** The panel's home: the queues the person's roles open (all of them for admin), with their size. */
const summaryRoutes: FastifyPluginAsync = async (app) => {
  app.get(PANEL_API_PATHS.summary, { config: { panelAccess: 'staff' } }, async (request) => {
    const { roles } = signedInStaff(request)
    const queues = (Object.keys(STAFF_QUEUES) as StaffQueue[]).filter((queue) => staffMayUse(roles, [STAFF_QUEUES[queue].role]))
    const colas = await Promise.all(
      queues.map(async (cola) => {
        const { total } = await app.db
          .selectFrom(QUEUE_TABLES[cola])
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
        return { cola, nombre: STAFF_QUEUES[cola].label, total: Number(total) }
      }),
    )
    return { colas }
  })
}

export default summaryRoutes
