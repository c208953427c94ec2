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
  /** Another connection (pool) to a database `fresh()` made, closed after the test too. */
  open(config: DatabaseConfig): DatabaseHandle
}

/** `createDatabase`, with every handle it opens destroyed after each test. */
function openClosedAfterEachTest(): (config: DatabaseConfig) => DatabaseHandle {
  const handles: DatabaseHandle[] = []
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((handle) => handle.destroy()))
  })
  return (config) => {
    const handle = createDatabase(config)
    handles.push(handle)
    return handle
  }
}

function sqliteFixture(): DatabaseFixture & { cleanUp(): Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), 'instituto-forms-'))
  const open = openClosedAfterEachTest()
  return {
    dialect: 'sqlite',
    // A file, not :memory:, so a second connection sees the same data.
    fresh: async () => {
      const config: DatabaseConfig = { dialect: 'sqlite', filename: join(dir, `${randomUUID()}.db`) }
      return { handle: open(config), config }
    },
    open,
    cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

function postgresFixture(url: string): DatabaseFixture & { cleanUp(): Promise<void> } {
  const admin = new pg.Pool({ connectionString: url, max: 1 })
  const schemas: string[] = []
  const open = openClosedAfterEachTest()
  return {
    dialect: 'postgres',
    // Each test gets its own schema through search_path: parallel runs by others never collide.
    fresh: async () => {
      const schema = `test_forms_${randomUUID().replaceAll('-', '')}`
      await admin.query(`create schema "${schema}"`)
      schemas.push(schema)
      const schemaUrl = new URL(url)
      schemaUrl.searchParams.set('options', `-c search_path=${schema}`)
      const config: DatabaseConfig = { dialect: 'postgres', connectionString: schemaUrl.toString() }
      return { handle: open(config), config }
    },
    open,
    cleanUp: async () => {
      for (const schema of schemas) await admin.query(`drop schema if exists "${schema}" cascade`)
      await admin.end()
    },
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
