import type { Kysely, Migration } from 'kysely'

/*
 * Issue 38: where a contact message's or a ficha's visit came from. `origen` holds the whole origin
 * as JSON text (first and last touch); `origen_fuente` and `origen_campana`, the last touch's source
 * and campaign in lower case, are what the queues filter by. Older rows keep null: they came
 * without one.
 */

const TABLES = ['contact_messages', 'admission_forms'] as const

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const submissionOrigin: Migration = {
  async up(db: Kysely<any>) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('origen', 'text').execute()
      await db.schema.alterTable(table).addColumn('origen_fuente', 'text').execute()
      await db.schema.alterTable(table).addColumn('origen_campana', 'text').execute()
    }
  },
  async down(db: Kysely<any>) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).dropColumn('origen_campana').execute()
      await db.schema.alterTable(table).dropColumn('origen_fuente').execute()
      await db.schema.alterTable(table).dropColumn('origen').execute()
    }
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
