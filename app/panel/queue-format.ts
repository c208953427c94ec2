/*
 * The queues' days and times for people. A due day (`YYYY-MM-DD`) and an appointment
 * (`YYYY-MM-DDTHH:mm`) are already the institute's wall-clock values: they are read as UTC and
 * written as UTC, so no time zone moves them. Instants (ISO-8601 UTC) go through audit-format.ts.
 */

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
const priceFormat = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })
const BYTES_PER_KB = 1024

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

/** `150` → `$150.00`. */
export function formatPrice(mxn: number): string {
  return priceFormat.format(mxn)
}

/** A file's size in KB, or in MB from 1 MB. */
export function formatBytes(bytes: number): string {
  const kb = bytes / BYTES_PER_KB
  if (kb < BYTES_PER_KB) return `${Math.max(1, Math.round(kb))} KB`
  return `${(kb / BYTES_PER_KB).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`
}
