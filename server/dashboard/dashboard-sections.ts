import type { Kysely } from 'kysely'
import { CAMPUS_LABELS, CARRERA_LABELS, NIVEL_ESTUDIO_LABELS } from '#contracts/admission-options.ts'
import { DIRECT_SOURCE_LABEL, type DashboardCell, type DashboardSectionKey } from '#contracts/dashboard.ts'
import { queueStatusLabel, type QueueStatus } from '#contracts/queues.ts'
import { countFichasBy, countFichasByWeek, fichaFunnel, type FichaBreakdown, type FichaFunnel } from '#server/db/dashboard.ts'
import type { Database } from '#server/db/schema.ts'
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

/** The section of a breakdown: a row per value (its label), most fichas first, ties by label. */
function breakdown(column: FichaBreakdown, label: (value: string | null) => string): SectionRows {
  return async (db, period) => {
    const counts = await countFichasBy(db, period.fichas, column)
    return counts.map(({ value, count }) => [label(value), count] as [string, number]).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))
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
    rows.push([queueStatusLabel('fichas', status), reached, previous === 0 ? null : oneDecimal((reached / previous) * 100), medianHours === null ? null : oneDecimal(medianHours)])
    previous = reached
  }
  return rows
}

export const DASHBOARD_SECTION_ROWS: Readonly<Record<DashboardSectionKey, SectionRows>> = {
  semanas: async (db, period) => {
    const counts = await countFichasByWeek(db, period.fichas, period.weekStarts)
    return period.weeks.map((firstDay, week) => [firstDay, counts[week] ?? 0])
  },
  campus: breakdown('campus', labelOf(CAMPUS_LABELS)),
  carrera: breakdown('carrera', labelOf(CARRERA_LABELS)),
  nivel: breakdown('nivel_estudio', labelOf(NIVEL_ESTUDIO_LABELS)),
  fuente: breakdown('origen_fuente', (value) => value ?? DIRECT_SOURCE_LABEL),
  embudo: funnel,
}
