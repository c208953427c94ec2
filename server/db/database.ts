import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '#server/config/env.ts'
import type { Database } from '#server/db/schema.ts'

/** How long a SQLite writer waits for another process's lock before failing with SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000
/** Connections each API process keeps open to PostgreSQL. */
export const POSTGRES_POOL_MAX = 10

export type DatabaseDialect = DatabaseConfig['dialect']

/** An open database and the way to close it. */
export interface DatabaseHandle {
  readonly db: Kysely<Database>
  readonly dialect: DatabaseDialect
  /** Closes every connection; calling it again is harmless. */
  destroy(): Promise<void>
}

export interface CreateDatabaseOptions {
  /**
   * Receives errors of idle PostgreSQL connections (server restart, network cut). Without a
   * listener `pg` would crash the process on them; the pool replaces the broken connection.
   */
  readonly onIdleConnectionError?: (error: Error) => void
}

/**
 * SQLite transactions that take the write lock when they begin. A deferred `begin` (Kysely's)
 * reads first and asks for the lock at its first write; if another process wrote in between,
 * SQLite refuses that upgrade at once with SQLITE_BUSY, without waiting the busy time-out (a
 * certificate import beside a running server hit it). Our transactions all write.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0]

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config)
    this.#config = config
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config)
  }
}

function openSqlite(filename: string): SqliteDialect {
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true })
  const sqlite = new SqliteDatabase(filename, { timeout: SQLITE_BUSY_TIMEOUT_MS })
  // WAL lets readers work while one request writes. FULL syncs the WAL at every commit: under
  // NORMAL a power cut can lose the last submissions already acknowledged with 201.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  return new ImmediateSqliteDialect({ database: sqlite })
}

function openPostgres(connectionString: string, options: CreateDatabaseOptions): PostgresDialect {
  const pool = new pg.Pool({ connectionString, max: POSTGRES_POOL_MAX })
  if (options.onIdleConnectionError) pool.on('error', options.onIdleConnectionError)
  // The pool listens to its idle connections only; one lent to a query emits on itself, and without
  // a listener the process would crash. Its query fails, or its next one, and that is reported.
  pool.on('connect', (client) => client.on('error', () => undefined))
  return new PostgresDialect({ pool })
}

/**
 * Opens the database named by the configuration: a SQLite file through better-sqlite3
 * (its folder is created; WAL, foreign keys and a busy time-out are switched on) or a
 * PostgreSQL pool through `pg`. Nothing is queried yet: PostgreSQL connects lazily.
 */
export function createDatabase(config: DatabaseConfig, options: CreateDatabaseOptions = {}): DatabaseHandle {
  const dialect =
    config.dialect === 'sqlite' ? openSqlite(config.filename) : openPostgres(config.connectionString, options)
  const db = new Kysely<Database>({ dialect })
  let destroyed: Promise<void> | undefined
  return {
    db,
    dialect: config.dialect,
    destroy() {
      destroyed ??= db.destroy()
      return destroyed
    },
  }
}

/** Resolves when the database answers a trivial query; rejects with the driver's error otherwise. */
export async function checkDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
