import type { Kysely, Migration } from 'kysely'

/*
 * Issue 38: sign-ups for the events staff publish. One row per sign-up under its `EVT-…` folio:
 * the person's fields (wire names), the places it takes (1 + companions), its status, when the
 * person attended, the SHA-256 of the cancellation key the e-mail carries, when the reminder was
 * enqueued, the visit's origin (like contact_messages), the person it belongs to (issue 38's people
 * records link it later) and the version a panel change names.
 *
 * `event_sign_up_locks` holds one row per event that took a sign-up: every sign-up and cancellation
 * updates it first, so on PostgreSQL the row lock makes those of one event wait for each other
 * (SQLite has one writer anyway) and the capacity holds.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const eventSignUps: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('event_sign_ups')
      .addColumn('folio', 'text', (column) => column.primaryKey())
      .addColumn('event_slug', 'text', (column) => column.notNull())
      .addColumn('nombre', 'text', (column) => column.notNull())
      .addColumn('correo', 'text', (column) => column.notNull())
      .addColumn('telefono', 'text', (column) => column.notNull())
      .addColumn('nivel_interes', 'text', (column) => column.notNull())
      .addColumn('programa_interes', 'text')
      .addColumn('acompanantes', 'integer', (column) => column.notNull())
      .addColumn('places', 'integer', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attended_at', 'text')
      .addColumn('cancel_key_hash', 'text', (column) => column.notNull())
      .addColumn('cancelled_at', 'text')
      .addColumn('reminder_sent_at', 'text')
      .addColumn('origen', 'text')
      .addColumn('origen_fuente', 'text')
      .addColumn('origen_campana', 'text')
      .addColumn('person_id', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('search_text', 'text', (column) => column.notNull())
      .execute()
    // An event's list by status in order of arrival, the waiting list's order, and the confirmed ones a reminder is due for.
    await db.schema.createIndex('event_sign_ups_event').on('event_sign_ups').columns(['event_slug', 'status', 'created_at']).execute()
    await db.schema.createIndex('event_sign_ups_reminder').on('event_sign_ups').columns(['event_slug', 'status', 'reminder_sent_at']).execute()

    await db.schema
      .createTable('event_sign_up_locks')
      .addColumn('event_slug', 'text', (column) => column.primaryKey())
      .addColumn('changes', 'integer', (column) => column.notNull().defaultTo(0))
      .execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('event_sign_up_locks').execute()
    await db.schema.dropTable('event_sign_ups').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
