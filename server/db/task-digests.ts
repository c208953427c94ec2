import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/**
 * Takes the day's digest of `staffId`: true when this call recorded it, false when it already was
 * (another server, or this one before a restart). Call it in the transaction that enqueues the
 * e-mail: on PostgreSQL a second taker waits for the first to commit, then finds the row.
 */
export async function claimTaskDigest(db: Kysely<Database>, staffId: string, day: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('task_digests')
    .values({ staff_id: staffId, day, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['staff_id', 'day']).doNothing())
    .executeTakeFirst()
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n
}
