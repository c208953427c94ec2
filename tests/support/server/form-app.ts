import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { buildApp, type BuildAppOverrides } from '#server/app.ts'
import type { DatabaseConfig } from '#server/config/env.ts'
import type { Database } from '#server/db/schema.ts'
import type { OutboxOverrides } from '#server/plugins/app/outbox.ts'
import type { ScheduledJobOverrides } from '#server/jobs/scheduled-job.ts'
import type { DatabaseFixture } from '#tests/support/server/test-databases.ts'
import { testConfig } from '#tests/support/server/test-config.ts'

/** A clock tests move by hand: the outbox's retry times are reached without waiting. */
export interface TestClock {
  now(): Date
  advance(ms: number): void
  set(iso: string): void
}

export function testClock(startIso: string): TestClock {
  let current = new Date(startIso).getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (iso) => {
      current = new Date(iso).getTime()
    },
  }
}

export interface FormApp {
  readonly app: FastifyInstance
  readonly db: Kysely<Database>
  readonly databaseConfig: DatabaseConfig
  readonly outboxDir: string
  /** UPLOAD_DIR of this app: a fresh temp folder. */
  readonly uploadDir: string
}

export interface FormAppOptions {
  /** More environment variables (SMTP_URL, RATE_LIMIT_MAX, …). */
  readonly env?: NodeJS.ProcessEnv
  readonly clock?: TestClock
  /** By default the sender stays idle and tests call `app.outbox.deliverDue()`. */
  readonly outbox?: OutboxOverrides
  /** By default the retention job does not run (NODE_ENV=test). */
  readonly retention?: ScheduledJobOverrides
  /** Told of every route as the app registers it. */
  readonly onRoute?: BuildAppOverrides['onRoute']
  /** Keep its database open for the whole suite (close the app in `afterAll`), not only this test. */
  readonly forSuite?: boolean
  /** Where the log lines go (tests read them; set LOG_LEVEL in `env`, silent by default). */
  readonly logStream?: BuildAppOverrides['logStream']
  /** Shorter time-outs and upload pace than production's (tests that wait for them). */
  readonly http?: BuildAppOverrides['http']
}

/**
 * The whole app (no site build: API only) on a fresh database of the fixture's dialect, its
 * `.eml` folder in a temp directory. Close `app` after the test.
 */
export async function startFormApp(
  fixture: Pick<DatabaseFixture, 'fresh'> & Partial<Pick<DatabaseFixture, 'freshForSuite'>>,
  options: FormAppOptions = {},
): Promise<FormApp> {
  if (options.forSuite && fixture.freshForSuite === undefined) throw new Error('This fixture keeps no database for a whole suite')
  const { handle, config } = await (options.forSuite ? fixture.freshForSuite!() : fixture.fresh())
  const { clock } = options
  const dataDir = mkdtempSync(join(tmpdir(), 'instituto-outbox-'))
  const outboxDir = join(dataDir, 'outbox')
  const uploadDir = join(dataDir, 'uploads')
  const app = await buildApp(
    testConfig(join(tmpdir(), 'instituto-no-site'), { OUTBOX_DIR: outboxDir, UPLOAD_DIR: uploadDir, ...options.env }),
    {
      database: handle,
      clock: clock ? () => clock.now() : undefined,
      outbox: { autoStart: false, ...options.outbox },
      retention: options.retention,
      onRoute: options.onRoute,
      logStream: options.logStream,
      http: options.http,
    },
  )
  await app.ready()
  return { app, db: handle.db, databaseConfig: config, outboxDir, uploadDir }
}

/** POSTs JSON to an `/api/v1` path. */
export function postJson(app: FastifyInstance, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/v1${path}`, payload: body as object, headers })
}
