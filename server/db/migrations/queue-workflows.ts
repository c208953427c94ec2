import type { Kysely, Migration } from 'kysely'

/*
 * The staff area's queues (issue 14): each submission gets a status, a version for optimistic
 * concurrency (a change names the version it saw; the UPDATE matches only that one), the moment
 * it closed (retention counts from it) and a search column; fichas get an assignee and an
 * appointment, document requests their promised day and the documents delivered. An item's
 * history is read from the audit trail, indexed here by what was acted on.
 *
 * Same portable rules as the first migration. Existing rows start in each queue's first status;
 * their search column is filled here with a copy of the application's rule (a migration never
 * imports application code).
 */

const QUEUES = [
  { table: 'contact_messages', initial: 'nuevo', searchColumns: ['folio', 'nombre', 'correo', 'telefono'] },
  {
    table: 'admission_forms',
    initial: 'nueva',
    searchColumns: ['folio', 'nombres', 'apellido_paterno', 'apellido_materno', 'correo_electronico', 'telefono'],
  },
  { table: 'document_requests', initial: 'recibida', searchColumns: ['folio', 'nombre_completo', 'correo', 'telefono'] },
] as const

/** Copy of server/db/search-text.ts at this migration's time. */
function searchText(parts: readonly (string | null)[]): string {
  const present = parts.filter((part): part is string => part !== null && part !== '')
  const digits = present.filter((part) => /^[+\d\s().-]+$/.test(part)).map((part) => part.replace(/\D/g, ''))
  return [...present, ...digits]
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const queueWorkflows: Migration = {
  async up(db: Kysely<any>) {
    for (const { table, initial, searchColumns } of QUEUES) {
      await db.schema.alterTable(table).addColumn('status', 'text', (column) => column.notNull().defaultTo(initial)).execute()
      await db.schema.alterTable(table).addColumn('version', 'integer', (column) => column.notNull().defaultTo(1)).execute()
      await db.schema.alterTable(table).addColumn('closed_at', 'text').execute()
      await db.schema.alterTable(table).addColumn('search_text', 'text', (column) => column.notNull().defaultTo('')).execute()
      // The list is newest first, ties by folio: with the folio in these indexes a page's folios are
      // read from the index alone, so a late page skips index entries instead of rows.
      await db.schema.createIndex(`${table}_status_created_at`).on(table).columns(['status', 'created_at', 'folio']).execute()
      await db.schema.dropIndex(`${table}_created_at`).execute()
      await db.schema.createIndex(`${table}_created_at_folio`).on(table).columns(['created_at', 'folio']).execute()
      await db.schema.createIndex(`${table}_closed_at`).on(table).column('closed_at').execute()

      const rows: Record<string, string | null>[] = await db.selectFrom(table).select([...searchColumns]).execute()
      for (const row of rows) {
        await db
          .updateTable(table)
          .set({ search_text: searchText(searchColumns.map((column) => row[column] ?? null)) })
          .where('folio', '=', row['folio'])
          .execute()
      }
    }

    await db.schema.alterTable('admission_forms').addColumn('assignee_id', 'text').execute()
    await db.schema.alterTable('admission_forms').addColumn('appointment', 'text').execute()
    // The possible-duplicate flag looks for an earlier ficha with the same e-mail or phone.
    await db.schema.createIndex('admission_forms_email').on('admission_forms').columns(['correo_electronico', 'created_at']).execute()
    await db.schema.createIndex('admission_forms_phone').on('admission_forms').columns(['telefono', 'created_at']).execute()

    // The promised day `YYYY-MM-DD`, set when the payment is validated; overdue ones are looked up by it.
    await db.schema.alterTable('document_requests').addColumn('due_on', 'text').execute()
    await db.schema.createIndex('document_requests_status_due_on').on('document_requests').columns(['status', 'due_on']).execute()

    await db.schema
      .createTable('delivered_documents')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('folio', 'text', (column) => column.notNull())
      .addColumn('stored_name', 'text', (column) => column.notNull().unique())
      .addColumn('original_name', 'text', (column) => column.notNull())
      .addColumn('bytes', 'integer', (column) => column.notNull())
      .addColumn('mime', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('delivered_documents_folio').on('delivered_documents').column('folio').execute()

    await db.schema.createIndex('audit_events_target').on('audit_events').columns(['target_type', 'target_id', 'id']).execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('audit_events_target').execute()
    await db.schema.dropTable('delivered_documents').execute()
    await db.schema.dropIndex('document_requests_status_due_on').execute()
    await db.schema.alterTable('document_requests').dropColumn('due_on').execute()
    await db.schema.dropIndex('admission_forms_phone').execute()
    await db.schema.dropIndex('admission_forms_email').execute()
    await db.schema.alterTable('admission_forms').dropColumn('appointment').execute()
    await db.schema.alterTable('admission_forms').dropColumn('assignee_id').execute()
    for (const { table } of QUEUES) {
      await db.schema.dropIndex(`${table}_closed_at`).execute()
      await db.schema.dropIndex(`${table}_status_created_at`).execute()
      await db.schema.dropIndex(`${table}_created_at_folio`).execute()
      await db.schema.createIndex(`${table}_created_at`).on(table).column('created_at').execute()
      for (const column of ['search_text', 'closed_at', 'version', 'status']) {
        await db.schema.alterTable(table).dropColumn(column).execute()
      }
    }
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
