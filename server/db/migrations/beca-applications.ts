import type { Kysely, Migration } from 'kysely'

/*
 * Issue 39: beca applications, the panel's fourth queue. A row holds the form's fields under
 * their wire names, what the published content said when it arrived (the beca type's name), the
 * queue's columns (status, version, closed_at, search_text), its review deadline (`respond_by`,
 * overdue while still open past it), its person, and once approved the percentage granted. Its
 * supporting documents (one to three) are rows of `beca_documents`, each a file in UPLOAD_DIR.
 * Same portable rules as the first migration: text and integer columns, ISO-8601 UTC instants.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const becaApplications: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('beca_applications')
      .addColumn('folio', 'text', (column) => column.primaryKey())
      .addColumn('nombre_completo', 'text', (column) => column.notNull())
      .addColumn('correo', 'text', (column) => column.notNull())
      .addColumn('telefono', 'text', (column) => column.notNull())
      .addColumn('carrera', 'text', (column) => column.notNull())
      .addColumn('campus', 'text', (column) => column.notNull())
      .addColumn('tipo_beca', 'text', (column) => column.notNull())
      .addColumn('tipo_beca_nombre', 'text', (column) => column.notNull())
      .addColumn('motivo', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('recibida'))
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('closed_at', 'text')
      .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('respond_by', 'text')
      .addColumn('porcentaje_aprobado', 'integer')
      .addColumn('person_id', 'text')
      .execute()
    // The list's two orders and retention's look-up, as on the other queues (queue-workflows).
    await db.schema.createIndex('beca_applications_status_created_at').on('beca_applications').columns(['status', 'created_at', 'folio']).execute()
    await db.schema.createIndex('beca_applications_created_at_folio').on('beca_applications').columns(['created_at', 'folio']).execute()
    await db.schema.createIndex('beca_applications_closed_at').on('beca_applications').column('closed_at').execute()
    await db.schema.createIndex('beca_applications_status_respond_by').on('beca_applications').columns(['status', 'respond_by']).execute()
    await db.schema.createIndex('beca_applications_person_id').on('beca_applications').columns(['person_id', 'created_at']).execute()

    await db.schema
      .createTable('beca_documents')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('folio', 'text', (column) => column.notNull())
      // In the order they came (1, 2, 3).
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('stored_name', 'text', (column) => column.notNull().unique())
      .addColumn('original_name', 'text', (column) => column.notNull())
      .addColumn('bytes', 'integer', (column) => column.notNull())
      .addColumn('mime', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('beca_documents_folio').on('beca_documents').columns(['folio', 'position']).execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('beca_documents').execute()
    await db.schema.dropTable('beca_applications').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
