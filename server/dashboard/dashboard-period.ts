import { defaultDesde, DASHBOARD_FILTER_MESSAGES, mondayOf, periodDays, shiftDay, type DashboardFilters } from '#contracts/dashboard.ts'
import { DASHBOARD_PERIOD_MAX_DAYS } from '#contracts/limits.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { instituteDayEnd, instituteDayStart, storedInstant } from '#server/config/time-zone.ts'
import type { FichaPeriod } from '#server/db/dashboard.ts'
import { ValidationError } from '#server/http/errors.ts'

/** The period a dashboard counts, with the defaults filled in, as days and as stored instants. */
export interface DashboardPeriod {
  readonly desde: string
  readonly hasta: string
  readonly campus: string | undefined
  /** Today at the institute: what is overdue, and the state of what the period does not bound (open tasks). */
  readonly today: string
  /** The fichas received in it: from the start of `desde` to the end of `hasta`, institute time (as queues filter by day). */
  readonly fichas: FichaPeriod
  /** The first day of each week it spans, in order: `desde`, then each Monday after it up to `hasta`. */
  readonly weeks: readonly string[]
  /** The instant each week after the first starts (its Monday's start at the institute). */
  readonly weekStarts: readonly string[]
}

/**
 * The filters' period: `hasta` today at the institute when left empty, `desde` the default weeks
 * before it. A period the schema could not check whole (a default end) is checked here.
 *
 * @throws {ValidationError} 422 for a `desde` after the default `hasta`, or a period too long.
 */
export function dashboardPeriod(filters: DashboardFilters, now: Date): DashboardPeriod {
  const today = instituteDay(now)
  const hasta = filters.hasta ?? today
  const desde = filters.desde ?? defaultDesde(hasta)
  if (desde > hasta) throw new ValidationError({ desde: [DASHBOARD_FILTER_MESSAGES.desde.afterHasta] })
  if (periodDays(desde, hasta) > DASHBOARD_PERIOD_MAX_DAYS) throw new ValidationError({ desde: [DASHBOARD_FILTER_MESSAGES.desde.tooLong] })
  const mondays: string[] = []
  for (let monday = shiftDay(mondayOf(desde), 7); monday <= hasta; monday = shiftDay(monday, 7)) mondays.push(monday)
  return {
    desde,
    hasta,
    campus: filters.campus,
    today,
    fichas: { from: storedInstant(instituteDayStart, desde), to: storedInstant(instituteDayEnd, hasta), campus: filters.campus },
    weeks: [desde, ...mondays],
    weekStarts: mondays.map((monday) => storedInstant(instituteDayStart, monday)),
  }
}
