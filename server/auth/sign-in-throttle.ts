import type { Kysely } from 'kysely'
import type { AuditAction } from '#contracts/audit.ts'
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_MAX_FAILURES_PER_IP, SIGN_IN_WINDOW_MINUTES } from '#contracts/limits.ts'
import type { Database } from '#server/db/schema.ts'
import { clientKey } from '#server/rate-limit/client-key.ts'

/**
 * Whether recent `action` events (within the window) reached the limit for this e-mail or this
 * client (its IPv4 address or IPv6 /64, as every rate limit counts it). The events are the audit
 * trail's own, so the count is the same for every process and host sharing the database, and
 * survives restarts.
 */
export async function tooManyRecent(db: Kysely<Database>, action: AuditAction, { email, ip }: { email: string; ip: string }, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000).toISOString()
  const recent = db.selectFrom('audit_events').where('action', '=', action).where('at', '>=', since)
  const count = async (column: 'actor_email' | 'client_key', value: string) =>
    Number((await recent.where(column, '=', value).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count)
  return (await count('actor_email', email)) >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT || (await count('client_key', clientKey(ip))) >= SIGN_IN_MAX_FAILURES_PER_IP
}

/** Sign-in is refused for an account or an address after too many failures in the window. */
export const signInBlocked = (db: Kysely<Database>, email: string, ip: string, now: Date) => tooManyRecent(db, 'sign-in-failed', { email, ip }, now)
