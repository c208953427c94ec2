import { existsSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { sql } from 'kysely'
import { CommandError } from '#server/cli/cli-io.ts'
import { SQLITE_BUSY_TIMEOUT_MS, createDatabase } from '#server/db/database.ts'
import { listFolder } from '#server/storage/folder.ts'
import type { StorageDriver } from '#server/storage/storage-config.ts'
import { TEMP_SUFFIX } from '#server/storage/stored-names.ts'

/** A stored file to archive: its name in the store and where to read its bytes. */
export interface StoredFileSource {
  readonly name: string
  readonly path: string
}

/**
 * Every stored file (payment receipts, delivered documents) the database copy does not hold: with
 * STORAGE_DRIVER=local the plain files of UPLOAD_DIR, without the `.partial` files of uploads in
 * flight (a missing folder holds none); with `database` none, since they travel in the database.
 */
export async function storedFilesToBackUp(driver: StorageDriver, uploadDir: string): Promise<StoredFileSource[]> {
  if (driver === 'database') return []
  return (await listFolder(uploadDir))
    .filter((entry) => !entry.name.endsWith(TEMP_SUFFIX))
    .map((entry) => ({ name: entry.name, path: join(uploadDir, entry.name) }))
}

const LAST_MIGRATION = 'select name from kysely_migration order by name desc limit 1'

/**
 * Copies a live SQLite database to `destination` with SQLite's online backup (better-sqlite3's
 * `backup()`): a consistent copy, the WAL included, while the server keeps reading and writing.
 * Then checks the copy and answers its last migration.
 */
export async function snapshotSqlite(filename: string, destination: string): Promise<{ migration: string | null }> {
  if (filename === ':memory:') throw new CommandError('DATABASE_URL apunta a una base en memoria: no hay nada que respaldar.')
  if (!existsSync(filename)) throw new CommandError(`No existe la base de datos ${filename} (DATABASE_URL).`)
  const source = new SqliteDatabase(filename, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS })
  try {
    await source.backup(destination)
  } finally {
    source.close()
  }
  const copy = new SqliteDatabase(destination, { fileMustExist: true })
  try {
    const check = copy.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new CommandError(`La copia de la base de datos no pasó la revisión de SQLite: ${String(check)}`)
    return { migration: lastMigration(copy) }
  } finally {
    copy.close()
  }
}

/** The last migration of an open SQLite database, or null when it was never migrated. */
export function lastMigration(sqlite: SqliteDatabase.Database): string | null {
  const migrated = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get()
  if (migrated === undefined) return null
  const row = sqlite.prepare(LAST_MIGRATION).get() as { name: string } | undefined
  return row?.name ?? null
}

/** The last migration of the PostgreSQL database, or null when it was never migrated. */
export async function postgresMigrationLevel(connectionString: string): Promise<string | null> {
  const database = createDatabase({ dialect: 'postgres', connectionString })
  try {
    const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(database.db)
    if (rows[0]?.exists !== true) return null
    const last = await sql<{ name: string }>`${sql.raw(LAST_MIGRATION)}`.execute(database.db)
    return last.rows[0]?.name ?? null
  } catch (error) {
    throw new CommandError(`No se pudo leer la base PostgreSQL de DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await database.destroy()
  }
}
