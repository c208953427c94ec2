import type { Kysely, Migration } from 'kysely'

/*
 * Issue 34: the authenticator codes each staff account signed in with lately, so that a code is
 * accepted once (a used code opens nothing, so it is kept as typed). One row per account and code;
 * the claim that writes it is the single statement that decides between racing sign-ins.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
export const totpUsedCodes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('staff_totp_used_codes')
      .addColumn('user_id', 'text', (column) => column.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('staff_totp_used_codes_pk', ['user_id', 'code'])
      .execute()
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('staff_totp_used_codes').execute()
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
