/**
 * `npm run bench:dashboard [-- --postgres URL]`: the funnel dashboard of the panel's home (issue 38)
 * at 100,000 fichas (over 26 weeks, with realistic stages, sources and first answers) and 300,000
 * activities, beside 20,000 contact messages, 5,000 tasks of 10 people and 20 events of 100
 * sign-ups each, seeded on each database as scripts/bench/seeded-bench.ts does. Times the dashboard
 * service the route calls (the default 12 weeks, one campus, the whole half year) and the default
 * through the real route. Prints the median and 95th percentile in milliseconds; the target is < 300 ms.
 */
import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import { ACTIVITY_KINDS, ACTIVITY_KIND_KEYS } from '#contracts/activities.ts'
import { ADMISSION_OPTIONS, NIVELES_ESTUDIO } from '#contracts/admission-options.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import { EVENT_VENUES, type InstituteEvent } from '#contracts/content/events.ts'
import type { DashboardFilters } from '#contracts/dashboard.ts'
import type { EventSignUpStatus } from '#contracts/event-sign-up.ts'
import { CLOSED_STATUSES } from '#contracts/queues.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { insertActivity } from '#server/db/activities.ts'
import { insertContentVersion } from '#server/db/content-versions.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import { insertEventSignUp } from '#server/db/event-sign-ups.ts'
import { insertQueueRows } from '#server/db/queue-items.ts'
import type { ActivitiesTable, AdmissionFormsTable, ContactMessagesTable } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'
import { insertTask, setTaskDone } from '#server/db/tasks.ts'
import { funnelDashboard } from '#server/dashboard/dashboard.ts'
import { eventInstant } from '#server/events/event-calendar.ts'
import { firstResponseDay } from '#server/queues/overdue.ts'
import { BATCH_ROWS, createBenchStaff, generator, measureOnEachDatabase, printTable, runBench, time, timeThroughRoute, TIMING_NOTE, type Random, type Results } from './seeded-bench.ts'

const FICHAS = Number(process.env.BENCH_ROWS ?? 100_000)
const ACTIVITIES_PER_FICHA = 3
/** One contact message for every five fichas. */
const CONTACTS = Math.round(FICHAS / 5)
const STAFF = 10
const TASKS = 5_000
const EVENTS = 20
const SIGN_UPS_PER_EVENT = 100
const SPAN_WEEKS = 26
const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const NOW = new Date()
const TODAY = instituteDay(NOW)
const TARGET_MS = 300

/* ---------- Realistic rows, from a seeded generator so every run seeds the same ---------- */

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

/** A received item's first-response day (it depends on the day alone: date-holidays is slow, each day is worked out once). */
const respondByDays = new Map<string, string>()
function respondByOf(at: Date): string {
  const day = instituteDay(at)
  let respondBy = respondByDays.get(day)
  if (respondBy === undefined) respondByDays.set(day, (respondBy = firstResponseDay(at)))
  return respondBy
}

/** A first answer `hours` after `from` at most (most within the day), or none yet by now. */
function answeredAt(random: Random, from: string, hours: number): string | null {
  const at = new Date(new Date(from).getTime() + random.next() ** 3 * hours * HOUR_MS + HOUR_MS / 4)
  return at.getTime() > NOW.getTime() ? null : at.toISOString()
}

function instantOf(random: Random, index: number, count: number): Date {
  return new Date(NOW.getTime() - SPAN_WEEKS * 7 * DAY_MS * (1 - (index + random.next()) / count))
}

function fichaRows(count: number): Insertable<AdmissionFormsTable>[] {
  const random = generator(7)
  return Array.from({ length: count }, (_, index) => {
    const at = instantOf(random, index, count)
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
      respond_by: respondByOf(at),
      // The first activity: with the first contact, else (nine in ten) within four days.
      first_response_at: contactada ?? (random.next() < 0.9 ? answeredAt(random, created, 96) : null),
      contactada_at: contactada,
      cita_agendada_at: cita,
      inscrita_at: inscrita,
    }
  })
}

function contactRows(count: number): Insertable<ContactMessagesTable>[] {
  const random = generator(13)
  return Array.from({ length: count }, (_, index) => {
    const at = instantOf(random, index, count)
    const created = at.toISOString()
    const folio = `MSG-${instituteDay(at).slice(0, 4)}-${String(index + 1).padStart(6, '0')}`
    const answered = random.next() < 0.85 ? answeredAt(random, created, 72) : null
    return {
      folio,
      nombre: 'Ana García López',
      correo: `ana${index}@example.com`,
      telefono: null,
      contenido: 'Quisiera informes.',
      created_at: created,
      status: answered !== null && random.next() < 0.8 ? CLOSED_STATUSES.contacto[0] : 'nuevo',
      search_text: searchText([folio, 'Ana García López']),
      respond_by: respondByOf(at),
      first_response_at: answered,
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

/**
 * Tasks on fichas for the staff: each due within a week of being set; those due more than three
 * days ago mostly done, the recent ones mostly open (the overdue backlog the dashboard shows).
 */
function taskRows(random: Random, staff: readonly string[], fichas: readonly Insertable<AdmissionFormsTable>[]) {
  return Array.from({ length: TASKS }, (_, index) => {
    const ficha = random.pick(fichas)
    const created = new Date(new Date(ficha.created_at).getTime() + random.next() * 2 * DAY_MS)
    const dueOn = instituteDay(new Date(created.getTime() + random.next() * 7 * DAY_MS))
    const done = random.next() < (dueOn < instituteDay(new Date(NOW.getTime() - 3 * DAY_MS)) ? 0.92 : 0.3)
    const assignee = random.pick(staff)
    return {
      task: { id: `tarea-${index}`, queue: 'fichas' as const, folio: ficha.folio, title: 'Llamar para dar seguimiento', due_on: dueOn, assignee_id: assignee, created_by: assignee, created_at: created.toISOString() },
      doneAt: done ? new Date(Math.min(NOW.getTime(), created.getTime() + random.next() * 7 * DAY_MS)).toISOString() : null,
    }
  })
}

/** Events every nine days or so over the half year and the month ahead, at campuses and online. */
function events(random: Random): InstituteEvent[] {
  return Array.from({ length: EVENTS }, (_, index) => {
    const day = instituteDay(new Date(NOW.getTime() + (index / EVENTS) * (SPAN_WEEKS + 4) * 7 * DAY_MS - SPAN_WEEKS * 7 * DAY_MS))
    return {
      slug: `puertas-abiertas-${index + 1}`,
      title: `Día de puertas abiertas ${index + 1}`,
      kind: 'puertas-abiertas',
      venue: random.pick(EVENT_VENUES),
      place: 'Auditorio',
      start: `${day}T10:00`,
      end: `${day}T13:00`,
      summary: 'Conoce nuestros programas.',
      description: 'Pláticas y recorrido.',
      registro: { cupo: 150 },
    }
  })
}

/** An event's sign-ups: confirmed while places last, then waiting; some cancelled; two in three confirmed ones attended a past event. */
function signUpStatuses(random: Random, event: InstituteEvent): { places: number; status: EventSignUpStatus; attended: boolean }[] {
  let free = event.registro?.cupo ?? 0
  const past = event.start.slice(0, 10) < TODAY
  return Array.from({ length: SIGN_UPS_PER_EVENT }, () => {
    const places = 1 + Math.floor(random.next() ** 2 * 3)
    if (random.next() < 0.05) return { places, status: 'cancelada' as const, attended: false }
    if (places > free) return { places, status: 'en-espera' as const, attended: false }
    free -= places
    return { places, status: 'confirmada' as const, attended: past && random.next() < 0.67 }
  })
}

async function seedFollowUps(handle: DatabaseHandle, fichas: readonly Insertable<AdmissionFormsTable>[]): Promise<void> {
  const random = generator(17)
  const staff: string[] = []
  for (let index = 1; index <= STAFF; index += 1) staff.push(await createBenchStaff(handle, `asesor${index}@instituto.example`, `Asesor ${index}`, ['admisiones']))
  const published = events(random)
  await handle.db.transaction().execute(async (trx) => {
    for (const { task, doneAt } of taskRows(random, staff, fichas)) {
      await insertTask(trx, task)
      if (doneAt !== null) await setTaskDone(trx, task.id, { read: 1, next: 2 }, { at: doneAt, by: task.assignee_id })
    }
    await insertContentVersion(trx, { kind: 'eventos', key: SINGLE_RECORD_KEY, version: 1, data: published, publishedBy: null }, NOW)
    let number = 0
    for (const event of published) {
      for (const { places, status, attended } of signUpStatuses(random, event)) {
        number += 1
        const folio = `EVT-${String(number).padStart(6, '0')}`
        await insertEventSignUp(trx, {
          folio,
          event_slug: event.slug,
          nombre: 'Ana García López',
          correo: `ana${number}@example.com`,
          telefono: '8711234567',
          nivel_interes: 'licenciatura',
          programa_interes: null,
          acompanantes: places - 1,
          places,
          status,
          attended_at: attended ? eventInstant(event.start).toISOString() : null,
          cancel_key_hash: randomUUID(),
          cancelled_at: status === 'cancelada' ? NOW.toISOString() : null,
          reminder_sent_at: null,
          origen: null,
          origen_fuente: null,
          origen_campana: null,
          person_id: null,
          created_at: NOW.toISOString(),
          search_text: searchText([folio, 'Ana García López']),
        })
      }
    }
  })
}

async function seed(handle: DatabaseHandle): Promise<string> {
  const fichas = fichaRows(FICHAS)
  const contacts = contactRows(CONTACTS)
  const activities = activityRows(fichas)
  await handle.db.transaction().execute(async (trx) => {
    for (let start = 0; start < fichas.length; start += BATCH_ROWS) await insertQueueRows(trx, 'admission_forms', fichas.slice(start, start + BATCH_ROWS))
    for (let start = 0; start < contacts.length; start += BATCH_ROWS) await insertQueueRows(trx, 'contact_messages', contacts.slice(start, start + BATCH_ROWS))
    // server/db/activities.ts writes one activity at a time (as staff do): in one transaction that is quick enough.
    for (const activity of activities) await insertActivity(trx, activity)
  })
  await seedFollowUps(handle, fichas)
  return `${fichas.length} fichas, ${activities.length} actividades, ${contacts.length} mensajes, ${TASKS} tareas, ${EVENTS * SIGN_UPS_PER_EVENT} registros a eventos`
}

/* ---------- Measuring ---------- */

const CASES: readonly { name: string; filters: DashboardFilters }[] = [
  { name: 'últimas 12 semanas', filters: {} },
  { name: 'últimas 12 semanas, un campus', filters: { campus: 'Torreon' } },
  { name: `${SPAN_WEEKS} semanas`, filters: { desde: instituteDay(new Date(NOW.getTime() - SPAN_WEEKS * 7 * DAY_MS)) } },
]

async function measure(handle: DatabaseHandle): Promise<Results> {
  const results: Results = new Map()
  for (const { name, filters } of CASES) results.set(name, await time(() => funnelDashboard(handle.db, filters, NOW)))
  results.set('últimas 12 semanas, ruta real (app.inject)', await timeThroughRoute(handle, PANEL_API_PATHS.funnel, ['admisiones']))
  return results
}

async function main(): Promise<void> {
  const columns = await measureOnEachDatabase({
    name: 'dashboard',
    tables: ['admission_forms', 'contact_messages', 'activities', 'tasks', 'event_sign_ups'],
    seed,
    measure,
  })
  console.log(`\n${FICHAS} fichas en ${SPAN_WEEKS} semanas; ${TIMING_NOTE}; objetivo < ${TARGET_MS} ms\n`)
  printTable('tablero', columns)
}

runBench(main)
