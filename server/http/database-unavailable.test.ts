import { connect, createServer, type Server, type Socket } from 'node:net'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, expect, it } from 'vitest'
import type { DatabaseConfig } from '#server/config/env.ts'
import { createDatabase, type DatabaseHandle } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { DATABASE_RETRY_AFTER_S } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { CONTACT } from '#tests/support/server/queue-rows.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

/*
 * Issue 34: with its database out of reach the API answered 500. Each dialect is cut off for real:
 * PostgreSQL behind a loopback proxy that stops accepting and drops its connections, SQLite with
 * its write lock held by another connection past the busy wait.
 */

/** A database the test can cut off from the app and give back. */
interface Outage {
  readonly handle: DatabaseHandle
  cut(): Promise<void>
  restore(): Promise<void>
  close(): Promise<void>
}

/** PostgreSQL reached through a TCP proxy on loopback: closing the proxy refuses new connections and drops the open ones. */
async function postgresBehindProxy(config: Extract<DatabaseConfig, { dialect: 'postgres' }>): Promise<Outage> {
  const target = new URL(config.connectionString)
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const listen = async (port: number) => {
    const server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname)
      track(client)
      track(upstream)
      client.on('close', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    return server
  }
  let proxy: Server | undefined = await listen(0)
  const { port } = proxy.address() as { port: number }
  const viaProxy = new URL(config.connectionString)
  viaProxy.host = `127.0.0.1:${port}`
  // The pool replaces connections that break while idle; the test expects them to break.
  const handle = createDatabase({ dialect: 'postgres', connectionString: viaProxy.toString() }, { onIdleConnectionError: () => undefined })
  const stop = async () => {
    const closed = proxy === undefined ? Promise.resolve() : new Promise((resolve) => proxy!.close(resolve))
    proxy = undefined
    for (const socket of sockets) socket.destroy()
    await closed
  }
  return {
    handle,
    cut: stop,
    restore: async () => {
      proxy = await listen(port)
    },
    close: async () => {
      await stop()
      await handle.destroy()
    },
  }
}

/** How long the app's SQLite connection waits for the lock here: production's wait, shortened. */
const TEST_BUSY_TIMEOUT_MS = 50

/** SQLite whose write lock another connection can hold: the app's writes then fail with SQLITE_BUSY. */
function sqliteWithLockHolder(filename: string): Outage {
  const sqlite = new SqliteDatabase(filename, { timeout: TEST_BUSY_TIMEOUT_MS })
  sqlite.pragma('journal_mode = WAL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  const holder = new SqliteDatabase(filename)
  return {
    handle: { db, dialect: 'sqlite', destroy: () => db.destroy() },
    cut: async () => {
      holder.exec('begin immediate')
    },
    restore: async () => {
      holder.exec('rollback')
    },
    close: async () => {
      if (holder.inTransaction) holder.exec('rollback')
      holder.close()
      await db.destroy()
    },
  }
}

interface LogLine {
  readonly level: number
  readonly msg: string
}

describeOnEachDatabase('a database the API cannot reach (issue 34)', (fixture) => {
  let outage: Outage | undefined
  let form: FormApp | undefined
  afterEach(async () => {
    await form?.app.close()
    await outage?.close()
    form = undefined
    outage = undefined
  })

  it('answers 503 with Retry-After and a Spanish message, and serves again once it is back', async () => {
    const { config } = await fixture.fresh()
    outage = config.dialect === 'postgres' ? await postgresBehindProxy(config) : sqliteWithLockHolder(config.filename)
    const { handle } = outage
    const lines: LogLine[] = []
    form = await startFormApp(
      { fresh: async () => ({ handle, config }) },
      { env: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
    )
    const app = form.app
    // A lookup and a submission: both count the client's requests in the database first.
    const lookup = () => app.inject({ url: '/api/v1/certificates/NO-EXISTE-1' })
    const submit = () => app.inject({ method: 'POST', url: '/api/v1/enviar-mensaje', payload: CONTACT })
    expect((await lookup()).statusCode).toBe(404)

    await outage.cut()
    for (const response of [await lookup(), await submit()]) {
      expect(response.statusCode, response.body).toBe(503)
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S))
      expect(response.json()).toEqual({ mensaje: API_MESSAGES.databaseUnavailable })
    }
    // An outage to report, not a fault of the code: warnings, no error with a stack.
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    expect(lines.filter((line) => line.level === 40 && line.msg === 'La base de datos no está disponible')).toHaveLength(2)

    await outage.restore()
    expect((await lookup()).statusCode).toBe(404)
    expect((await submit()).statusCode).toBe(201)
  })
  it('lives on when a PostgreSQL connection breaks while a query holds it (a restart under the outbox sender)', async ({ skip }) => {
    const { config } = await fixture.fresh()
    if (config.dialect !== 'postgres') return skip()
    const cutOff = await postgresBehindProxy(config)
    outage = cutOff
    const failure = cutOff.handle.db.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection)
      await cutOff.cut()
      // The broken connection reports its error on itself before the next statement.
      await new Promise((resolve) => setTimeout(resolve, 100))
      await sql`select 1`.execute(connection)
    })
    await expect(failure).rejects.toThrow()
  })
})
