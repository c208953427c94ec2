import { hasCalendarDayFormat, parseCalendarDay } from '#contracts/calendar-day.ts'
import { z } from '#contracts/zod.ts'

/*
 * The query-string parameters of the panel's filtered lists (audit trail, queues, certificates),
 * checked by the panel and again by the server.
 */

/**
 * An optional query-string value: absent, blank (a filter left empty in the panel's form arrives
 * as `?persona=`) or, trimmed, checked by `schema`. Anything but text (a repeated key arrives as
 * a list) gets `message`.
 */
export function optionalParam<Output>(message: string, schema: z.core.$ZodType<Output, string>) {
  const blankAsAbsent = z.pipe(
    z.optional(z.string({ error: message }).check(z.trim())),
    z.transform((value: string | undefined) => (value === '' ? undefined : value)),
  )
  return z.pipe(blankAsAbsent, z.optional(schema))
}

/** An optional day `YYYY-MM-DD`: its shape, then whether the calendar has it, each with its message. */
export function calendarDayParam(messages: { format: string; notADay: string }) {
  return optionalParam(
    messages.format,
    z.string().check(
      z.refine(hasCalendarDayFormat, { error: messages.format, abort: true }),
      z.refine((day) => parseCalendarDay(day) !== null, { error: messages.notADay }),
    ),
  )
}

/**
 * `pagina`: a whole number from 1, 1 when absent. Past the last page whose first row's offset is
 * still an exact number it is refused (no list is that long).
 */
export function pageParam(message: string, pageSize: number) {
  const wholeNumber = z
    .pipe(z.string().check(z.regex(/^\d+$/, { error: message, abort: true })), z.transform(Number))
    .check(z.refine((page) => page >= 1 && Number.isSafeInteger((page - 1) * pageSize), { error: message }))
  return z.pipe(
    optionalParam(message, wholeNumber),
    z.transform((page: number | undefined) => page ?? 1),
  )
}

/** Only two real days can be out of order; a wrong one already has its own message. */
export function daysInOrder(filters: object): boolean {
  const { desde, hasta } = filters as { desde?: unknown; hasta?: unknown }
  if (typeof desde !== 'string' || typeof hasta !== 'string') return true
  return parseCalendarDay(desde) === null || parseCalendarDay(hasta) === null || desde <= hasta
}
