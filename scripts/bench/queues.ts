/**
 * `npm run bench:queues [-- --postgres URL]`: the staff queues' list at 100,000 items per queue.
 * Seeds a fresh SQLite file under data/bench/ (deleted first) and, when DATABASE_URL or
 * `--postgres` names a PostgreSQL database, a fresh schema there (dropped at the end); then times
 * the list function the panel's route calls (first page, a filtered page, a search, a late page),
 * BENCH_RUNS times each after a few warm-ups, and once through the real route with app.inject.
 * Loopback only; prints the median and 95th percentile in milliseconds.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Insertable, Kysely } from 'kysely'
import pg from 'pg'
import { ADMISSION_OPTIONS, NIVELES_ESTUDIO } from '#contracts/admission-options.ts'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { DOCUMENT_DELIVERY_BUSINESS_DAYS, DOCUMENT_LEVELS, DOCUMENT_TYPES } from '#contracts/document-options.ts'
import { CLOSED_STATUSES, queueStatuses, STAFF_QUEUE_KEYS, type QueueStatus } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { buildApp } from '#server/app.ts'
import { createStaffAuth } from '#server/auth/auth.ts'
import { authSecret } from '#server/auth/auth-secret.ts'
import { createStaffAccount } from '#server/auth/staff-accounts.ts'
import { addBusinessDays } from '#server/calendar/business-days.ts'
import { loadConfig, type DatabaseConfig } from '#server/config/env.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { createDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { insertQueueRows } from '#server/db/queue-items.ts'
import type { QueueTableName } from '#server/db/queue-tables.ts'
import type { AdmissionFormsTable, ContactMessagesTable, Database, DocumentRequestsTable } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'
import { listQueue, type QueueListFilters } from '#server/queues/queue-list.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const SQLITE_FILE = join(ROOT, 'data/bench/queues.db')
const ROWS_PER_QUEUE = Number(process.env.BENCH_ROWS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const WARM_UPS = 3
/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH_ROWS = 500
const SPAN_DAYS = 730
const DAY_MS = 24 * 60 * 60 * 1000
const NOW = new Date()
const BENCH_PASSWORD = 'faro-nogal-sierra-84'
/** Items younger than this are still being worked on. */
const RECENT_DAYS = 10
const BACKLOG_SHARE = 0.01

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

const GIVEN_NAMES = ['José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Ana', 'Jesús', 'Sofía', 'Carlos', 'Fernanda', 'Miguel', 'Valeria', 'Ángel', 'Ximena', 'Andrés', 'Renata', 'Iván', 'Mónica', 'Raúl', 'Ramón']
const SURNAMES = ['García', 'Hernández', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz', 'Núñez', 'Muñoz', 'Ibarra', 'Saucedo']
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com']
const PHRASES = ['Quisiera informes sobre', 'Me interesa', '¿Cuál es el costo de', 'Buenas tardes, pregunto por', '¿Tienen horario sabatino para']
const TOPICS = ['la licenciatura en Derecho', 'la preparatoria en línea', 'la maestría en Pedagogía', 'las becas', 'el doctorado', 'la inscripción']

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Instant `index` of `count`, spread over the last {@link SPAN_DAYS} days with some jitter, in order. */
function instantOf(random: ReturnType<typeof generator>, index: number, count: number): Date {
  return new Date(NOW.getTime() - SPAN_DAYS * DAY_MS * (1 - (index + random.next()) / count))
}

/**
 * A status for an item of that age: recent ones mostly open; old ones closed, but for a backlog of
 * one in a hundred left open (for document requests, validated ones past their day: the overdue list).
 */
function statusFor<Queue extends StaffQueue>(random: ReturnType<typeof generator>, queue: Queue, at: Date): QueueStatus<Queue> {
  const statuses = queueStatuses(queue)
  const closed: readonly QueueStatus<Queue>[] = CLOSED_STATUSES[queue]
  if (NOW.getTime() - at.getTime() < RECENT_DAYS * DAY_MS) return random.next() < 0.6 ? statuses[0] : random.pick(statuses)
  return random.next() < BACKLOG_SHARE ? random.pick(statuses.filter((status) => !closed.includes(status))) : random.pick(closed)
}

function person(random: ReturnType<typeof generator>) {
  const given = random.pick(GIVEN_NAMES)
  const [first, second] = [random.pick(SURNAMES), random.pick(SURNAMES)]
  const email = `${plain(given)}.${plain(first)}${Math.floor(random.next() * 10_000)}@${random.pick(DOMAINS)}`
  const phone = `87${String(Math.floor(random.next() * 1e8)).padStart(8, '0')}`
  return { given, first, second, email, phone }
}

function folioOf(series: string, at: Date, sequence: Map<number, number>): string {
  const year = at.getUTCFullYear()
  const number = (sequence.get(year) ?? 0) + 1
  sequence.set(year, number)
  return `${series}-${year}-${String(number).padStart(6, '0')}`
}

function contactRows(count: number): Insertable<ContactMessagesTable>[] {
  const random = generator(1)
  const sequence = new Map<number, number>()
  return Array.from({ length: count }, (_, index) => {
    const at = instantOf(random, index, count)
    const who = person(random)
    const folio = folioOf('MSG', at, sequence)
    const nombre = `${who.given} ${who.first} ${who.second}`
    const telefono = random.next() < 0.5 ? null : who.phone
    return {
      folio,
      nombre,
      correo: who.email,
      telefono,
      contenido: `${random.pick(PHRASES)} ${random.pick(TOPICS)}.\nGracias.`,
      created_at: at.toISOString(),
      status: statusFor(random, 'contacto', at),
      search_text: searchText([folio, nombre, who.email, telefono]),
    }
  })
}

/** Level, campus and carrera combinations the form offers. */
const CHOICES = NIVELES_ESTUDIO.flatMap((level) =>
  ADMISSION_OPTIONS[level].flatMap(({ campus, carreras }) => carreras.map((carrera) => ({ level, campus, carrera }))),
)

function fichaRows(count: number): Insertable<AdmissionFormsTable>[] {
  const random = generator(2)
  const sequence = new Map<number, number>()
  const earlier: { email: string; phone: string }[] = []
  return Array.from({ length: count }, (_, index) => {
    const at = instantOf(random, index, count)
    const who = person(random)
    // One applicant in twenty had sent a ficha before.
    const again = earlier.length > 0 && random.next() < 0.05 ? random.pick(earlier) : undefined
    const email = again?.email ?? who.email
    const phone = again?.phone ?? who.phone
    earlier.push({ email, phone })
    const folio = folioOf('FICHA', at, sequence)
    const choice = random.pick(CHOICES)
    return {
      folio,
      apellido_paterno: who.first,
      apellido_materno: who.second,
      nombres: who.given,
      correo_electronico: email,
      telefono: phone,
      nivel_estudio: choice.level,
      campus: choice.campus,
      carrera: choice.carrera,
      created_at: at.toISOString(),
      status: statusFor(random, 'fichas', at),
      search_text: searchText([folio, who.given, who.first, who.second, email, phone]),
    }
  })
}

/** The promised day of a request validated on `day` (date-holidays is slow: each day is worked out once). */
const dueDays = new Map<string, string>()
function dueDayFrom(day: string): string {
  let due = dueDays.get(day)
  if (due === undefined) dueDays.set(day, (due = addBusinessDays(day, DOCUMENT_DELIVERY_BUSINESS_DAYS)))
  return due
}

function documentRows(count: number): Insertable<DocumentRequestsTable>[] {
  const random = generator(3)
  const sequence = new Map<number, number>()
  return Array.from({ length: count }, (_, index) => {
    const at = instantOf(random, index, count)
    const who = person(random)
    const folio = folioOf('DOC', at, sequence)
    const type = random.pick(DOCUMENT_TYPES)
    const status = statusFor(random, 'documentos', at)
    const validated = status === 'pago-validado' || status === 'entregada'
    const nombre = `${who.given} ${who.first} ${who.second}`
    return {
      folio,
      nombre_completo: nombre,
      correo: who.email,
      telefono: `+52${who.phone}`,
      nivel_estudios: random.pick(DOCUMENT_LEVELS).value,
      especificaciones: type.value,
      precio_mxn: type.priceMxn,
      comprobante_archivo: `${randomUUID()}.pdf`,
      comprobante_nombre_original: 'comprobante.pdf',
      comprobante_bytes: 100_000 + Math.floor(random.next() * 900_000),
      comprobante_tipo: 'application/pdf',
      created_at: at.toISOString(),
      status,
      due_on: validated ? dueDayFrom(instituteDay(at)) : null,
      search_text: searchText([folio, nombre, who.email, `+52${who.phone}`]),
    }
  })
}

async function insertAll<Table extends QueueTableName>(db: Kysely<Database>, table: Table, rows: readonly Insertable<Database[Table]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await insertQueueRows(db, table, rows.slice(start, start + BATCH_ROWS))
  }
}

async function seed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'contact_messages', contactRows(ROWS_PER_QUEUE))
    await insertAll(trx, 'admission_forms', fichaRows(ROWS_PER_QUEUE))
    await insertAll(trx, 'document_requests', documentRows(ROWS_PER_QUEUE))
  })
}

/* ---------- Measuring ---------- */

interface Case {
  readonly name: string
  readonly filters: Omit<QueueListFilters, 'pagina'> & { pagina?: number }
}

const CASES: Readonly<Record<StaffQueue, readonly Case[]>> = {
  contacto: [
    { name: 'primera página', filters: {} },
    { name: 'estado', filters: { estado: 'nuevo' } },
    { name: 'búsqueda «garcia»', filters: { q: 'garcia' } },
    { name: 'búsqueda de teléfono', filters: { q: '8712345' } },
    { name: 'página 2000', filters: { pagina: 2000 } },
  ],
  fichas: [
    { name: 'primera página', filters: {} },
    { name: 'estado + campus', filters: { estado: 'nueva', campus: 'Torreon' } },
    { name: 'búsqueda «garcia»', filters: { q: 'garcia' } },
    { name: 'búsqueda de teléfono', filters: { q: '8712345' } },
    { name: 'página 2000', filters: { pagina: 2000 } },
  ],
  documentos: [
    { name: 'primera página', filters: {} },
    { name: 'estado + nivel', filters: { estado: 'recibida', nivel_estudios: 'lic-derecho' } },
    { name: 'búsqueda «garcia»', filters: { q: 'garcia' } },
    { name: 'búsqueda de teléfono', filters: { q: '8712345' } },
    { name: 'página 2000', filters: { pagina: 2000 } },
  ],
}

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
  for (const queue of STAFF_QUEUE_KEYS) {
    for (const { name, filters } of CASES[queue]) {
      const result = await time(() => listQueue(handle.db, queue, { pagina: 1, ...filters }, NOW))
      results.set(`${queue} · ${name}`, result)
    }
  }
  for (const queue of STAFF_QUEUE_KEYS) results.set(`${queue} · primera página, ruta real (app.inject)`, await throughRoute(handle, queue))
  process.stderr.write(`bench:queues: ${label} medido\n`)
  return results
}

/** The first page through the real route, with a signed-in administrator (session and role checks included). */
async function throughRoute(handle: DatabaseHandle, queue: StaffQueue): Promise<{ median: number; p95: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'instituto-bench-queues-'))
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
    const email = `bench-${queue}@instituto.example`
    const auth = createStaffAuth({ db: handle.db, dialect: handle.dialect, secret: await authSecret(handle.db, null), publicBaseUrl: 'https://panel.example', secureCookies: false })
    await createStaffAccount(auth, handle.db, { email, nombre: 'Banco de pruebas', roles: ['admin'] }, BENCH_PASSWORD)
    const signIn = await app.inject({ method: 'POST', url: '/api/v1/panel/sesion', payload: { email, contrasena: BENCH_PASSWORD } })
    const cookie = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    return await time(async () => {
      const answer = await app.inject({ method: 'GET', url: `/api/v1${QUEUE_API_PATHS.list(queue)}`, headers: { cookie } })
      if (answer.statusCode !== 200) throw new Error(`${queue}: ${answer.statusCode} ${answer.body}`)
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
  await seed(handle.db)
  process.stderr.write(`bench:queues: ${label}: ${3 * ROWS_PER_QUEUE} filas en ${Math.round(performance.now() - start)} ms\n`)
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
  const header = ['consulta', ...columns.flatMap(([label]) => [`${label} mediana ms`, `${label} p95 ms`])]
  const lines = rows.map((row) => [row, ...columns.flatMap(([, results]) => [results.get(row)?.median, results.get(row)?.p95].map((ms) => (ms ?? Number.NaN).toFixed(1)))])
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => (line[index] ?? '').length)))
  const format = (line: readonly string[]) => `| ${line.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join(' | ')} |`
  console.log(format(header))
  console.log(`|${widths.map((width, index) => (index === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`)
  for (const line of lines) console.log(format(line))
}

async function main(): Promise<void> {
  const columns: [string, Results][] = []

  rmSync(join(ROOT, 'data/bench'), { recursive: true, force: true })
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
    const schema = `bench_queues_${randomUUID().replaceAll('-', '')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(`create schema "${schema}"`)
      const schemaUrl = new URL(url)
      schemaUrl.searchParams.set('options', `-c search_path=${schema}`)
      const postgres = await prepare({ dialect: 'postgres', connectionString: schemaUrl.toString() }, 'PostgreSQL')
      try {
        // What autovacuum would have done by the time a queue holds this much (statistics, visibility map).
        for (const table of ['contact_messages', 'admission_forms', 'document_requests']) await admin.query(`vacuum analyze "${schema}"."${table}"`)
        columns.push(['PostgreSQL', await measure(postgres, 'PostgreSQL')])
      } finally {
        await postgres.destroy()
      }
    } finally {
      await admin.query(`drop schema if exists "${schema}" cascade`)
      await admin.end()
    }
  }

  console.log(`\n${ROWS_PER_QUEUE} elementos por cola; ${RUNS} mediciones tras ${WARM_UPS} de calentamiento\n`)
  printTable(columns)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode = 1
})
