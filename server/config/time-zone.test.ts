import { describe, expect, it } from 'vitest'
import { formatInstituteDateTime, formatInstituteTimestamp, instituteDayStart, instituteYear } from '#server/config/time-zone.ts'

describe('institute time (America/Monterrey, UTC-6)', () => {
  it('reads the year at the institute, not in UTC', () => {
    expect(instituteYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026)
    expect(instituteYear(new Date('2027-01-01T06:00:00Z'))).toBe(2027)
  })

  it('formats dates for people', () => {
    expect(formatInstituteDateTime(new Date('2026-03-05T18:07:00Z'))).toBe('05/03/2026 12:07')
    expect(formatInstituteTimestamp(new Date('2026-03-05T18:07:09Z'))).toBe('2026-03-05 12:07:09')
  })

  it('finds when a day starts there', () => {
    expect(instituteDayStart('2026-03-05')?.toISOString()).toBe('2026-03-05T06:00:00.000Z')
    expect(instituteDayStart('2026-02-30')).toBeNull()
    expect(instituteDayStart('05/03/2026')).toBeNull()
  })
})
