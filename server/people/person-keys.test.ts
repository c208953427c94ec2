import { describe, expect, it } from 'vitest'
import { curpKey, emailKey, nameKey, phoneKey } from '#server/people/person-keys.ts'

describe('the keys that link a submission to a person', () => {
  it('takes an e-mail in lower case without the spaces around it', () => {
    expect(emailKey('  Ana.Garcia@Example.COM ')).toBe('ana.garcia@example.com')
    expect(emailKey('')).toBeNull()
    expect(emailKey(undefined)).toBeNull()
  })

  it('takes a Mexican phone as its ten national digits however it was written', () => {
    for (const written of ['+52 1 844 123 4567', '8441234567', '844-123-4567', '(844) 123 45 67', '+52 844 123 4567', '044 844 123 4567', '01 844 123 4567']) {
      expect(phoneKey(written), written).toBe('8441234567')
    }
  })

  it('keeps any other number as its digits, and none without digits', () => {
    expect(phoneKey('+1 (415) 555-0100')).toBe('14155550100')
    expect(phoneKey('123 4567')).toBe('1234567')
    expect(phoneKey(' - ')).toBeNull()
    expect(phoneKey(null)).toBeNull()
  })

  it('takes a CURP in upper case, and nothing that is not one', () => {
    expect(curpKey(' gaLa010203mcltpna9 ')).toBe('GALA010203MCLTPNA9')
    expect(curpKey('GALA0102')).toBeNull()
  })

  it('folds a full name so accents, case and spacing do not tell two people apart', () => {
    expect(nameKey('  María  de la Luz Hernández-Gómez ')).toBe('maria de la luz hernandez gomez')
    expect(nameKey('MARIA DE LA LUZ HERNANDEZ GOMEZ')).toBe('maria de la luz hernandez gomez')
  })
})
