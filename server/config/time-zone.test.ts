import { describe, expect, it } from 'vitest'
import {
  formatInstituteDateTime,
  formatInstituteTimestamp,
  instituteDayEnd,
  instituteDayStart,
  instituteYear,
} from '#server/config/time-zone.ts'
import { instituteDay } from '#contracts/time-zone.ts'

describe('institute time (America/Monterrey, UTC-6)', () => {
  it('reads the year at the institute, not in UTC', () => {
    expect(instituteYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026)
    expect(instituteYear(new Date('2027-01-01T06:00:00Z'))).toBe(2027)
  })

  it('formats dates for people', () => {
    expect(formatInstituteDateTime(new Date('2026-03-05T18:07:00Z'))).toBe('05/03/2026 12:07')
    expect(formatInstituteTimestamp(new Date('2026-03-05T18:07:09Z'))).toBe('2026-03-05 12:07:09')
  })

  it('reads the calendar day at the institute, which turns at its midnight', () => {
    expect(instituteDay(new Date('2026-03-06T05:59:59Z'))).toBe('2026-03-05')
    expect(instituteDay(new Date('2026-03-06T06:00:00Z'))).toBe('2026-03-06')
  })

  it('finds when a day starts there', () => {
    expect(instituteDayStart('2026-03-05')?.toISOString()).toBe('2026-03-05T06:00:00.000Z')
    expect(instituteDayStart('2026-02-30')).toBeNull()
    expect(instituteDayStart('05/03/2026')).toBeNull()
  })

  it('finds when a day ends there: when the next one starts, across months, years and a 25-hour day', () => {
    expect(instituteDayEnd('2026-03-05')?.toISOString()).toBe('2026-03-06T06:00:00.000Z')
    expect(instituteDayEnd('2026-02-28')?.toISOString()).toBe('2026-03-01T06:00:00.000Z')
    expect(instituteDayEnd('2026-12-31')?.toISOString()).toBe('2027-01-01T06:00:00.000Z')
    // Monterrey left daylight saving time on 31 October 2021 (UTC-5 → UTC-6).
    expect(instituteDayStart('2021-10-31')?.toISOString()).toBe('2021-10-31T05:00:00.000Z')
    expect(instituteDayEnd('2021-10-31')?.toISOString()).toBe('2021-11-01T06:00:00.000Z')
    expect(instituteDayEnd('2026-02-30')).toBeNull()
    expect(instituteDayEnd('2026-3-5')).toBeNull()
  })
})
