import type { Kysely, Migration } from 'kysely'
import { isPostgres } from './migration-dialect.ts'

/*
 * Issue 16, item 7 (docs/decisions/028): the stored files' bytes, for STORAGE_DRIVER=database.
 * Each row is written in the transaction that stores the row naming it (a receipt's request, a
 * delivered document), so every host sees a file exactly when it sees its row. `bytea` on
 * PostgreSQL, `blob` on SQLite; `created_at` is when it was committed (the sweep's grace counts
 * from it).
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */

export const storedFiles: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('stored_files')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (column) => column.notNull())
      .addColumn('bytes', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('stored_files').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
