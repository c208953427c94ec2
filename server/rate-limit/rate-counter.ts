import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/** A limit: at most `max` requests per key in each fixed window of `windowMs`. */
export interface RateLimit {
  readonly max: number
  readonly windowMs: number
}

export type RateVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }

/**
 * Counts one request under `key` and says whether it is within the limit. The counter lives in the
 * database, so every process and host sharing it counts together, and a restart forgets nothing.
 */
export async function countRequest(db: Kysely<Database>, key: string, limit: RateLimit, now: Date): Promise<RateVerdict> {
  if (limit.windowMs > RATE_WINDOW_MAX_MS) throw new RangeError(`A rate-limit window is at most ${RATE_WINDOW_MAX_MS} ms`)
  const windowStartMs = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs
  const count = await countInWindow(db, key, new Date(windowStartMs))
  if (count <= limit.max) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + limit.windowMs - now.getTime()) / 1000)) }
}

/**
 * Adds one to `key`'s count in the window that began at `windowStart` (at most
 * {@link RATE_WINDOW_MAX_MS} long) and returns the new count. One statement inserts the key or
 * increments it, restarting at 1 when another window began: the upsert holds the row's lock
 * (until the transaction ends, when `db` is one), so two concurrent counts never read the same number.
 */
export async function countInWindow(db: Kysely<Database>, key: string, windowStart: Date): Promise<number> {
  const { count } = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: windowStart.toISOString(), count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limit_counters.window_start', '=', eb.ref('excluded.window_start'))
          .then(eb(eb.ref('rate_limit_counters.count'), '+', 1))
          .else(1)
          .end(),
        window_start: eb.ref('excluded.window_start'),
      })),
    )
    .returning('count')
    .executeTakeFirstOrThrow()
  return count
}

/** The longest window a limit may have: a counter that began longer ago than this has surely ended. */
export const RATE_WINDOW_MAX_MS = 24 * 60 * 60_000

/** Forgets the counters whose window has ended (run by the daily retention job). */
export async function sweepRateCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', new Date(now.getTime() - RATE_WINDOW_MAX_MS).toISOString()).execute()
}
