import type { Kysely } from 'kysely'
import { insertAuditEvent, type NewAuditEvent } from '#server/db/audit-events.ts'
import type { Database } from '#server/db/schema.ts'
import { clientKey } from '#server/rate-limit/client-key.ts'

export type { NewAuditEvent } from '#server/db/audit-events.ts'

/**
 * Records an event of the staff area's audit trail (issue 13) at `now`, its address also kept as
 * the client it counts as (an IPv4 address, an IPv6 /64), which the sign-in throttle looks for.
 * Write an event in the same transaction as the change it records (pass the transaction as `db`),
 * so neither is kept without the other.
 */
export async function appendAuditEvent(db: Kysely<Database>, event: NewAuditEvent, now: Date): Promise<void> {
  await insertAuditEvent(db, event.ip === undefined ? event : { ...event, clientKey: clientKey(event.ip) }, now)
}
