import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type Kysely, type Migration } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseConfig } from '#server/config/env.ts'
import { checkDatabase, createDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { MigrationError, migrateToLatest } from '#server/db/migrate.ts'
import { postgresSchemas, TEST_POSTGRES_URL } from '#tests/support/server/test-databases.ts'

// A type alias, not an interface: Kysely's withTables needs an index-signature-compatible type.
type TestTables = {
  test_widgets: { id: number; name: string }
}

// Test-only migrations: they prove a table really gets created and queried on each dialect.
/* eslint-disable @typescript-eslint/no-explicit-any -- Kysely migrations take Kysely<any> */
const testMigrations: Record<string, Migration> = {
  '2000-01-01-create-test-widgets': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('test_widgets')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .execute()
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('test_widgets').execute()
    },
  },
}

const brokenMigrations: Record<string, Migration> = {
  '2000-01-02-broken': {
    async up(db: Kysely<any>) {
      await sql`select * from a_table_that_does_not_exist`.execute(db)
    },
  },
}
/* eslint-enable @typescript-eslint/no-explicit-any */

interface DialectFixture {
  /** A fresh, empty database for one test. */
  config(): Promise<DatabaseConfig>
  cleanUp(): Promise<void>
}

function dataLayerSuite(dialectName: string, fixture: () => DialectFixture) {
  let current: DialectFixture
  let handle: DatabaseHandle

  beforeAll(() => {
    current = fixture()
  })
  afterEach(async () => {
    await handle.destroy()
  })
  afterAll(async () => {
    await current.cleanUp()
  })

  it('answers the health check', async () => {
    handle = createDatabase(await current.config())
    expect(handle.dialect).toBe(dialectName)
    await expect(checkDatabase(handle.db)).resolves.toBeUndefined()
  })

  it('runs migrations to the latest and is idempotent on a second run', async () => {
    handle = createDatabase(await current.config())
    expect(await migrateToLatest(handle, testMigrations)).toEqual(['2000-01-01-create-test-widgets'])
    expect(await migrateToLatest(handle, testMigrations)).toEqual([])

    const widgets = handle.db.withTables<TestTables>()
    await widgets.insertInto('test_widgets').values({ id: 1, name: 'ficha' }).execute()
    expect(await widgets.selectFrom('test_widgets').select(['id', 'name']).execute()).toEqual([
      { id: 1, name: 'ficha' },
    ])
  })

  it('runs the application migrations', async () => {
    handle = createDatabase(await current.config())
    await expect(migrateToLatest(handle)).resolves.toBeInstanceOf(Array)
    await expect(migrateToLatest(handle)).resolves.toEqual([])
  })

  it('names the migration that failed', async () => {
    handle = createDatabase(await current.config())
    const run = migrateToLatest(handle, brokenMigrations)
    await expect(run).rejects.toBeInstanceOf(MigrationError)
    await expect(run).rejects.toThrow(/Falló la migración 2000-01-02-broken: .*a_table_that_does_not_exist/)
  })

  it('closes on destroy, and a second destroy is harmless', async () => {
    handle = createDatabase(await current.config())
    await checkDatabase(handle.db)
    await handle.destroy()
    await expect(checkDatabase(handle.db)).rejects.toThrow()
    await expect(handle.destroy()).resolves.toBeUndefined()
  })
}

describe('data layer on sqlite', () => {
  dataLayerSuite('sqlite', () => {
    const dir = mkdtempSync(join(tmpdir(), 'instituto-db-'))
    let count = 0
    return {
      // A nested folder proves createDatabase creates the parent directory.
      config: async () => ({ dialect: 'sqlite', filename: join(dir, 'nested', `test-${++count}.db`) }),
      cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
    }
  })

  it('uses WAL journaling, syncs every commit to disk and enforces foreign keys', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'instituto-db-'))
    const handle = createDatabase({ dialect: 'sqlite', filename: join(dir, 'wal.db') })
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db)
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db)
      const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db)
      expect(journal.rows).toEqual([{ journal_mode: 'wal' }])
      // 2 = FULL: an acknowledged submission survives a power cut.
      expect(synchronous.rows).toEqual([{ synchronous: 2 }])
      expect(foreignKeys.rows).toEqual([{ foreign_keys: 1 }])
    } finally {
      await handle.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.skipIf(!TEST_POSTGRES_URL)('data layer on postgresql', () => {
  dataLayerSuite('postgres', () => {
    const schemas = postgresSchemas(TEST_POSTGRES_URL ?? '')
    return { config: () => schemas.fresh(), cleanUp: () => schemas.dropAll() }
  })
})
