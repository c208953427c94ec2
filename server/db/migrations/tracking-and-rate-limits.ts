import type { Kysely, Migration } from 'kysely'

/*
 * Issue 15: request counters shared by every process (a key such as an endpoint and a client
 * address, the start of its current window, the requests counted in it), and the codes of the
 * tracking page, one per folio (a new one replaces the old), stored only as a salted hash.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const trackingAndRateLimits: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('window_start', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .execute()
    // Old windows are swept by their start.
    await db.schema.createIndex('rate_limit_counters_window_start').on('rate_limit_counters').column('window_start').execute()

    await db.schema
      .createTable('tracking_codes')
      .addColumn('folio', 'text', (column) => column.primaryKey())
      .addColumn('salt', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('tries', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('tracking_codes').execute()
    await db.schema.dropTable('rate_limit_counters').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
