import type { Kysely, Migration } from 'kysely'

/*
 * Issue 16: the audit trail keeps, next to the full address it shows staff, the client key the
 * rate limits count under (the IPv4 address, or the IPv6 /64), so the sign-in throttle counts an
 * IPv6 client's whole /64. Older rows keep null: they are past every throttle window.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const auditClientKey: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('audit_events').addColumn('client_key', 'text').execute()
    await db.schema.createIndex('audit_events_action_client_key_at').on('audit_events').columns(['action', 'client_key', 'at']).execute()
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('audit_events_action_client_key_at').execute()
    await db.schema.alterTable('audit_events').dropColumn('client_key').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
