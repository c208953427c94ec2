import { existsSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { SQLITE_BUSY_TIMEOUT_MS, createDatabase } from '#server/db/database.ts'
import { lastPostgresMigration, lastSqliteMigration } from '#server/db/migration-level.ts'
import { listFolder } from '#server/storage/folder.ts'
import type { StorageDriver } from '#server/config/storage.ts'
import { TEMP_SUFFIX } from '#server/storage/stored-names.ts'

/** A database the backup cannot read; the message says why, in Spanish. */
export class BackupSourceError extends Error {
  override readonly name = 'BackupSourceError'
}

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

/**
 * Copies a live SQLite database to `destination` with SQLite's online backup (better-sqlite3's
 * `backup()`): a consistent copy, the WAL included, while the server keeps reading and writing.
 * Then checks the copy and answers its last migration.
 */
export async function snapshotSqlite(filename: string, destination: string): Promise<{ migration: string | null }> {
  if (filename === ':memory:') throw new BackupSourceError('DATABASE_URL apunta a una base en memoria: no hay nada que respaldar.')
  if (!existsSync(filename)) throw new BackupSourceError(`No existe la base de datos ${filename} (DATABASE_URL).`)
  const source = new SqliteDatabase(filename, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS })
  try {
    await source.backup(destination)
  } finally {
    source.close()
  }
  const copy = new SqliteDatabase(destination, { fileMustExist: true })
  try {
    const check = copy.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new BackupSourceError(`La copia de la base de datos no pasó la revisión de SQLite: ${String(check)}`)
    return { migration: lastSqliteMigration(copy) }
  } finally {
    copy.close()
  }
}

/** The last migration of the PostgreSQL database, or null when it was never migrated. */
export async function postgresMigrationLevel(connectionString: string): Promise<string | null> {
  const database = createDatabase({ dialect: 'postgres', connectionString })
  try {
    return await lastPostgresMigration(database.db)
  } catch (error) {
    throw new BackupSourceError(`No se pudo leer la base PostgreSQL de DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await database.destroy()
  }
}
