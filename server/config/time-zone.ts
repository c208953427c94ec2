import { parseCalendarDay } from '#contracts/calendar-day.ts'
import { INSTITUTE_TIME_ZONE } from '#contracts/time-zone.ts'

/* Times at the institute (contracts/time-zone.ts), on the server. */

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: INSTITUTE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: INSTITUTE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The calendar year at the institute at that instant. */
export function instituteYear(date: Date): number {
  return Number(yearFormat.format(date))
}

/** `dd/mm/aaaa hh:mm`, institute time, for people (e-mails, the export). */
export function formatInstituteDateTime(date: Date): string {
  return dateTimeFormat.format(date).replace(',', '')
}

function instituteParts(date: Date): Record<string, string> {
  return Object.fromEntries(partsFormat.formatToParts(date).map((part) => [part.type, part.value]))
}

/** `aaaa-mm-dd hh:mm:ss`, institute time: sorts as text and spreadsheets read it as a date. */
export function formatInstituteTimestamp(date: Date): string {
  const parts = instituteParts(date)
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}

function zoneOffsetMs(date: Date): number {
  const parts = instituteParts(date)
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return asUtc - Math.floor(date.getTime() / 1000) * 1000
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) starts at the institute. Returns `null` for a
 * string that is not a real date.
 */
export function instituteDayStart(day: string): Date | null {
  const parsed = parseCalendarDay(day)
  return parsed === null ? null : dayStart(Date.UTC(parsed.year, parsed.month - 1, parsed.day))
}

/**
 * The instant a calendar day (`YYYY-MM-DD`) ends at the institute, which is when the next day
 * starts: an exclusive bound, so "until that day" includes all of it. `null` as above.
 */
export function instituteDayEnd(day: string): Date | null {
  const parsed = parseCalendarDay(day)
  // Date.UTC rolls the 32nd of a month over into the next one.
  return parsed === null ? null : dayStart(Date.UTC(parsed.year, parsed.month - 1, parsed.day + 1))
}

function dayStart(midnightUtc: number): Date {
  // The offset at midnight UTC is the offset of that day (zones change offset at night, never at 6 p.m.).
  return new Date(midnightUtc - zoneOffsetMs(new Date(midnightUtc)))
}

/**
 * A day's bound ({@link instituteDayStart} or {@link instituteDayEnd}) as instants are stored
 * (ISO-8601 UTC text, which compares as time does), for a day a filter schema already checked.
 */
export function storedInstant(atDay: (day: string) => Date | null, day: string): string {
  const date = atDay(day)
  if (date === null) throw new TypeError(`Not a calendar day: ${day} (check the filters with their schema first)`)
  return date.toISOString()
}
