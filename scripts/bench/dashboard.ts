/**
 * `npm run bench:dashboard [-- --postgres URL]`: the funnel dashboard of the panel's home (issue 38)
 * at 100,000 fichas (over 26 weeks, with realistic stages and sources) and 300,000 activities.
 * Seeds a fresh SQLite file under data/bench/ (deleted first) and, when DATABASE_URL or `--postgres`
 * names a local PostgreSQL database, a fresh schema there (dropped at the end); then times the
 * dashboard service the route calls (the default 12 weeks, one campus, the whole half year),
 * BENCH_RUNS times each after a few warm-ups, and the default through the real route with
 * app.inject. Prints the median and 95th percentile in milliseconds; the target is < 300 ms.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Insertable, Kysely } from 'kysely'
import pg from 'pg'
import { ACTIVITY_KINDS, ACTIVITY_KIND_KEYS } from '#contracts/activities.ts'
import { ADMISSION_OPTIONS, NIVELES_ESTUDIO } from '#contracts/admission-options.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import type { DashboardFilters } from '#contracts/dashboard.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { buildApp } from '#server/app.ts'
import { createStaffAuth } from '#server/auth/auth.ts'
import { authSecret } from '#server/auth/auth-secret.ts'
import { createStaffAccount } from '#server/auth/staff-accounts.ts'
import { loadConfig, type DatabaseConfig } from '#server/config/env.ts'
import { insertActivity } from '#server/db/activities.ts'
import { createDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { insertQueueRows } from '#server/db/queue-items.ts'
import type { ActivitiesTable, AdmissionFormsTable, Database } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'
import { funnelDashboard } from '#server/dashboard/dashboard.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const SQLITE_FILE = join(ROOT, 'data/bench/dashboard.db')
const FICHAS = Number(process.env.BENCH_ROWS ?? 100_000)
const ACTIVITIES_PER_FICHA = 3
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const WARM_UPS = 3
/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH_ROWS = 500
const SPAN_WEEKS = 26
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const NOW = new Date()
const TARGET_MS = 300
const BENCH_PASSWORD = 'faro-nogal-sierra-84'

/* ---------- Realistic rows, from a seeded generator so every run seeds the same ---------- */

function generator(seed: number) {
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

type Random = ReturnType<typeof generator>

/** Where fichas come from: most from social ads, a quarter typed in or bookmarked (no source). */
const SOURCES: readonly [string | null, number][] = [
  ['facebook', 0.35],
  ['google', 0.2],
  ['instagram', 0.1],
  ['tiktok', 0.05],
  ['www.google.com', 0.05],
  [null, 0.25],
]

function sourceOf(random: Random): string | null {
  let left = random.next()
  for (const [source, share] of SOURCES) {
    if ((left -= share) < 0) return source
  }
  return null
}

/** Level, campus and carrera combinations the form offers. */
const CHOICES = NIVELES_ESTUDIO.flatMap((level) =>
  ADMISSION_OPTIONS[level].flatMap(({ campus, carreras }) => carreras.map((carrera) => ({ level, campus, carrera }))),
)

/**
 * The moment after `from` a stage is reached with probability `share`, `hours` later at most
 * (skewed towards soon); null when it is not reached, or not yet by now.
 */
function reached(random: Random, from: string | null, share: number, hours: number): string | null {
  if (from === null || random.next() >= share) return null
  const at = new Date(new Date(from).getTime() + random.next() ** 2 * hours * HOUR_MS + HOUR_MS / 4)
  return at.getTime() > NOW.getTime() ? null : at.toISOString()
}

function fichaRows(count: number): Insertable<AdmissionFormsTable>[] {
  const random = generator(7)
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(NOW.getTime() - SPAN_WEEKS * 7 * DAY_MS * (1 - (index + random.next()) / count))
    const created = at.toISOString()
    const contactada = reached(random, created, 0.7, 72)
    const cita = reached(random, contactada, 0.4, 10 * 24)
    const inscrita = reached(random, cita, 0.45, 14 * 24)
    const discarded = inscrita === null && random.next() < 0.15
    const status = discarded ? 'descartada' : inscrita ? 'inscrita' : cita ? 'cita-agendada' : contactada ? 'contactada' : 'nueva'
    const choice = random.pick(CHOICES)
    const folio = `FICHA-${instituteDay(at).slice(0, 4)}-${String(index + 1).padStart(6, '0')}`
    const fuente = sourceOf(random)
    return {
      folio,
      apellido_paterno: 'García',
      apellido_materno: 'López',
      nombres: 'Ana',
      correo_electronico: `ana${index}@example.com`,
      telefono: `87${String(index).padStart(8, '0')}`,
      nivel_estudio: choice.level,
      campus: choice.campus,
      carrera: choice.carrera,
      created_at: created,
      status,
      closed_at: discarded || inscrita ? (inscrita ?? contactada ?? created) : null,
      search_text: searchText([folio, 'Ana García López']),
      origen_fuente: fuente,
      origen_campana: fuente === null ? null : random.pick(['agosto-gratis', 'becas', 'open-day', null]),
      contactada_at: contactada,
      cita_agendada_at: cita,
      inscrita_at: inscrita,
      // The lead adds here the first-response columns (respond_by, first_response_at) once the dashboard has their section.
    }
  })
}

/** Three activities per ficha on average, after it arrived. */
function activityRows(fichas: readonly Insertable<AdmissionFormsTable>[]): Insertable<ActivitiesTable>[] {
  const random = generator(11)
  return fichas.flatMap((ficha) =>
    Array.from({ length: Math.floor(random.next() * (2 * ACTIVITIES_PER_FICHA + 1)) }, () => {
      const kind = random.pick(ACTIVITY_KIND_KEYS)
      const outcomes = Object.keys(ACTIVITY_KINDS[kind].outcomes)
      const at = new Date(Math.min(NOW.getTime(), new Date(ficha.created_at).getTime() + random.next() * 20 * DAY_MS))
      return { id: randomUUID(), queue: 'fichas', folio: ficha.folio, kind, outcome: random.pick(outcomes), note: null, staff_id: null, at: at.toISOString() }
    }),
  )
}

async function seed(db: Kysely<Database>): Promise<{ fichas: number; activities: number }> {
  const fichas = fichaRows(FICHAS)
  const activities = activityRows(fichas)
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < fichas.length; start += BATCH_ROWS) await insertQueueRows(trx, 'admission_forms', fichas.slice(start, start + BATCH_ROWS))
    // server/db/activities.ts writes one activity at a time (as staff do): in one transaction that is quick enough.
    for (const activity of activities) await insertActivity(trx, activity)
  })
  return { fichas: fichas.length, activities: activities.length }
}

/* ---------- Measuring ---------- */

const CASES: readonly { name: string; filters: DashboardFilters }[] = [
  { name: 'últimas 12 semanas', filters: {} },
  { name: 'últimas 12 semanas, un campus', filters: { campus: 'Torreon' } },
  { name: `${SPAN_WEEKS} semanas`, filters: { desde: instituteDay(new Date(NOW.getTime() - SPAN_WEEKS * 7 * DAY_MS)) } },
]

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
}

async function time(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
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

type Results = Map<string, { median: number; p95: number }>

async function measure(handle: DatabaseHandle, label: string): Promise<Results> {
  const results: Results = new Map()
  for (const { name, filters } of CASES) results.set(name, await time(() => funnelDashboard(handle.db, filters, NOW)))
  results.set('últimas 12 semanas, ruta real (app.inject)', await throughRoute(handle))
  process.stderr.write(`bench:dashboard: ${label} medido\n`)
  return results
}

/** The default dashboard through the real route, with a signed-in administrator (session and role checks included). */
async function throughRoute(handle: DatabaseHandle): Promise<{ median: number; p95: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'instituto-bench-dashboard-'))
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
    const email = 'bench-embudo@instituto.example'
    const auth = createStaffAuth({ db: handle.db, dialect: handle.dialect, secret: await authSecret(handle.db, null), publicBaseUrl: 'https://panel.example', secureCookies: false })
    await createStaffAccount(auth, handle.db, { email, nombre: 'Banco de pruebas', roles: ['admisiones'] }, BENCH_PASSWORD)
    const signIn = await app.inject({ method: 'POST', url: '/api/v1/panel/sesion', payload: { email, contrasena: BENCH_PASSWORD } })
    const cookie = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    return await time(async () => {
      const answer = await app.inject({ method: 'GET', url: `/api/v1${PANEL_API_PATHS.funnel}`, headers: { cookie } })
      if (answer.statusCode !== 200) throw new Error(`embudo: ${answer.statusCode} ${answer.body}`)
    })
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function prepare(config: DatabaseConfig, label: string): Promise<DatabaseHandle> {
  const handle = createDatabase(config)
  await migrateToLatest(handle)
  const start = performance.now()
  const { fichas, activities } = await seed(handle.db)
  process.stderr.write(`bench:dashboard: ${label}: ${fichas} fichas y ${activities} actividades en ${Math.round(performance.now() - start)} ms\n`)
  return handle
}

function postgresUrl(): string | undefined {
  const flag = process.argv.indexOf('--postgres')
  if (flag !== -1) return process.argv[flag + 1]
  const url = process.env.DATABASE_URL
  return url?.startsWith('postgres') ? url : undefined
}

function printTable(columns: readonly [string, Results][]): void {
  const rows = [...(columns[0]?.[1].keys() ?? [])]
  const header = ['tablero', ...columns.flatMap(([label]) => [`${label} mediana ms`, `${label} p95 ms`])]
  const lines = rows.map((row) => [row, ...columns.flatMap(([, results]) => [results.get(row)?.median, results.get(row)?.p95].map((ms) => (ms ?? Number.NaN).toFixed(1)))])
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => (line[index] ?? '').length)))
  const format = (line: readonly string[]) => `| ${line.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`
  console.log(format(header))
  console.log(`|${widths.map((width, index) => (index === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`)
  for (const line of lines) console.log(format(line))
}

async function main(): Promise<void> {
  const columns: [string, Results][] = []

  for (const suffix of ['', '-wal', '-shm']) rmSync(`${SQLITE_FILE}${suffix}`, { force: true })
  const sqlite = await prepare({ dialect: 'sqlite', filename: SQLITE_FILE }, 'SQLite')
  try {
    columns.push(['SQLite', await measure(sqlite, 'SQLite')])
  } finally {
    await sqlite.destroy()
  }

  const url = postgresUrl()
  if (url !== undefined) {
    const host = new URL(url).hostname
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`El banco de pruebas solo usa PostgreSQL local, no ${host}.`)
    const schema = `bench_dashboard_${randomUUID().replaceAll('-', '')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(`create schema "${schema}"`)
      const schemaUrl = new URL(url)
      schemaUrl.searchParams.set('options', `-c search_path=${schema}`)
      const postgres = await prepare({ dialect: 'postgres', connectionString: schemaUrl.toString() }, 'PostgreSQL')
      try {
        // What autovacuum would have done by the time the tables hold this much (statistics, visibility map).
        for (const table of ['admission_forms', 'activities']) await admin.query(`vacuum analyze "${schema}"."${table}"`)
        columns.push(['PostgreSQL', await measure(postgres, 'PostgreSQL')])
      } finally {
        await postgres.destroy()
      }
    } finally {
      await admin.query(`drop schema if exists "${schema}" cascade`)
      await admin.end()
    }
  }

  console.log(`\n${FICHAS} fichas en ${SPAN_WEEKS} semanas; ${RUNS} mediciones tras ${WARM_UPS} de calentamiento; objetivo < ${TARGET_MS} ms\n`)
  printTable(columns)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode = 1
})
