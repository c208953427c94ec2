/*
 * A calendar day written `YYYY-MM-DD` (ISO 8601), the way date inputs and query strings carry
 * it. The browser checks it in forms and filters; the server reads it again and turns it into an
 * instant in the institute's time zone (`server/config/time-zone.ts`).
 */

/** A calendar day's numbers: `month` 1–12, `day` 1–31. */
export interface CalendarDay {
  readonly year: number
  readonly month: number
  readonly day: number
}

const CALENDAR_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day's numbers, or `null` when the text is not `YYYY-MM-DD` or names no real day (`2026-02-30`). */
export function parseCalendarDay(text: string): CalendarDay | null {
  const match = CALENDAR_DAY_PATTERN.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // Date.UTC rolls an impossible day over into the next month; a real day comes back unchanged.
  const check = new Date(Date.UTC(year, month - 1, day))
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null
  return { year, month, day }
}

/** True when the text has the `YYYY-MM-DD` shape, whether or not the day exists. */
export function hasCalendarDayFormat(text: string): boolean {
  return CALENDAR_DAY_PATTERN.test(text)
}

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const

/**
 * A day as Spanish reads it: '2026-03-16' → '16 de marzo de 2026' (a day has no time zone to move it).
 * Written out rather than with Intl.DateTimeFormat, whose first use loads the language's date data:
 * about 15 ms of a phone's main thread while a programme page hydrates (docs/start-up.md#modules).
 */
export function formatLongDay(day: string): string {
  const parsed = parseCalendarDay(day)
  if (!parsed) throw new RangeError(`No es un día AAAA-MM-DD: ${day}`)
  return `${parsed.day} de ${SPANISH_MONTHS[parsed.month - 1]} de ${parsed.year}`
}
