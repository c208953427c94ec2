import type { Kysely } from 'kysely'
import type { QueueStatus } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { overdueItems, type OverdueRule } from '#server/db/queue-filters.ts'
import { QUEUE_TABLE_NAMES } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * The counts on the panel's home (issue 14). PostgreSQL counts in bigint, which pg hands over as
 * text: they are answered as numbers.
 */

/** How many items the queue holds, and how many of them are in `status`. */
export async function countQueueItems(db: Kysely<Database>, queue: StaffQueue, status: QueueStatus): Promise<{ total: number; inStatus: number }> {
  const counts = await db
    .selectFrom(QUEUE_TABLE_NAMES[queue])
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>(eb.case().when('status', '=', status).then(1).end()).as('inStatus'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(counts.total), inStatus: Number(counts.inStatus) }
}

/** How many items of the queue the rule calls overdue. */
export async function countOverdueItems(db: Kysely<Database>, queue: StaffQueue, rule: OverdueRule): Promise<number> {
  const { overdue } = await db
    .selectFrom(QUEUE_TABLE_NAMES[queue])
    .where((eb) => overdueItems(eb, rule))
    .select((eb) => eb.fn.countAll<number | string>().as('overdue'))
    .executeTakeFirstOrThrow()
  return Number(overdue)
}
