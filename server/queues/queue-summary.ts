import type { Kysely } from 'kysely'
import { initialStatus, STAFF_QUEUE_KEYS } from '#contracts/queues.ts'
import { STAFF_QUEUES, staffMayUse, type PanelSummary, type StaffRole } from '#contracts/staff.ts'
import { countOverdueItems, countQueueItems } from '#server/db/queue-summary.ts'
import type { Database } from '#server/db/schema.ts'
import { overdueRule } from '#server/queues/overdue.ts'

/** The panel's home: the queues the roles open (all of them for admin), with their size, what waits, and how many are overdue (server/queues/overdue.ts). */
export async function queueSummary(db: Kysely<Database>, roles: readonly StaffRole[], now: Date): Promise<PanelSummary> {
  const queues = STAFF_QUEUE_KEYS.filter((queue) => staffMayUse(roles, [STAFF_QUEUES[queue].role]))
  const colas = await Promise.all(
    queues.map(async (cola) => {
      const [{ total, inStatus }, vencidas] = await Promise.all([countQueueItems(db, cola, initialStatus(cola)), countOverdueItems(db, cola, overdueRule(cola, now))])
      return { cola, nombre: STAFF_QUEUES[cola].label, total, nuevos: inStatus, vencidas }
    }),
  )
  return { colas }
}
