/**
 * The institute's clock. Folio years, dates in e-mails, the export's `--since` day and the audit
 * trail's times are read in Coahuila's time zone, not the server's, the browser's or UTC: a ficha
 * sent at 7 p.m. on 31 December is still that year's.
 */
export const INSTITUTE_TIME_ZONE = 'America/Monterrey'

// Made on first use: creating it loads the language's date data, which the pages that import this
// module only need once they show an answer from the server.
let instantFormat: Intl.DateTimeFormat | undefined

/** An instant as people at the institute read it, whatever the reader's zone: '3 de marzo de 2026 a las 11:30'. */
export function formatInstituteInstant(date: Date): string {
  instantFormat ??= new Intl.DateTimeFormat('es-MX', {
    timeZone: INSTITUTE_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
  })
  return instantFormat.format(date)
}

let dayFormat: Intl.DateTimeFormat | undefined

/** The calendar day `YYYY-MM-DD` at the institute at that instant (a promotion's days, a due day). */
export function instituteDay(date: Date): string {
  // en-CA writes a date as YYYY-MM-DD.
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
  return dayFormat.format(date)
}

let offsetFormat: Intl.DateTimeFormat | undefined

/**
 * A wall-clock time at the institute (`aaaa-mm-ddThh:mm`) as an ISO 8601 instant with its offset,
 * `2026-12-05T10:00:00-06:00`, as structured data states an event's times.
 */
export function instituteTimeWithOffset(localTime: string): string {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: INSTITUTE_TIME_ZONE, timeZoneName: 'longOffset' })
  // The zone's offset near that time (read at the same clock reading in UTC: hours off at most, and
  // Coahuila changes its offset at no time of year since 2022).
  const zoneName = offsetFormat.formatToParts(new Date(`${localTime}:00Z`)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const offset = zoneName === 'GMT' ? '+00:00' : zoneName.slice('GMT'.length)
  return `${localTime}:00${offset}`
}
