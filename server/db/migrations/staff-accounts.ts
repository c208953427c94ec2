import type { ColumnDataType, CreateTableBuilder, Kysely, Migration } from 'kysely'
import { isPostgres } from './migration-dialect.ts'

/*
 * The staff area's accounts (issue 13): Better Auth's tables under our names (server/auth/auth.ts
 * maps each model and field to them; a test compares both), the roles of each person, and the
 * secret that signs the session cookies when AUTH_SECRET is not set.
 *
 * Unlike the other tables, Better Auth's keep its own value types: on PostgreSQL it reads and
 * writes real timestamps and booleans, on SQLite ISO-8601 text and 0/1 (its Kysely adapter
 * converts). Columns we own (disabled_at, roles) follow the usual rules.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
type Table = CreateTableBuilder<string, never>

export const staffAccounts: Migration = {
  async up(db: Kysely<any>) {
    const postgres = isPostgres(db)
    const instant: ColumnDataType = postgres ? 'timestamptz' : 'text'
    const flag: ColumnDataType = postgres ? 'boolean' : 'integer'
    const userId = (table: Table) =>
      table.addColumn('user_id', 'text', (column) => column.notNull().references('staff_users.id').onDelete('cascade'))
    const timestamps = (table: Table) =>
      table
        .addColumn('created_at', instant, (column) => column.notNull())
        .addColumn('updated_at', instant, (column) => column.notNull())

    await timestamps(
      db.schema
        .createTable('staff_users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('email_verified', flag, (column) => column.notNull())
        .addColumn('image', 'text')
        .addColumn('two_factor_enabled', flag),
    )
      // Ours: when an administrator disabled the account (ISO text); never deleted while audited.
      .addColumn('disabled_at', 'text')
      .execute()

    await db.schema
      .createTable('staff_roles')
      .addColumn('user_id', 'text', (column) => column.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('role', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('staff_roles_pk', ['user_id', 'role'])
      .execute()

    await timestamps(
      userId(
        db.schema
          .createTable('staff_sessions')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('token', 'text', (column) => column.notNull().unique())
          .addColumn('expires_at', instant, (column) => column.notNull())
          .addColumn('ip_address', 'text')
          .addColumn('user_agent', 'text'),
      ),
    ).execute()
    await db.schema.createIndex('staff_sessions_user_id').on('staff_sessions').column('user_id').execute()

    await timestamps(
      userId(
        db.schema
          .createTable('staff_accounts')
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('account_id', 'text', (column) => column.notNull())
          .addColumn('provider_id', 'text', (column) => column.notNull())
          .addColumn('access_token', 'text')
          .addColumn('refresh_token', 'text')
          .addColumn('id_token', 'text')
          .addColumn('access_token_expires_at', instant)
          .addColumn('refresh_token_expires_at', instant)
          .addColumn('scope', 'text')
          .addColumn('password', 'text'),
      ),
    ).execute()
    await db.schema.createIndex('staff_accounts_user_id').on('staff_accounts').column('user_id').execute()

    await timestamps(
      db.schema
        .createTable('staff_verifications')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('identifier', 'text', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('expires_at', instant, (column) => column.notNull()),
    ).execute()
    await db.schema.createIndex('staff_verifications_identifier').on('staff_verifications').column('identifier').execute()

    await userId(
      db.schema
        .createTable('staff_two_factors')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('secret', 'text', (column) => column.notNull())
        .addColumn('backup_codes', 'text', (column) => column.notNull())
        .addColumn('verified', flag)
        .addColumn('failed_verification_count', 'integer')
        .addColumn('locked_until', instant),
    ).execute()
    await db.schema.createIndex('staff_two_factors_user_id').on('staff_two_factors').column('user_id').execute()
    await db.schema.createIndex('staff_two_factors_secret').on('staff_two_factors').column('secret').execute()

    await db.schema
      .createTable('app_secrets')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute()
  },

  async down(db: Kysely<any>) {
    for (const table of ['app_secrets', 'staff_two_factors', 'staff_verifications', 'staff_accounts', 'staff_sessions', 'staff_roles', 'staff_users']) {
      await db.schema.dropTable(table).execute()
    }
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */
