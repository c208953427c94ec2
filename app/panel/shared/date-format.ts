import { INSTITUTE_TIME_ZONE } from '#contracts/time-zone.ts'

/*
 * The panel's days and times for people. Instants (ISO-8601 UTC) are shown in the institute's
 * time, whatever the browser's zone. A due day (`YYYY-MM-DD`) and an appointment
 * (`YYYY-MM-DDTHH:mm`) are already the institute's wall-clock values: they are read as UTC and
 * written as UTC, so no time zone moves them.
 */

const instantFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: INSTITUTE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})
const dayFormat = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })
const wallClockFormat = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** `27 nov 2026, 14:05:09`: the institute's time, whatever the browser's zone. */
export function formatInstant(iso: string): string {
  return instantFormat.format(new Date(iso))
}

/** `2026-12-03` → `3 dic 2026`; anything else as it came. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date)
}

/** `2026-12-03T10:30` → `3 dic 2026, 10:30`; anything else as it came. */
export function formatAppointment(value: string): string {
  const date = new Date(`${value}:00Z`)
  return Number.isNaN(date.getTime()) ? value : wallClockFormat.format(date)
}
