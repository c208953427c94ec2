import { describe, expect, it } from 'vitest'
import { formatLongDay, hasCalendarDayFormat, parseCalendarDay } from '#contracts/calendar-day.ts'

describe('calendar days (YYYY-MM-DD)', () => {
  it('reads a real day', () => {
    expect(parseCalendarDay('2026-11-27')).toEqual({ year: 2026, month: 11, day: 27 })
    expect(parseCalendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 })
  })

  it('refuses a day that does not exist and any other shape', () => {
    expect(parseCalendarDay('2026-02-29')).toBeNull()
    expect(parseCalendarDay('2026-13-01')).toBeNull()
    expect(parseCalendarDay('2026-04-31')).toBeNull()
    expect(parseCalendarDay('2026-4-3')).toBeNull()
    expect(parseCalendarDay('27/11/2026')).toBeNull()
    expect(parseCalendarDay(' 2026-11-27')).toBeNull()
  })

  it('tells the shape apart from the existence of the day', () => {
    expect(hasCalendarDayFormat('2026-02-30')).toBe(true)
    expect(hasCalendarDayFormat('2026-2-3')).toBe(false)
  })

  it('writes a day as Spanish reads it, as Intl does for es-MX', () => {
    for (const day of ['2026-03-16', '2001-01-01', '2019-09-30', '2028-02-29', '1999-12-31']) {
      const intl = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
      expect(formatLongDay(day)).toBe(intl)
    }
    expect(formatLongDay('2026-03-16')).toBe('16 de marzo de 2026')
    expect(() => formatLongDay('2026-02-30')).toThrow(RangeError)
  })
})
