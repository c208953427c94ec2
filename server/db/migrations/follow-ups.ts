import { sql, type Kysely, type Migration } from 'kysely'

/*
 * Issue 38, follow-ups on time. Each contact message and ficha gets `respond_by`, the day
 * `YYYY-MM-DD` (institute calendar) by whose end its first answer is due, and `first_response_at`,
 * the instant of the first activity that met it. Rows stored before this migration get no deadline
 * (both null): they were never promised one, so they never show as overdue. The overdue look-up
 * ("unanswered and past its day") is served by a partial index on the unanswered rows alone.
 *
 * `activities` keeps what staff did to reach the person: a call, a WhatsApp message, an e-mail, a
 * visit or a note, with its outcome, read per item newest first.
 */

const TABLES = ['contact_messages', 'admission_forms'] as const

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const followUps: Migration = {
  async up(db: Kysely<any>) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('respond_by', 'text').execute()
      await db.schema.alterTable(table).addColumn('first_response_at', 'text').execute()
      await db.schema
        .createIndex(`${table}_awaiting_response`)
        .on(table)
        .column('respond_by')
        .where(sql.ref('first_response_at'), 'is', null)
        .execute()
    }

    await db.schema
      .createTable('activities')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('queue', 'text', (column) => column.notNull())
      .addColumn('folio', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('note', 'text')
      .addColumn('staff_id', 'text')
      .addColumn('at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('activities_queue_folio_at').on('activities').columns(['queue', 'folio', 'at']).execute()
    // The funnel's counts of a period read (at, kind) from this index alone.
    await db.schema.createIndex('activities_at_kind').on('activities').columns(['at', 'kind']).execute()
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('activities').execute()
    for (const table of TABLES) {
      await db.schema.dropIndex(`${table}_awaiting_response`).execute()
      await db.schema.alterTable(table).dropColumn('first_response_at').execute()
      await db.schema.alterTable(table).dropColumn('respond_by').execute()
    }
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
