import type { Kysely, Migration } from 'kysely'

/*
 * The document requests with their payment receipts, e-mail attachments by reference, and the
 * certificates registry (issue 7). Same portable rules as the first migration: text and integer
 * columns, ISO-8601 UTC text instants, wire names kept for columns that store a wire field.
 */

// The 14 certificate fields of spec §3, as the lookup answers them (wire names, all text).
// Copied here on purpose: a migration never imports application code.
const CERTIFICATE_COLUMNS = [
  'ClaveEscuela',
  'Turno',
  'PlanEstudios',
  'Folio',
  'Matricula',
  'CURP',
  'Nombre',
  'Timbrado',
  'TipoCertificado',
  'Fecha',
  'Cadena',
  'FechaHoraTimbrado',
  'NombreArea',
  'Firmante',
] as const

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const documentsAndCertificates: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('document_requests')
      .addColumn('folio', 'text', (column) => column.primaryKey())
      .addColumn('nombre_completo', 'text', (column) => column.notNull())
      .addColumn('correo', 'text', (column) => column.notNull())
      .addColumn('telefono', 'text', (column) => column.notNull())
      .addColumn('nivel_estudios', 'text', (column) => column.notNull())
      .addColumn('especificaciones', 'text', (column) => column.notNull())
      .addColumn('precio_mxn', 'integer', (column) => column.notNull())
      // The receipt: its random name inside UPLOAD_DIR, and what the person sent.
      .addColumn('comprobante_archivo', 'text', (column) => column.notNull().unique())
      .addColumn('comprobante_nombre_original', 'text', (column) => column.notNull())
      .addColumn('comprobante_bytes', 'integer', (column) => column.notNull())
      .addColumn('comprobante_tipo', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('document_requests_created_at').on('document_requests').column('created_at').execute()

    // JSON list of files the sender attaches by reference (see docs/decisions/011).
    await db.schema.alterTable('outbox_messages').addColumn('attachments', 'text').execute()

    let certificates = db.schema
      .createTable('certificates')
      // The folio in upper case, trimmed: lookups are case-insensitive and served by this
      // primary key's unique index.
      .addColumn('folio_key', 'text', (column) => column.primaryKey())
    for (const name of CERTIFICATE_COLUMNS) certificates = certificates.addColumn(name, 'text', (column) => column.notNull())
    await certificates
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('annulled_at', 'text')
      .execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('certificates').execute()
    await db.schema.alterTable('outbox_messages').dropColumn('attachments').execute()
    await db.schema.dropTable('document_requests').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
