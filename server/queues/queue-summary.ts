import type { Kysely } from 'kysely'
import { initialStatus, STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import { STAFF_QUEUES, staffMayUse, type PanelSummary, type StaffRole } from '#contracts/staff.ts'
import { countOverdueRequests, countQueueItems } from '#server/db/queue-summary.ts'
import type { Database } from '#server/db/schema.ts'
import { overdueRule } from '#server/queues/overdue.ts'

/** The panel's home: the queues the roles open (all of them for admin), with their size, what waits, and the overdue requests. */
export async function queueSummary(db: Kysely<Database>, roles: readonly StaffRole[], now: Date): Promise<PanelSummary> {
  const queues = STAFF_QUEUE_KEYS.filter((queue) => staffMayUse(roles, [STAFF_QUEUES[queue].role]))
  const colas = await Promise.all(
    queues.map(async (cola) => {
      const { total, inStatus } = await countQueueItems(db, cola, initialStatus(cola))
      const summary = { cola, nombre: STAFF_QUEUES[cola].label, total, nuevos: inStatus }
      if (cola !== 'documentos') return summary
      return { ...summary, vencidas: await countOverdueRequests(db, overdueRule(now)) }
    }),
  )
  return { colas }
}
