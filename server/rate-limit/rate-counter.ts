import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/** A limit: at most `max` requests per key in each fixed window of `windowMs`. */
export interface RateLimit {
  readonly max: number
  readonly windowMs: number
}

export type RateVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }

/** A key's count and the window it belongs to (the request's own, or a later one it joined). */
export interface WindowCount {
  readonly count: number
  readonly windowStart: Date
}

/** The start of the fixed window of `limit` that `now` falls in. */
export function windowStartOf(limit: RateLimit, now: Date): Date {
  if (limit.windowMs > RATE_WINDOW_MAX_MS) throw new RangeError(`A rate-limit window is at most ${RATE_WINDOW_MAX_MS} ms`)
  return new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs)
}

/** Whether a count is within the limit, and if not, how long until its window ends. */
export function verdictOf({ count, windowStart }: WindowCount, limit: RateLimit, now: Date): RateVerdict {
  if (count <= limit.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now.getTime()) / 1000)) }
}

/**
 * Counts one request under `key` and says whether it is within the limit. The counter lives in the
 * database, so every process and host sharing it counts together, and a restart forgets nothing.
 */
export async function countRequest(db: Kysely<Database>, key: string, limit: RateLimit, now: Date): Promise<RateVerdict> {
  return verdictOf(await countInWindow(db, key, windowStartOf(limit, now)), limit, now)
}

/**
 * Adds one to `key`'s count in the window that began at `windowStart` (at most
 * {@link RATE_WINDOW_MAX_MS} long) and returns the new count. One statement inserts the key or
 * increments it, restarting at 1 when a later window began: the upsert holds the row's lock
 * (until the transaction ends, when `db` is one), so two concurrent counts never read the same
 * number. A request whose time was taken before the edge but whose count arrives after a later
 * window's is counted in that later window: it must not reset it.
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

/**
 * Takes back one count of `key` in the window that began at `windowStart` (a request that turned
 * out not to count, such as a sign-in with the right password); nothing when that window is over.
 */
export async function uncount(db: Kysely<Database>, key: string, windowStart: Date): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ count: eb(eb.ref('count'), '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', windowStart.toISOString())
    .where('count', '>', 0)
    .execute()
}

/** The longest window a limit may have: a counter that began longer ago than this has surely ended. */
export const RATE_WINDOW_MAX_MS = 24 * 60 * 60_000

/** Forgets the counters whose window has ended (run by the daily retention job). */
export async function sweepRateCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', new Date(now.getTime() - RATE_WINDOW_MAX_MS).toISOString()).execute()
}
