import { describe, expect, it } from 'vitest'
import { firstResponseDay, isOverdueItem } from '#server/queues/overdue.ts'

describe('first-response deadlines (issue 38)', () => {
  it('are due by the end of the next business day at the institute, federal holidays off', () => {
    // Friday 13 March 2026 at 23:30 in Torreón is already Saturday in UTC; Monday 16 March is a federal holiday.
    expect(firstResponseDay(new Date('2026-03-14T05:30:00Z'))).toBe('2026-03-17')
    expect(firstResponseDay(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-11')
  })

  it('call an item overdue once its day is over, while it is unanswered and open', () => {
    const ficha = { status: 'nueva', respond_by: '2026-03-11', first_response_at: null }
    expect(isOverdueItem('fichas', ficha, new Date('2026-03-12T05:59:00Z'))).toBe(false)
    expect(isOverdueItem('fichas', ficha, new Date('2026-03-12T06:00:00Z'))).toBe(true)
    expect(isOverdueItem('fichas', { ...ficha, first_response_at: '2026-03-12T07:00:00.000Z' }, new Date('2026-03-13T18:00:00Z'))).toBe(false)
    expect(isOverdueItem('fichas', { ...ficha, status: 'descartada' }, new Date('2026-03-13T18:00:00Z'))).toBe(false)
    expect(isOverdueItem('contacto', { status: 'nuevo', respond_by: null, first_response_at: null }, new Date('2030-01-01T00:00:00Z'))).toBe(false)
  })
})
