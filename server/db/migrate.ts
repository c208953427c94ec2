import { Migrator, sql, type Migration } from 'kysely'
import type { DatabaseHandle } from '#server/db/database.ts'
import { migrations as appMigrations } from '#server/db/migrations/index.ts'

/** A migration run failed; the database keeps every migration that succeeded before it. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError'
}

type MigrationTarget = Pick<DatabaseHandle, 'db' | 'dialect'>

/**
 * Kysely looks for its bookkeeping tables in every schema unless told which one, so a
 * second schema holding them (another app, a test run) would make it skip creating ours.
 * Pinning them to the connection's current schema keeps each schema self-contained.
 */
async function migrationTableSchema({ db, dialect }: MigrationTarget): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  if (!schema) {
    throw new MigrationError('El search_path de PostgreSQL no apunta a ningún esquema existente.')
  }
  return schema
}

/**
 * Brings the database to the latest migration. Safe to call at every start and from
 * several processes at once (Kysely holds a migration lock). Returns the names of the
 * migrations it executed, in order.
 *
 * @param migrations defaults to the application's list; tests pass their own.
 * @throws {MigrationError} naming the failed migration.
 */
export async function migrateToLatest(
  database: MigrationTarget,
  migrations: Readonly<Record<string, Migration>> = appMigrations,
): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    migrationTableSchema: await migrationTableSchema(database),
  })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error !== undefined) {
    const failed = results.filter((result) => result.status === 'Error').map((result) => result.migrationName)
    const reason = error instanceof Error ? error.message : String(error)
    const which = failed.length > 0 ? `la migración ${failed.join(', ')}` : 'la preparación de migraciones'
    throw new MigrationError(`Falló ${which}: ${reason}`, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}
