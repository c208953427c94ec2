import type { Kysely } from 'kysely'
import { CAMPUS_LABELS, CARRERA_LABELS, NIVEL_ESTUDIO_LABELS } from '#contracts/admission-options.ts'
import { DIRECT_SOURCE_LABEL, type DashboardCell, type DashboardSectionKey } from '#contracts/dashboard.ts'
import { queueStatusLabel, type QueueStatus } from '#contracts/queues.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { instituteDayEnd, storedInstant } from '#server/config/time-zone.ts'
import type { FollowedUpTable } from '#server/db/activities.ts'
import { countFichasByWeekAndChoice, fichaFunnel, type FichaBreakdown, type FichaCount, type FichaFunnel } from '#server/db/dashboard.ts'
import { firstResponseGroups, openTasksByAssignee } from '#server/db/dashboard-follow-ups.ts'
import type { Database } from '#server/db/schema.ts'
import { eventsOfPeriod } from '#server/dashboard/dashboard-events.ts'
import type { DashboardPeriod } from '#server/dashboard/dashboard-period.ts'

/*
 * Issue 38: each section of the funnel dashboard as the rows of its table, in the order of its
 * columns in contracts/dashboard.ts. The panel draws the table and the chart from them, and the CSV
 * export writes them under the same headings. A new section is one more entry in
 * DASHBOARD_SECTION_ROWS (TypeScript asks for it once its key is in DASHBOARD_SECTIONS) over its
 * own repository query.
 */

export type SectionRows = (db: Kysely<Database>, period: DashboardPeriod) => Promise<DashboardCell[][]>

/** One decimal: a percentage or hours read on a phone. */
function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10
}

/** `part` as a percentage of `whole`, to one decimal; null when there is no whole to speak of. */
function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : oneDecimal((part / whole) * 100)
}

/** The period's fichas by week and choice, read once for the weekly and breakdown sections of one dashboard (one period object). */
const fichaCountsRead = new WeakMap<DashboardPeriod, Promise<FichaCount[]>>()

function fichaCounts(db: Kysely<Database>, period: DashboardPeriod): Promise<FichaCount[]> {
  let counts = fichaCountsRead.get(period)
  if (counts === undefined) fichaCountsRead.set(period, (counts = countFichasByWeekAndChoice(db, period.fichas, period.weekStarts)))
  return counts
}

/** The section of a breakdown: a row per value (its label), most fichas first, ties by label. */
function breakdown(column: FichaBreakdown, label: (value: string | null) => string): SectionRows {
  return async (db, period) => {
    const totals = new Map<string | null, number>()
    for (const counted of await fichaCounts(db, period)) totals.set(counted[column], (totals.get(counted[column]) ?? 0) + counted.count)
    return [...totals].map(([value, count]) => [label(value), count] as [string, number]).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))
  }
}

function labelOf(labels: Readonly<Record<string, string>>): (value: string | null) => string {
  return (value) => (value === null ? '' : (labels[value] ?? value))
}

/** The funnel's stages after Nueva, in order, with the key of their count and step time. */
const STEPS = [
  { status: 'contactada', key: 'contactada' },
  { status: 'cita-agendada', key: 'citaAgendada' },
  { status: 'inscrita', key: 'inscrita' },
] as const satisfies readonly { status: QueueStatus<'fichas'>; key: Exclude<keyof FichaFunnel, 'received'> }[]

/** Each stage: the fichas that reached it, the share of the previous stage's, the median hours from it. */
const funnel: SectionRows = async (db, period) => {
  const counts = await fichaFunnel(db, period.fichas)
  let previous = counts.received
  const rows: DashboardCell[][] = [[queueStatusLabel('fichas', 'nueva'), counts.received, null, null]]
  for (const { status, key } of STEPS) {
    const { reached, medianHours } = counts[key]
    rows.push([queueStatusLabel('fichas', status), reached, percentOf(reached, previous), medianHours === null ? null : oneDecimal(medianHours)])
    previous = reached
  }
  return rows
}

/** The queues whose items have a first-response day, in the dashboard's order. */
const FOLLOWED_UP: readonly { queue: keyof typeof STAFF_QUEUES; table: FollowedUpTable }[] = [
  { queue: 'contacto', table: 'contact_messages' },
  { queue: 'fichas', table: 'admission_forms' },
]

/**
 * Per queue: the items received with a first-response day, answered by its end at the institute
 * (server/queues/overdue.ts's rule), answered after it, still unanswered once it is over, and the
 * share on time of those already answered or overdue.
 */
const firstResponse: SectionRows = (db, period) =>
  Promise.all(
    FOLLOWED_UP.map(async ({ queue, table }) => {
      // The hour (UTC, as firstResponseGroups gives the answers') each first-response day ends at the institute.
      const dayEndHours = new Map<string, string>()
      let received = 0
      let onTime = 0
      let late = 0
      let overdue = 0
      for (const { respondBy, answeredHour, count } of await firstResponseGroups(db, table, period.fichas)) {
        received += count
        if (answeredHour === null) {
          if (respondBy < period.today) overdue += count
          continue
        }
        let dayEndHour = dayEndHours.get(respondBy)
        if (dayEndHour === undefined) dayEndHours.set(respondBy, (dayEndHour = storedInstant(instituteDayEnd, respondBy).slice(0, answeredHour.length)))
        if (answeredHour < dayEndHour) onTime += count
        else late += count
      }
      return [STAFF_QUEUES[queue].label, received, onTime, late, overdue, percentOf(onTime, onTime + late + overdue)]
    }),
  )

/** Per person with open tasks: how many, and how many overdue; the most overdue first, then the most open, then by name. */
const tasksPerPerson: SectionRows = async (db, period) => {
  const counts = await openTasksByAssignee(db, period.today)
  return counts
    .toSorted((a, b) => b.overdue - a.overdue || b.open - a.open || a.name.localeCompare(b.name, 'es'))
    .map(({ name, open, overdue }) => [name, open, overdue])
}

/** Per event of the period, soonest first: its places confirmed, waiting and attended, and attendance of the confirmed. */
const eventAttendance: SectionRows = async (db, period) => {
  const events = await eventsOfPeriod(db, period)
  return events.map(({ event, places }) => {
    const confirmed = places?.confirmada ?? 0
    const attended = places?.asistieron ?? 0
    return [`${event.title} (${event.start.slice(0, 10)})`, confirmed, places?.['en-espera'] ?? 0, attended, percentOf(attended, confirmed)]
  })
}

export const DASHBOARD_SECTION_ROWS: Readonly<Record<DashboardSectionKey, SectionRows>> = {
  semanas: async (db, period) => {
    const weekly = period.weeks.map(() => 0)
    for (const { week, count } of await fichaCounts(db, period)) weekly[week] = (weekly[week] ?? 0) + count
    return period.weeks.map((firstDay, week) => [firstDay, weekly[week] ?? 0])
  },
  campus: breakdown('campus', labelOf(CAMPUS_LABELS)),
  carrera: breakdown('carrera', labelOf(CARRERA_LABELS)),
  nivel: breakdown('nivel_estudio', labelOf(NIVEL_ESTUDIO_LABELS)),
  fuente: breakdown('origen_fuente', (value) => value ?? DIRECT_SOURCE_LABEL),
  embudo: funnel,
  respuesta: firstResponse,
  tareas: tasksPerPerson,
  eventos: eventAttendance,
}
