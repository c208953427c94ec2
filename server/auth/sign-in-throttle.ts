import type { Kysely } from 'kysely'
import { SIGN_IN_MAX_FAILURES_PER_ACCOUNT, SIGN_IN_MAX_FAILURES_PER_IP, SIGN_IN_WINDOW_MINUTES } from '#contracts/limits.ts'
import type { Database } from '#server/db/schema.ts'

/**
 * Whether sign-in is refused for this e-mail or this client address: too many failed sign-ins
 * within the window. The failures are the audit trail's own `sign-in-failed` events, so the
 * count is the same for every process and host sharing the database, and survives restarts.
 */
export async function signInBlocked(db: Kysely<Database>, email: string, ip: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MINUTES * 60_000).toISOString()
  const failures = db.selectFrom('audit_events').where('action', '=', 'sign-in-failed').where('at', '>=', since)
  const count = async (column: 'actor_email' | 'ip', value: string) =>
    Number((await failures.where(column, '=', value).select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count)
  return (await count('actor_email', email)) >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT || (await count('ip', ip)) >= SIGN_IN_MAX_FAILURES_PER_IP
}
