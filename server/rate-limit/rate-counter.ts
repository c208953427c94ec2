import type { Kysely } from 'kysely'
import { RATE_WINDOW_MAX_MS } from '#server/config/rate-limit.ts'
import { countInWindow, deleteCountersBefore, type WindowCount } from '#server/db/rate-limit-counters.ts'
import type { Database } from '#server/db/schema.ts'

/** A limit: at most `max` requests per key in each fixed window of `windowMs`. */
export interface RateLimit {
  readonly max: number
  readonly windowMs: number
}

export type RateVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }

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

/** Forgets the counters whose window has ended (run by the daily retention job). */
export async function sweepRateCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await deleteCountersBefore(db, new Date(now.getTime() - RATE_WINDOW_MAX_MS))
}
