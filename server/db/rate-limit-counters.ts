import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/** A key's count and the window it belongs to (the request's own, or a later one it joined). */
export interface WindowCount {
  readonly count: number
  readonly windowStart: Date
}

/**
 * Adds one to `key`'s count in the window that began at `windowStart` and returns the new count.
 * One statement inserts the key or increments it, restarting at 1 when a later window began: the
 * upsert holds the row's lock (until the transaction ends, when `db` is one), so two concurrent
 * counts never read the same number. A request whose time was taken before the edge but whose
 * count arrives after a later window's is counted in that later window: it must not reset it.
 */
export async function countInWindow(db: Kysely<Database>, key: string, windowStart: Date): Promise<WindowCount> {
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: windowStart.toISOString(), count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const laterWindow = eb(eb.ref('excluded.window_start'), '>', eb.ref('rate_limit_counters.window_start'))
        return {
          count: eb.case().when(laterWindow).then(1).else(eb(eb.ref('rate_limit_counters.count'), '+', 1)).end(),
          window_start: eb.case().when(laterWindow).then(eb.ref('excluded.window_start')).else(eb.ref('rate_limit_counters.window_start')).end(),
        }
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow()
  return { count: row.count, windowStart: new Date(row.window_start) }
}

/** Takes back one count of `key` in the window that began at `windowStart`; nothing when that window is over. */
export async function uncount(db: Kysely<Database>, key: string, windowStart: Date): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ count: eb(eb.ref('count'), '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', windowStart.toISOString())
    .where('count', '>', 0)
    .execute()
}

/** Deletes the counters whose window began before `before`. */
export async function deleteCountersBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', before.toISOString()).execute()
}
