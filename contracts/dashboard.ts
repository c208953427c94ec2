import { CAMPUSES } from '#contracts/admission-options.ts'
import { ADMISSION_FIELD_TEXT } from '#contracts/admission.ts'
import { parseCalendarDay } from '#contracts/calendar-day.ts'
import type { FieldText } from '#contracts/form-fields.ts'
import { DASHBOARD_DEFAULT_WEEKS, DASHBOARD_PERIOD_MAX_DAYS } from '#contracts/limits.ts'
import { calendarDayParam, daysInOrder, optionalParam } from '#contracts/list-params.ts'
import { z } from '#contracts/zod.ts'

/*
 * Issue 38: the funnel at a glance on the panel's home, for admisiones and admin. The dashboard is a
 * list of sections; each is a table (its columns below, its rows from the server), drawn as bars of
 * one column over the first, and downloadable as CSV with the same headings. A section is added
 * with its entry here and its rows' query in server/dashboard/dashboard-sections.ts; the panel
 * draws every section from these two.
 */

/** How a column's values read: text, a count, a percentage (0–100) or hours. `null` is «sin dato». */
export type DashboardColumnKind = 'texto' | 'numero' | 'porcentaje' | 'horas'

export interface DashboardColumn {
  readonly etiqueta: string
  readonly tipo: DashboardColumnKind
}

/** One section: its heading, what it counts, its columns (the first labels the rows) and the column its bars draw. */
export interface DashboardSectionText {
  readonly titulo: string
  readonly descripcion: string
  readonly columnas: readonly [DashboardColumn, ...DashboardColumn[]]
  /** The index of the column the chart's bars draw, over the first column's labels. */
  readonly grafica: number
  /** What the section says when it has no rows (by default, that the period has no fichas). */
  readonly sinFilas?: string
}

const FICHAS: DashboardColumn = { etiqueta: 'Fichas', tipo: 'numero' }

/** The dashboard's sections, in screen order. */
export const DASHBOARD_SECTIONS = {
  semanas: {
    titulo: 'Fichas por semana',
    descripcion: 'Fichas recibidas en el periodo, por semana (de lunes a domingo, hora del instituto).',
    columnas: [{ etiqueta: 'Semana del', tipo: 'texto' }, FICHAS],
    grafica: 1,
  },
  campus: {
    titulo: 'Fichas por campus',
    descripcion: 'Fichas recibidas en el periodo, por campus elegido.',
    columnas: [{ etiqueta: 'Campus', tipo: 'texto' }, FICHAS],
    grafica: 1,
  },
  carrera: {
    titulo: 'Fichas por carrera',
    descripcion: 'Fichas recibidas en el periodo, por carrera elegida.',
    columnas: [{ etiqueta: 'Carrera', tipo: 'texto' }, FICHAS],
    grafica: 1,
  },
  // The issue asks for «modality», but the ficha has no such field (spec §5: nivel_estudio, campus,
  // carrera); the level carries it («licenciatura en linea», «maestria nocturna»).
  nivel: {
    titulo: 'Fichas por nivel y modalidad',
    descripcion: 'Fichas recibidas en el periodo, por nivel de estudio (que incluye la modalidad: en línea, nocturna, sabatino).',
    columnas: [{ etiqueta: 'Nivel de estudio', tipo: 'texto' }, FICHAS],
    grafica: 1,
  },
  fuente: {
    titulo: 'Fichas por fuente',
    descripcion: 'Fichas recibidas en el periodo, por fuente de la visita (utm_source o sitio de procedencia).',
    columnas: [{ etiqueta: 'Fuente', tipo: 'texto' }, FICHAS],
    grafica: 1,
  },
  embudo: {
    titulo: 'Embudo de admisión',
    descripcion:
      'De las fichas recibidas en el periodo, cuántas llegaron a cada etapa (hasta hoy), la conversión desde la etapa anterior y la mediana del tiempo entre una etapa y la siguiente.',
    columnas: [
      { etiqueta: 'Etapa', tipo: 'texto' },
      FICHAS,
      { etiqueta: 'Conversión desde la etapa anterior', tipo: 'porcentaje' },
      { etiqueta: 'Mediana desde la etapa anterior', tipo: 'horas' },
    ],
    grafica: 1,
  },
  respuesta: {
    titulo: 'Primera respuesta a tiempo',
    descripcion:
      'Mensajes de contacto y fichas recibidos en el periodo con plazo de primera respuesta: cuántos se respondieron a tiempo, tarde o siguen sin respuesta con el plazo vencido (aunque se hayan cerrado), y el porcentaje a tiempo entre los que ya se respondieron o ya vencieron. El campus solo filtra las fichas: los mensajes de contacto no tienen campus.',
    columnas: [
      { etiqueta: 'Cola', tipo: 'texto' },
      { etiqueta: 'Recibidos con plazo', tipo: 'numero' },
      { etiqueta: 'Respondidos a tiempo', tipo: 'numero' },
      { etiqueta: 'Respondidos tarde', tipo: 'numero' },
      { etiqueta: 'Sin respuesta, plazo vencido', tipo: 'numero' },
      { etiqueta: 'A tiempo', tipo: 'porcentaje' },
    ],
    grafica: 5,
  },
  tareas: {
    titulo: 'Tareas abiertas y vencidas por persona',
    descripcion:
      'Las tareas abiertas hoy de cada responsable y cuántas ya vencieron (su fecha límite fue antes de hoy), de todas las colas y todos los campus: no dependen del periodo. Primero quien tiene más vencidas.',
    columnas: [
      { etiqueta: 'Responsable', tipo: 'texto' },
      { etiqueta: 'Tareas abiertas', tipo: 'numero' },
      { etiqueta: 'Vencidas', tipo: 'numero' },
    ],
    grafica: 2,
    sinFilas: 'Nadie tiene tareas abiertas.',
  },
  eventos: {
    titulo: 'Registros a eventos y asistencia',
    descripcion:
      'Los eventos con registro que empiezan en el periodo (del campus elegido; los eventos en línea cuentan como campus Internet), en lugares: confirmados (cada registro ocupa uno más uno por acompañante), en lista de espera, los que asistieron y la asistencia sobre los confirmados.',
    columnas: [
      { etiqueta: 'Evento', tipo: 'texto' },
      { etiqueta: 'Lugares confirmados', tipo: 'numero' },
      { etiqueta: 'En lista de espera', tipo: 'numero' },
      { etiqueta: 'Asistieron', tipo: 'numero' },
      { etiqueta: 'Asistencia de los confirmados', tipo: 'porcentaje' },
    ],
    grafica: 4,
    sinFilas: 'Sin eventos con registro en el periodo.',
  },
} as const satisfies Readonly<Record<string, DashboardSectionText>>

export type DashboardSectionKey = keyof typeof DASHBOARD_SECTIONS

export const DASHBOARD_SECTION_KEYS = Object.keys(DASHBOARD_SECTIONS) as [DashboardSectionKey, ...DashboardSectionKey[]]

/** The row label of fichas whose visit came with no source (typed address, bookmark). */
export const DIRECT_SOURCE_LABEL = 'Directo'

/* ---------- The period ---------- */

const DAY_MS = 86_400_000

/** A real day `YYYY-MM-DD` as a count of days (for differences and shifts); checked days only. */
function dayNumber(day: string): number {
  const parsed = parseCalendarDay(day)
  if (parsed === null) throw new TypeError(`Not a calendar day: ${day}`)
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day) / DAY_MS
}

function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10)
}

/** The day `days` after (or before, when negative) a real day. */
export function shiftDay(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days)
}

/** The Monday of a real day's week (weeks run Monday to Sunday, as in Mexico). */
export function mondayOf(day: string): string {
  // 1 January 1970 was a Thursday: day number 0 is weekday 3 counting from Monday.
  const fromMonday = (((dayNumber(day) + 3) % 7) + 7) % 7
  return shiftDay(day, -fromMonday)
}

/** How many days a period holds, both ends included. */
export function periodDays(desde: string, hasta: string): number {
  return dayNumber(hasta) - dayNumber(desde) + 1
}

/** The period when none is chosen: {@link DASHBOARD_DEFAULT_WEEKS} whole weeks up to `hasta`, whose week is the last. */
export function defaultDesde(hasta: string): string {
  return shiftDay(mondayOf(hasta), -7 * (DASHBOARD_DEFAULT_WEEKS - 1))
}

export const DASHBOARD_FILTER_MESSAGES = {
  desde: {
    format: 'Escribe la fecha «Desde» con el formato aaaa-mm-dd, por ejemplo 2026-11-27',
    notADay: 'La fecha «Desde» debe ser un día que exista en el calendario',
    afterHasta: 'La fecha «Desde» debe ser igual o anterior a la fecha «Hasta» (hoy, si la dejas vacía)',
    tooLong: `El periodo abarca como máximo ${DASHBOARD_PERIOD_MAX_DAYS} días: acerca la fecha «Desde» a la fecha «Hasta»`,
  },
  hasta: {
    format: 'Escribe la fecha «Hasta» con el formato aaaa-mm-dd, por ejemplo 2026-11-27',
    notADay: 'La fecha «Hasta» debe ser un día que exista en el calendario',
    beforeDesde: 'La fecha «Hasta» debe ser igual o posterior a la fecha «Desde»',
  },
  campus: 'Elige un campus de la lista',
  seccion: 'Elige una sección del tablero',
} as const

/** Only two real days can make a period too long; a wrong one already has its own message. */
function withinMaxPeriod(filters: object): boolean {
  const { desde, hasta } = filters as { desde?: unknown; hasta?: unknown }
  if (typeof desde !== 'string' || typeof hasta !== 'string' || parseCalendarDay(desde) === null || parseCalendarDay(hasta) === null) return true
  return periodDays(desde, hasta) <= DASHBOARD_PERIOD_MAX_DAYS
}

const filterFields = {
  /** Fichas received on or after / on or before these days (institute time, both included). */
  desde: calendarDayParam(DASHBOARD_FILTER_MESSAGES.desde),
  hasta: calendarDayParam(DASHBOARD_FILTER_MESSAGES.hasta),
  campus: optionalParam(DASHBOARD_FILTER_MESSAGES.campus, z.enum(CAMPUSES, { error: DASHBOARD_FILTER_MESSAGES.campus })),
}

const DAYS_IN_ORDER = { error: DASHBOARD_FILTER_MESSAGES.hasta.beforeDesde, path: ['hasta'] }
const WITHIN_MAX_PERIOD = { error: DASHBOARD_FILTER_MESSAGES.desde.tooLong, path: ['desde'] }

/**
 * `GET /panel/embudo?desde=&hasta=&campus=`, checked by the panel's form and again by the server.
 * An empty `hasta` is today (institute time); an empty `desde`, {@link defaultDesde} of `hasta`.
 */
export const dashboardFiltersSchema = z.object(filterFields).check(z.refine(daysInOrder, DAYS_IN_ORDER), z.refine(withinMaxPeriod, WITHIN_MAX_PERIOD))
export type DashboardFilters = z.output<typeof dashboardFiltersSchema>
export type DashboardFiltersInput = z.input<typeof dashboardFiltersSchema>

/** `GET /panel/embudo.csv?seccion=&desde=&hasta=&campus=`: one section of the same dashboard. */
export const dashboardCsvQuerySchema = z
  .object({ ...filterFields, seccion: z.enum(DASHBOARD_SECTION_KEYS, { error: DASHBOARD_FILTER_MESSAGES.seccion }) })
  .check(z.refine(daysInOrder, DAYS_IN_ORDER), z.refine(withinMaxPeriod, WITHIN_MAX_PERIOD))

export const DASHBOARD_FILTER_TEXT = {
  desde: { label: 'Desde', hint: `Si lo dejas vacío: las últimas ${DASHBOARD_DEFAULT_WEEKS} semanas hasta «Hasta».` },
  hasta: { label: 'Hasta', hint: 'Si lo dejas vacío: hoy.' },
  campus: { label: ADMISSION_FIELD_TEXT.campus.label },
} as const satisfies Readonly<Record<keyof DashboardFilters, FieldText>>

/* ---------- The answer ---------- */

const cellSchema = z.union([z.string(), z.number(), z.null()])
export type DashboardCell = z.output<typeof cellSchema>

export const dashboardSectionSchema = z.object({
  seccion: z.enum(DASHBOARD_SECTION_KEYS),
  /** Each row's cells in the order of the section's `columnas`. */
  filas: z.array(z.array(cellSchema)),
})
export type DashboardSectionRows = z.output<typeof dashboardSectionSchema>

/** The dashboard for the period it was asked for, with the defaults filled in. */
export const dashboardSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  campus: z.nullable(z.string()),
  secciones: z.array(dashboardSectionSchema),
})
export type Dashboard = z.output<typeof dashboardSchema>
