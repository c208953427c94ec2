import { describe, expect, it } from 'vitest'
import { CURRENCY } from '#content/prices.ts'
import { groupThousands } from '#contracts/digits.ts'
import { formatPesos } from './money.ts'

describe('formatPesos', () => {
  it('writes whole pesos and pesos with cents as es-MX does', () => {
    const whole = new Intl.NumberFormat('es-MX', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 })
    const withCents = new Intl.NumberFormat('es-MX', { style: 'currency', currency: CURRENCY })
    for (const amount of [0, 5, 150, 999, 1000, 1550, 12_345, 123_456, 1_234_567, -2500]) {
      expect(formatPesos(amount)).toBe(whole.format(amount))
      expect(formatPesos(amount, { cents: true })).toBe(withCents.format(amount))
    }
    expect(formatPesos(1550)).toBe('$1,550')
    expect(formatPesos(150, { cents: true })).toBe('$150.00')
    expect(formatPesos(1234.5, { cents: true })).toBe('$1,234.50')
  })

  it('groups thousands as es-MX does, for counts in messages too', () => {
    for (const count of [0, 7, 999, 1000, 65_536, 1_000_000]) expect(groupThousands(count)).toBe(count.toLocaleString('es-MX'))
  })
})
