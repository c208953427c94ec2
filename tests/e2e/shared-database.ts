import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** A database several server processes share for one journey, and its removal afterwards. */
export interface SharedDatabase {
  readonly url: string
  drop(): Promise<void>
}

/**
 * A fresh PostgreSQL database on the server TEST_DATABASE_URL names (as CI sets it), or a fresh
 * SQLite file without one.
 */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const server = process.env.TEST_DATABASE_URL
  if (server === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-compartida-'))
    return { url: `file:${join(dir, 'app.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `e2e_${randomUUID().replaceAll('-', '')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`create database "${name}" template template0 encoding 'UTF8'`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) }
}
