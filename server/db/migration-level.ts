import type SqliteDatabase from 'better-sqlite3'
import { sql, type Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/* How far a database was migrated: the name of the last migration in Kysely's bookkeeping table. */

const LAST_MIGRATION = 'select name from kysely_migration order by name desc limit 1'

/** The last migration of an open SQLite database (a copy read with better-sqlite3), or null when it was never migrated. */
export function lastSqliteMigration(sqlite: SqliteDatabase.Database): string | null {
  const migrated = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get()
  if (migrated === undefined) return null
  const row = sqlite.prepare(LAST_MIGRATION).get() as { name: string } | undefined
  return row?.name ?? null
}

/** The last migration of a PostgreSQL database, or null when it was never migrated. */
export async function lastPostgresMigration(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db)
  if (rows[0]?.exists !== true) return null
  const last = await sql<{ name: string }>`${sql.raw(LAST_MIGRATION)}`.execute(db)
  return last.rows[0]?.name ?? null
}
