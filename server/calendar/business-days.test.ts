import { describe, expect, it } from 'vitest'
import { addBusinessDays, documentDueDay, isBusinessDay, isOverdue } from '#server/calendar/business-days.ts'

describe('días hábiles', () => {
  it('una solicitud validada el viernes 13 de marzo de 2026 vence el miércoles 18 (el lunes 16 es feriado)', () => {
    // 13 March 2026, 17:00 in Saltillo (UTC-6).
    expect(documentDueDay(new Date('2026-03-13T23:00:00.000Z'))).toBe('2026-03-18')
  })

  it('cuenta el día de la institución, no el de UTC: validada el jueves 12 a las 23:30 vence el martes 17', () => {
    expect(documentDueDay(new Date('2026-03-13T05:30:00.000Z'))).toBe('2026-03-17')
  })

  it('salta fines de semana y solo los feriados federales', () => {
    expect(addBusinessDays('2026-11-13', 2)).toBe('2026-11-18') // Monday 16 Nov: Revolución
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28') // 25 Dec and the weekend
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04')
    // Holy Thursday and 12 December are working days for the law.
    expect(isBusinessDay('2026-04-02')).toBe(true)
    expect(isBusinessDay('2026-12-14')).toBe(true)
    expect(isBusinessDay('2026-09-16')).toBe(false)
    expect(isBusinessDay('2026-03-14')).toBe(false)
  })

  it('vence al terminar el día prometido en la institución', () => {
    expect(isOverdue('2026-03-18', new Date('2026-03-19T05:59:00.000Z'))).toBe(false)
    expect(isOverdue('2026-03-18', new Date('2026-03-19T06:00:00.000Z'))).toBe(true)
  })
})
