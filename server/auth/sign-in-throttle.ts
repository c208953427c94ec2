import type { Kysely } from 'kysely'
import {
  SIGN_IN_KNOWN_ADDRESS_DAYS,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
  SIGN_IN_MAX_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MINUTES,
} from '#contracts/limits.ts'
import { hasSignedInFrom } from '#server/db/audit-events.ts'
import { countInWindow, uncount } from '#server/db/rate-limit-counters.ts'
import type { Database } from '#server/db/schema.ts'
import { clientKey } from '#server/rate-limit/client-key.ts'
import { verdictOf, windowStartOf, type RateLimit, type RateVerdict } from '#server/rate-limit/rate-counter.ts'

const WINDOW_MS = SIGN_IN_WINDOW_MINUTES * 60_000
const PER_ADDRESS: RateLimit = { max: SIGN_IN_MAX_FAILURES_PER_IP, windowMs: WINDOW_MS }
const PER_ACCOUNT: RateLimit = { max: SIGN_IN_MAX_FAILURES_PER_ACCOUNT, windowMs: WINDOW_MS }

/** What is throttled per account and per address: signing in, and asking for a reset link. */
export type ThrottledAction = 'sign-in' | 'password-reset'

/** An attempt allowed to go on, which `release` gives back when it turns out not to be a failure. */
export type AttemptVerdict = Exclude<RateVerdict, { allowed: true }> | { readonly allowed: true; release(): Promise<void> }

/**
 * Counts an attempt before it is made, per client (IPv4 address or IPv6 /64) and per account,
 * each in one atomic statement in the database: of any number of parallel attempts, no more than
 * the limit go on, on every process sharing the database. The address is counted first; an
 * attempt it refuses does not count against the account.
 *
 * A sign-in from an address the account signed in from before counts in a budget of its own, so
 * that guesses from anywhere else hold an account for the window without holding out its owner
 * (ADR 051).
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  action: ThrottledAction,
  { email, ip }: { readonly email: string; readonly ip: string },
  now: Date,
): Promise<AttemptVerdict> {
  const client = clientKey(ip)
  const knownSince = new Date(now.getTime() - SIGN_IN_KNOWN_ADDRESS_DAYS * 24 * 60 * 60_000)
  const ownersAddress = action === 'sign-in' && (await hasSignedInFrom(db, { email, clientKey: client }, knownSince))
  const checks = [
    { key: `${action}:ip:${client}`, limit: PER_ADDRESS },
    { key: ownersAddress ? `${action}:cuenta:${email}:ip:${client}` : `${action}:cuenta:${email}`, limit: PER_ACCOUNT },
  ]
  const counted: { key: string; windowStart: Date }[] = []
  for (const { key, limit } of checks) {
    const count = await countInWindow(db, key, windowStartOf(limit, now))
    const verdict = verdictOf(count, limit, now)
    if (!verdict.allowed) return verdict
    counted.push({ key, windowStart: count.windowStart })
  }
  return {
    allowed: true,
    release: async () => {
      for (const { key, windowStart } of counted) await uncount(db, key, windowStart)
    },
  }
}
