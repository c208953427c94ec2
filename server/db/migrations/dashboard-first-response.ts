import type { Kysely, Migration } from 'kysely'

/*
 * Issue 38, the funnel dashboard's «Primera respuesta a tiempo»: the contact messages and fichas
 * received in a period, by first-response day and first answer. Covering indexes, as for the
 * dashboard's other readings (ficha-stages.ts), so the section reads the range from the index
 * alone: the fichas' with the campus, which the dashboard filters them by.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const dashboardFirstResponse: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('admission_forms_dashboard_first_response')
      .on('admission_forms')
      .columns(['created_at', 'campus', 'respond_by', 'first_response_at'])
      .execute()
    await db.schema.createIndex('contact_messages_dashboard_first_response').on('contact_messages').columns(['created_at', 'respond_by', 'first_response_at']).execute()
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('contact_messages_dashboard_first_response').execute()
    await db.schema.dropIndex('admission_forms_dashboard_first_response').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
