import type { Kysely, Migration } from 'kysely'
import { isPostgres } from './migration-dialect.ts'

/*
 * Issue 37 (docs/decisions/054): the site's content in the database. Every published version of a
 * record is kept (its history; «Restaurar» publishes an old one again as a new version); a record's
 * working copy while staff edit it is its draft, one per record, with the version it started from.
 * `id` counts every publish of every record: the highest is the content's revision, which the hosts
 * compare to know that something changed. `data` is the record as JSON text, checked by its kind's
 * schema before it is written.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const contentRecords: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('content_versions')
      .addColumn('id', 'integer', (column) =>
        isPostgres(db) ? column.primaryKey().generatedAlwaysAsIdentity() : column.primaryKey().autoIncrement(),
      )
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('record_key', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('published_at', 'text', (column) => column.notNull())
      .addColumn('published_by', 'text')
      .addColumn('published_by_email', 'text')
      .addColumn('restored_from', 'integer')
      .addUniqueConstraint('content_versions_record_version', ['kind', 'record_key', 'version'])
      .execute()

    await db.schema
      .createTable('content_drafts')
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('record_key', 'text', (column) => column.notNull())
      .addColumn('base_version', 'integer')
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('updated_by', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('content_drafts_record', ['kind', 'record_key'])
      .execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_drafts').execute()
    await db.schema.dropTable('content_versions').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
