import type { Kysely, Migration } from 'kysely'
import { isPostgres } from './migration-dialect.ts'

/*
 * Issue 37 (docs/decisions/058): every photo staff upload for the site, one row per upload: who and
 * when, its slot, its sizes and the widths and formats its files come in. The files are in the
 * store under names made from the photo (`name`): the same photo uploaded again for the same slot
 * has the same name, and its files are stored once. A row keeps its files from the storage sweep;
 * no row is ever deleted, so a page that names a photo never loses it.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const contentImages: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('content_images')
      .addColumn('id', 'integer', (column) =>
        isPostgres(db) ? column.primaryKey().generatedAlwaysAsIdentity() : column.primaryKey().autoIncrement(),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('slot', 'text', (column) => column.notNull())
      .addColumn('width', 'integer', (column) => column.notNull())
      .addColumn('height', 'integer', (column) => column.notNull())
      .addColumn('widths', 'text', (column) => column.notNull())
      .addColumn('formats', 'text', (column) => column.notNull())
      .addColumn('source_bytes', 'integer', (column) => column.notNull())
      .addColumn('stored_bytes', 'integer', (column) => column.notNull())
      .addColumn('uploaded_at', 'text', (column) => column.notNull())
      .addColumn('uploaded_by', 'text', (column) => column.notNull())
      .addColumn('uploaded_by_email', 'text', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('content_images_name').on('content_images').column('name').execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_images').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
