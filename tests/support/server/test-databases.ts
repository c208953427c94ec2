import { mkdtempSync, rmSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, describe } from 'vitest'
import type { DatabaseConfig } from '#server/config/env.ts'
import { createDatabase, type DatabaseHandle } from '#server/db/database.ts'

/** A PostgreSQL server for tests, when set (README: TEST_DATABASE_URL). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL

/** Opens fresh, empty databases on one dialect and closes them all after each test. */
export interface DatabaseFixture {
  readonly dialect: DatabaseConfig['dialect']
  /** A fresh empty database; `config` opens it again (a second process on the same data). */
  fresh(): Promise<{ handle: DatabaseHandle; config: DatabaseConfig }>
  /** The same, kept open for every test of the suite (closed after the last one): for suites that share one app. */
  freshForSuite(): Promise<{ handle: DatabaseHandle; config: DatabaseConfig }>
  /** Another connection (pool) to a database `fresh()` made, closed after the test too. */
  open(config: DatabaseConfig): DatabaseHandle
}

/** `createDatabase`, with every handle it opens destroyed after each test (or after the suite's last). */
function openClosedAfter(hook: typeof afterEach | typeof afterAll): (config: DatabaseConfig) => DatabaseHandle {
  const handles: DatabaseHandle[] = []
  hook(async () => {
    await Promise.all(handles.splice(0).map((handle) => handle.destroy()))
  })
  return (config) => {
    const handle = createDatabase(config)
    handles.push(handle)
    return handle
  }
}

/** A fixture's two ways of handing out fresh databases, from its way of making one. */
function freshDatabases(newConfig: () => Promise<DatabaseConfig>) {
  const open = openClosedAfter(afterEach)
  const openForSuite = openClosedAfter(afterAll)
  const freshOpenedWith = (opener: (config: DatabaseConfig) => DatabaseHandle) => async () => {
    const config = await newConfig()
    return { handle: opener(config), config }
  }
  return { open, fresh: freshOpenedWith(open), freshForSuite: freshOpenedWith(openForSuite) }
}

function sqliteFixture(): DatabaseFixture & { cleanUp(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'instituto-forms-'))
  return {
    dialect: 'sqlite',
    // A file, not :memory:, so a second connection sees the same data.
    ...freshDatabases(async () => ({ dialect: 'sqlite', filename: join(dir, `${randomUUID()}.db`) })),
    cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** This process's test databases, by the server's URL: made at most once per test file. */
const workerDatabases = new Map<string, Promise<string>>()

/**
 * The URL of this Vitest worker's own PostgreSQL database on the server of `url`, created on
 * first use. Kysely's introspection reads the tables of every schema in a database: a schema
 * dropped meanwhile by another worker would fail this worker's migration.
 */
function workerDatabaseUrl(url: string): Promise<string> {
  let made = workerDatabases.get(url)
  if (made === undefined) {
    made = (async () => {
      const workerUrl = new URL(url)
      const name = `${workerUrl.pathname.slice(1) || 'postgres'}_worker_${process.env.VITEST_POOL_ID ?? '0'}`
      const server = new pg.Client({ connectionString: url })
      await server.connect()
      try {
        const { rowCount } = await server.query('select 1 from pg_database where datname = $1', [name])
        // template0: nobody is ever connected to it, which CREATE DATABASE requires of its template.
        if (rowCount === 0) await server.query(`create database "${name}" template template0 encoding 'UTF8'`)
      } finally {
        await server.end()
      }
      workerUrl.pathname = `/${name}`
      return workerUrl.toString()
    })()
    workerDatabases.set(url, made)
  }
  return made
}

/** Fresh empty PostgreSQL schemas, each reached through its search_path, and their removal. */
export function postgresSchemas(url: string) {
  const schemas: string[] = []
  let admin: pg.Pool | undefined
  const adminPool = async () => (admin ??= new pg.Pool({ connectionString: await workerDatabaseUrl(url), max: 1 }))
  return {
    // Each test gets its own schema: reruns and parallel runs by others never collide.
    async fresh(): Promise<DatabaseConfig> {
      const schema = `test_${randomUUID().replaceAll('-', '')}`
      await (await adminPool()).query(`create schema "${schema}"`)
      schemas.push(schema)
      const schemaUrl = new URL(await workerDatabaseUrl(url))
      schemaUrl.searchParams.set('options', `-c search_path=${schema}`)
      return { dialect: 'postgres', connectionString: schemaUrl.toString() }
    },
    async dropAll(): Promise<void> {
      if (admin === undefined) return
      for (const schema of schemas.splice(0)) await admin.query(`drop schema if exists "${schema}" cascade`)
      await admin.end()
      admin = undefined
    },
  }
}

function postgresFixture(url: string): DatabaseFixture & { cleanUp(): Promise<void> } {
  const schemas = postgresSchemas(url)
  return {
    dialect: 'postgres',
    ...freshDatabases(() => schemas.fresh()),
    cleanUp: () => schemas.dropAll(),
  }
}

/**
 * Runs a suite on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set, the way
 * `server/db/database.test.ts` does.
 */
export function describeOnEachDatabase(name: string, suite: (fixture: DatabaseFixture) => void): void {
  describe(`${name} (sqlite)`, () => {
    const fixture = sqliteFixture()
    afterAll(() => fixture.cleanUp())
    suite(fixture)
  })
  describe.skipIf(!TEST_POSTGRES_URL)(`${name} (postgresql)`, () => {
    const fixture = postgresFixture(TEST_POSTGRES_URL ?? '')
    afterAll(() => fixture.cleanUp())
    suite(fixture)
  })
}

/** The DATABASE_URL that names a database of a fixture (for the command-line tools). */
export function databaseUrlOf(config: DatabaseConfig): string {
  return config.dialect === 'sqlite' ? `file:${config.filename}` : config.connectionString
}
