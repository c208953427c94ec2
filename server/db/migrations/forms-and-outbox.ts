import type { Kysely, Migration } from 'kysely'

/*
 * The contact messages, the fichas, the folio counters and the e-mail outbox (issue 6).
 * Portable between SQLite and PostgreSQL: text and integer columns only, no auto-increment
 * (submissions are keyed by their folio, outbox messages by a UUID), and instants stored as
 * ISO-8601 UTC text (`2026-11-25T18:00:00.000Z`), which sorts and compares correctly as text.
 * Columns that store a wire field keep its wire name.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const formsAndOutbox: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('folio_sequences')
      .addColumn('series', 'text', (column) => column.notNull())
      .addColumn('year', 'integer', (column) => column.notNull())
      .addColumn('last_number', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('folio_sequences_pk', ['series', 'year'])
      .execute()

    await db.schema
      .createTable('contact_messages')
      .addColumn('folio', 'text', (column) => column.primaryKey())
      .addColumn('nombre', 'text', (column) => column.notNull())
      .addColumn('correo', 'text', (column) => column.notNull())
      .addColumn('telefono', 'text')
      .addColumn('contenido', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('contact_messages_created_at').on('contact_messages').column('created_at').execute()

    await db.schema
      .createTable('admission_forms')
      .addColumn('folio', 'text', (column) => column.primaryKey())
      .addColumn('apellido_paterno', 'text', (column) => column.notNull())
      .addColumn('apellido_materno', 'text', (column) => column.notNull())
      .addColumn('nombres', 'text', (column) => column.notNull())
      .addColumn('correo_electronico', 'text', (column) => column.notNull())
      .addColumn('telefono', 'text', (column) => column.notNull())
      .addColumn('nivel_estudio', 'text', (column) => column.notNull())
      .addColumn('campus', 'text', (column) => column.notNull())
      .addColumn('carrera', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('admission_forms_created_at').on('admission_forms').column('created_at').execute()

    await db.schema
      .createTable('outbox_messages')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('source_folio', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('message_id', 'text', (column) => column.notNull().unique())
      .addColumn('sender', 'text', (column) => column.notNull())
      .addColumn('recipients', 'text', (column) => column.notNull())
      .addColumn('reply_to', 'text')
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('text_body', 'text', (column) => column.notNull())
      .addColumn('html_body', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('claim_token', 'text')
      .addColumn('claimed_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text')
      .execute()
    await db.schema
      .createIndex('outbox_messages_due')
      .on('outbox_messages')
      .columns(['status', 'next_attempt_at'])
      .execute()
    await db.schema.createIndex('outbox_messages_source').on('outbox_messages').column('source_folio').execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('outbox_messages').execute()
    await db.schema.dropTable('admission_forms').execute()
    await db.schema.dropTable('contact_messages').execute()
    await db.schema.dropTable('folio_sequences').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
