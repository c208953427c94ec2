import type { Kysely } from 'kysely'
import { DASHBOARD_SECTION_KEYS, DASHBOARD_SECTIONS, type Dashboard, type DashboardFilters, type DashboardSectionKey } from '#contracts/dashboard.ts'
import { toCsv } from '#server/csv/csv.ts'
import type { Database } from '#server/db/schema.ts'
import { dashboardPeriod } from '#server/dashboard/dashboard-period.ts'
import { DASHBOARD_SECTION_ROWS } from '#server/dashboard/dashboard-sections.ts'

/*
 * Issue 38: the funnel at a glance for admisiones and admin, and each of its sections as CSV
 * (written by the server with the queues' CSV rules: no cell a spreadsheet runs as a formula,
 * which a visit's source typed into a link could otherwise be).
 */

/** Every section of the dashboard for the filters' period (defaults filled in, `now` for today). */
export async function funnelDashboard(db: Kysely<Database>, filters: DashboardFilters, now: Date): Promise<Dashboard> {
  const period = dashboardPeriod(filters, now)
  const secciones = await Promise.all(DASHBOARD_SECTION_KEYS.map(async (seccion) => ({ seccion, filas: await DASHBOARD_SECTION_ROWS[seccion](db, period) })))
  return { desde: period.desde, hasta: period.hasta, campus: period.campus ?? null, secciones }
}

export interface DashboardExport {
  readonly csv: string
  /** The file's name: the section and the period. */
  readonly fileName: string
  readonly rows: number
}

/** One section of the dashboard as a CSV document for a spreadsheet, headed by its columns' labels. */
export async function dashboardSectionCsv(db: Kysely<Database>, filters: DashboardFilters, seccion: DashboardSectionKey, now: Date): Promise<DashboardExport> {
  const period = dashboardPeriod(filters, now)
  const rows = await DASHBOARD_SECTION_ROWS[seccion](db, period)
  const csv = toCsv(
    DASHBOARD_SECTIONS[seccion].columnas.map((column) => column.etiqueta),
    rows.map((row) => row.map((cell) => (cell === null ? null : String(cell)))),
  )
  return { csv, fileName: `embudo-${seccion}-${period.desde}-a-${period.hasta}.csv`, rows: rows.length }
}
