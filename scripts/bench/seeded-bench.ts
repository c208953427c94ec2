/**
 * What the seeded benchmarks (`bench:queues`, `bench:dashboard`) share: a seeded generator so every
 * run seeds the same rows; a fresh SQLite file under data/bench/ (deleted first) and, when
 * DATABASE_URL or `--postgres` names a local PostgreSQL database, a fresh schema there (analyzed
 * after seeding, dropped at the end); timing a call BENCH_RUNS times after a few warm-ups, and a
 * route through the real app with a signed-in staff member; and the table of medians and 95th
 * percentiles in milliseconds.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import type { StaffRole } from '#contracts/staff.ts'
import { buildApp } from '#server/app.ts'
import { createStaffAuth } from '#server/auth/auth.ts'
import { authSecret } from '#server/auth/auth-secret.ts'
import { createStaffAccount } from '#server/auth/staff-accounts.ts'
import { loadConfig, type DatabaseConfig } from '#server/config/env.ts'
import { createDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const WARM_UPS = 3
/** How each case was timed, for the line above the table. */
export const TIMING_NOTE = `${RUNS} mediciones tras ${WARM_UPS} de calentamiento`
/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
export const BATCH_ROWS = 500
export const BENCH_PASSWORD = 'faro-nogal-sierra-84'
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]']

/** A seeded pseudo-random generator (mulberry32): `next` in [0, 1), `pick` one of the values. */
export function generator(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T
  return { next, pick }
}

export type Random = ReturnType<typeof generator>

export interface Timing {
  readonly median: number
  readonly p95: number
}

/** Each case's timing, by its name in the printed table. */
export type Results = Map<string, Timing>

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
}

/** Times `run` BENCH_RUNS times after the warm-ups. */
export async function time(run: () => Promise<unknown>): Promise<Timing> {
  for (let index = 0; index < WARM_UPS; index += 1) await run()
  const samples: number[] = []
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((left, right) => left - right)
  return { median: percentile(samples, 0.5), p95: percentile(samples, 0.95) }
}

/**
 * Times `GET /api/v1<path>` through the real app on the seeded database, signed in as a staff
 * member with `roles` (session and role checks included); each answer must be 200.
 */
export async function timeThroughRoute(handle: DatabaseHandle, path: string, roles: readonly StaffRole[]): Promise<Timing> {
  const dataDir = mkdtempSync(join(tmpdir(), 'instituto-bench-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'file::memory:',
    SITE_DIR: join(dataDir, 'no-site'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
  })
  const app = await buildApp(config, { database: { ...handle, destroy: async () => {} }, outbox: { autoStart: false } })
  try {
    await app.ready()
    const email = `bench-${randomUUID()}@instituto.example`
    await createBenchStaff(handle, email, 'Banco de pruebas', roles)
    const signIn = await app.inject({ method: 'POST', url: '/api/v1/panel/sesion', payload: { email, contrasena: BENCH_PASSWORD } })
    const cookie = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    return await time(async () => {
      const answer = await app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { cookie } })
      if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`)
    })
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A staff account with {@link BENCH_PASSWORD}, as an administrator creates it; its id. */
export async function createBenchStaff(handle: DatabaseHandle, email: string, nombre: string, roles: readonly StaffRole[]): Promise<string> {
  const auth = createStaffAuth({ db: handle.db, dialect: handle.dialect, secret: await authSecret(handle.db, null), publicBaseUrl: 'https://panel.example', secureCookies: false })
  const { id } = await createStaffAccount(auth, handle.db, { email, nombre, roles: [...roles] }, BENCH_PASSWORD)
  return id
}

/** One benchmark: its name, what it seeds and what it measures. */
export interface SeededBench {
  /** `bench:<name>` in progress lines; data/bench/<name>.db; the PostgreSQL schema's prefix. */
  readonly name: string
  /** The tables PostgreSQL analyzes once seeded. */
  readonly tables: readonly string[]
  /** Seeds the migrated database; says what it wrote («100000 fichas…»). */
  seed(handle: DatabaseHandle): Promise<string>
  measure(handle: DatabaseHandle): Promise<Results>
}

function progress(bench: SeededBench, line: string): void {
  process.stderr.write(`bench:${bench.name}: ${line}\n`)
}

async function seeded(bench: SeededBench, config: DatabaseConfig, label: string): Promise<DatabaseHandle> {
  const handle = createDatabase(config)
  await migrateToLatest(handle)
  const start = performance.now()
  const wrote = await bench.seed(handle)
  progress(bench, `${label}: ${wrote} en ${Math.round(performance.now() - start)} ms`)
  return handle
}

async function measured(bench: SeededBench, handle: DatabaseHandle, label: string): Promise<[string, Results]> {
  try {
    const results = await bench.measure(handle)
    progress(bench, `${label} medido`)
    return [label, results]
  } finally {
    await handle.destroy()
  }
}

function postgresUrl(): string | undefined {
  const flag = process.argv.indexOf('--postgres')
  if (flag !== -1) return process.argv[flag + 1]
  const url = process.env.DATABASE_URL
  return url?.startsWith('postgres') ? url : undefined
}

/** Seeds and measures on SQLite, then on the local PostgreSQL when one is named: each database's results. */
export async function measureOnEachDatabase(bench: SeededBench): Promise<[string, Results][]> {
  const columns: [string, Results][] = []
  const sqliteFile = join(ROOT, 'data/bench', `${bench.name}.db`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true })
  columns.push(await measured(bench, await seeded(bench, { dialect: 'sqlite', filename: sqliteFile }, 'SQLite'), 'SQLite'))

  const url = postgresUrl()
  if (url === undefined) return columns
  const host = new URL(url).hostname
  if (!LOOPBACK_HOSTS.includes(host)) throw new Error(`El banco de pruebas solo usa PostgreSQL local, no ${host}.`)
  const schema = `bench_${bench.name}_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create schema "${schema}"`)
    const schemaUrl = new URL(url)
    schemaUrl.searchParams.set('options', `-c search_path=${schema}`)
    const postgres = await seeded(bench, { dialect: 'postgres', connectionString: schemaUrl.toString() }, 'PostgreSQL')
    // What autovacuum would have done by the time the tables hold this much (statistics, visibility map).
    for (const table of bench.tables) await admin.query(`vacuum analyze "${schema}"."${table}"`)
    columns.push(await measured(bench, postgres, 'PostgreSQL'))
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`)
    await admin.end()
  }
  return columns
}

/** The results as a Markdown table: a row per case (`first` heads their column), the median and p95 of each database. */
export function printTable(first: string, columns: readonly [string, Results][]): void {
  const rows = [...(columns[0]?.[1].keys() ?? [])]
  const header = [first, ...columns.flatMap(([label]) => [`${label} mediana ms`, `${label} p95 ms`])]
  const lines = rows.map((row) => [row, ...columns.flatMap(([, results]) => [results.get(row)?.median, results.get(row)?.p95].map((ms) => (ms ?? Number.NaN).toFixed(1)))])
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => (line[index] ?? '').length)))
  const format = (line: readonly string[]) => `| ${line.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`
  console.log(format(header))
  console.log(`|${widths.map((width, index) => (index === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`)
  for (const line of lines) console.log(format(line))
}

/** Runs a benchmark's main, printing a failure's stack and failing the process. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exitCode = 1
  })
}
