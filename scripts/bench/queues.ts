/**
 * `npm run bench:queues [-- --postgres URL]`: the staff queues' list at 100,000 items per queue,
 * seeded on each database as scripts/bench/seeded-bench.ts does; times the list function the
 * panel's route calls (first page, a filtered page, a search, a late page) and the first page
 * through the real route. Prints the median and 95th percentile in milliseconds.
 */
import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { ADMISSION_OPTIONS, CARRERAS, NIVELES_ESTUDIO } from '#contracts/admission-options.ts'
import { BECA_REVIEW_BUSINESS_DAYS } from '#contracts/limits.ts'
import { becasSeed } from '#content/becas.ts'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { DOCUMENT_DELIVERY_BUSINESS_DAYS, DOCUMENT_LEVELS, DOCUMENT_TYPES } from '#contracts/document-options.ts'
import { CLOSED_STATUSES, queueStatuses, STAFF_QUEUE_KEYS, type QueueStatus } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { addBusinessDays } from '#server/calendar/business-days.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import { insertQueueRows } from '#server/db/queue-items.ts'
import type { QueueTableName } from '#server/db/queue-tables.ts'
import type { AdmissionFormsTable, BecaApplicationsTable, ContactMessagesTable, Database, DocumentRequestsTable } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'
import { listQueue, type QueueListFilters } from '#server/queues/queue-list.ts'
import { BATCH_ROWS, generator, measureOnEachDatabase, printTable, runBench, time, timeThroughRoute, TIMING_NOTE, type Random, type Results } from './seeded-bench.ts'

const ROWS_PER_QUEUE = Number(process.env.BENCH_ROWS ?? 100_000)
const SPAN_DAYS = 730
const DAY_MS = 24 * 60 * 60 * 1000
const NOW = new Date()
/** Items younger than this are still being worked on. */
const RECENT_DAYS = 10
const BACKLOG_SHARE = 0.01

/* ---------- Realistic rows, from a seeded generator so every run seeds the same ---------- */

const GIVEN_NAMES = ['José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Ana', 'Jesús', 'Sofía', 'Carlos', 'Fernanda', 'Miguel', 'Valeria', 'Ángel', 'Ximena', 'Andrés', 'Renata', 'Iván', 'Mónica', 'Raúl', 'Ramón']
const SURNAMES = ['García', 'Hernández', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz', 'Núñez', 'Muñoz', 'Ibarra', 'Saucedo']
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com']
const PHRASES = ['Quisiera informes sobre', 'Me interesa', '¿Cuál es el costo de', 'Buenas tardes, pregunto por', '¿Tienen horario sabatino para']
const TOPICS = ['la licenciatura en Derecho', 'la preparatoria en línea', 'la maestría en Pedagogía', 'las becas', 'el doctorado', 'la inscripción']

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Instant `index` of `count`, spread over the last {@link SPAN_DAYS} days with some jitter, in order. */
function instantOf(random: Random, index: number, count: number): Date {
  return new Date(NOW.getTime() - SPAN_DAYS * DAY_MS * (1 - (index + random.next()) / count))
}

/**
 * A status for an item of that age: recent ones mostly open; old ones closed, but for a backlog of
 * one in a hundred left open (for document requests, validated ones past their day: the overdue list).
 */
function statusFor<Queue extends StaffQueue>(random: Random, queue: Queue, at: Date): QueueStatus<Queue> {
  const statuses = queueStatuses(queue)
  const closed: readonly QueueStatus<Queue>[] = CLOSED_STATUSES[queue]
  if (NOW.getTime() - at.getTime() < RECENT_DAYS * DAY_MS) return random.next() < 0.6 ? statuses[0] : random.pick(statuses)
  return random.next() < BACKLOG_SHARE ? random.pick(statuses.filter((status) => !closed.includes(status))) : random.pick(closed)
}

function person(random: Random) {
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
    await insertAll(trx, 'beca_applications', becaRows(ROWS_PER_QUEUE))
  })
}

/** Issue 39: beca applications, each for a programme, a campus and one of the seed's beca types, decided within their days. */
function becaRows(count: number): Insertable<BecaApplicationsTable>[] {
  const random = generator(4)
  const sequence = new Map<number, number>()
  const campuses = ['Torreon', 'Saltillo', 'San Pedro', 'Parras'] as const
  return Array.from({ length: count }, (_, index) => {
    const at = instantOf(random, index, count)
    const who = person(random)
    const folio = folioOf('BECA', at, sequence)
    const beca = random.pick(becasSeed.tipos)
    const status = statusFor(random, 'becas', at)
    const nombre = `${who.given} ${who.first} ${who.second}`
    return {
      folio,
      nombre_completo: nombre,
      correo: who.email,
      telefono: who.phone,
      carrera: random.pick(CARRERAS),
      campus: random.pick(campuses),
      tipo_beca: beca.key,
      tipo_beca_nombre: beca.titulo,
      motivo: `${random.pick(PHRASES)} ${random.pick(TOPICS)}: necesito apoyo para continuar mis estudios.`,
      created_at: at.toISOString(),
      status,
      respond_by: addBusinessDays(instituteDay(at), BECA_REVIEW_BUSINESS_DAYS),
      porcentaje_aprobado: status === 'aprobada' ? beca.porcentajeMinimo : null,
      closed_at: status === 'aprobada' || status === 'rechazada' ? at.toISOString() : null,
      person_id: null,
      search_text: searchText([folio, nombre, who.email, who.phone]),
    }
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
  becas: [
    { name: 'primera página', filters: {} },
    { name: 'estado + campus', filters: { estado: 'recibida', campus: 'Saltillo' } },
    { name: 'búsqueda «garcia»', filters: { q: 'garcia' } },
    { name: 'búsqueda de teléfono', filters: { q: '8712345' } },
    { name: 'página 2000', filters: { pagina: 2000 } },
  ],
}

async function measure(handle: DatabaseHandle): Promise<Results> {
  const results: Results = new Map()
  for (const queue of STAFF_QUEUE_KEYS) {
    for (const { name, filters } of CASES[queue]) {
      const result = await time(() => listQueue(handle.db, queue, { pagina: 1, ...filters }, NOW))
      results.set(`${queue} · ${name}`, result)
    }
  }
  for (const queue of STAFF_QUEUE_KEYS) results.set(`${queue} · primera página, ruta real (app.inject)`, await timeThroughRoute(handle, QUEUE_API_PATHS.list(queue), ['admin']))
  return results
}

async function main(): Promise<void> {
  const columns = await measureOnEachDatabase({
    name: 'queues',
    tables: ['contact_messages', 'admission_forms', 'document_requests'],
    seed: async (handle) => {
      await seed(handle.db)
      return `${3 * ROWS_PER_QUEUE} filas`
    },
    measure,
  })
  console.log(`\n${ROWS_PER_QUEUE} elementos por cola; ${TIMING_NOTE}\n`)
  printTable('consulta', columns)
}

runBench(main)
