import Holidays from 'date-holidays'
import { DOCUMENT_DELIVERY_BUSINESS_DAYS } from '#contracts/document-options.ts'
import { instituteDay } from '#contracts/time-zone.ts'

/*
 * Business days at the institute: Monday to Friday, except Mexico's federal days of rest (Ley
 * Federal del Trabajo, art. 74), which date-holidays lists as its `public` holidays for MX (the
 * Monday-moved ones and the six-yearly 1 October included). Its `bank` and `observance` days
 * (Holy Week, 12 December) are working days.
 */

const mexico = new Holidays('MX')

/** A day `YYYY-MM-DD` as a UTC midnight, to step through the calendar without time zones. */
function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`)
}

/** True for a federal holiday of Mexico. */
export function isFederalHoliday(day: string): boolean {
  const holidays = mexico.isHoliday(new Date(`${day}T12:00:00`))
  return holidays !== false && holidays.some((holiday) => holiday.type === 'public')
}

/** True for Monday to Friday that is no federal holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = utcMidnight(day).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !isFederalHoliday(day)
}

/** The day that is `count` business days after `day` (the day itself does not count). */
export function addBusinessDays(day: string, count: number): string {
  const cursor = utcMidnight(day)
  let left = count
  while (left > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1)
    if (isBusinessDay(cursor.toISOString().slice(0, 10))) left -= 1
  }
  return cursor.toISOString().slice(0, 10)
}

/**
 * spec §9's promise, which starts when staff validate the payment: the document is due by the end
 * of the {@link DOCUMENT_DELIVERY_BUSINESS_DAYS}th business day after that day (institute calendar).
 */
export function documentDueDay(validatedAt: Date): string {
  return addBusinessDays(instituteDay(validatedAt), DOCUMENT_DELIVERY_BUSINESS_DAYS)
}

/** True once the promised day is over at the institute. */
export function isOverdue(dueDay: string, now: Date): boolean {
  return instituteDay(now) > dueDay
}
