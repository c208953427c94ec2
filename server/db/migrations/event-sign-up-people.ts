import type { Kysely, Migration } from 'kysely'

/*
 * Issue 38: a person's event sign-ups are read by their person, like their submissions (the people
 * migration indexes each queue's `person_id` the same way): for the person's page, for a merge and
 * its undo that move them, and for retention, which asks of every person whether any row still
 * names them.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const eventSignUpPeople: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('event_sign_ups_person_id').on('event_sign_ups').columns(['person_id', 'created_at']).execute()
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex('event_sign_ups_person_id').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
