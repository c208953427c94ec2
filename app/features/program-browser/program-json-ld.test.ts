import { describe, expect, it } from 'vitest'
import { PUBLIC_BASE_URL } from '#app/config/public-env.ts'
import { isoDurationFromMonths, priceLinesFor, programJsonLd } from '#app/features/program-browser/program-json-ld.ts'
import { identity } from '#content/identity.ts'
import { feeAmount } from '#content/prices.ts'
import { bachillerato } from '#content/programs/bachillerato.ts'
import { derecho } from '#content/programs/derecho.ts'
import { expresion } from '#content/programs/expresion.ts'
import { gestion } from '#content/programs/gestion.ts'
import { pedagogia } from '#content/programs/pedagogia.ts'
import { programs } from '#content/programs/programs.ts'

describe('isoDurationFromMonths', () => {
  it.each([
    [24, 'P2Y'],
    [36, 'P3Y'],
    [32, 'P2Y8M'],
    [16, 'P1Y4M'],
    [4, 'P4M'],
    [0, 'P0M'],
  ])('%i months is %s', (months, expected) => {
    expect(isoDurationFromMonths(months)).toBe(expected)
  })
})

describe('programJsonLd', () => {
  it('describes the programme as a schema.org EducationalOccupationalProgram of the institute', () => {
    const data = programJsonLd(derecho)

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: 'Licenciatura en Derecho',
      url: `${PUBLIC_BASE_URL}/inicio/licenciatura/derecho`,
      provider: { '@type': 'CollegeOrUniversity', name: identity.name, url: PUBLIC_BASE_URL },
      educationalLevel: 'Licenciatura',
      educationalCredentialAwarded: 'Título de Licenciatura en Derecho',
      timeToComplete: 'P3Y',
      termDuration: 'P4M',
      termsPerYear: 3,
    })
  })

  it('takes the time to complete from the periods: bachillerato 2 years, Expresión 8 cuatrimestres, posgrado', () => {
    expect(programJsonLd(bachillerato).timeToComplete).toBe('P2Y')
    expect(programJsonLd(bachillerato).termDuration).toBe('P6M')
    expect(programJsonLd(expresion).timeToComplete).toBe('P2Y8M')
    expect(programJsonLd(pedagogia).timeToComplete).toBe('P1Y4M')
    expect(programJsonLd(gestion).timeToComplete).toBe('P2Y')
  })

  it('offers the bachillerato inscription and monthly fee of each of the four modalities in MXN', () => {
    const offers = programJsonLd(bachillerato).offers
    expect(offers).toHaveLength(8)
    expect(offers).toContainEqual({
      '@type': 'Offer',
      category: 'Inscripción',
      name: 'Inscripción, modalidad Escolarizada',
      price: 1550,
      priceCurrency: 'MXN',
    })
    expect(offers).toContainEqual(
      expect.objectContaining({
        name: 'Mensualidad, modalidad Sabatina',
        price: 700,
        priceCurrency: 'MXN',
        priceSpecification: expect.objectContaining({
          '@type': 'UnitPriceSpecification',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        }),
      }),
    )
  })

  it('offers licenciatura monthly fees for both entry types', () => {
    const names = priceLinesFor('licenciatura').map((line) => `${line.name}: ${feeAmount(line.fee)}`)
    expect(names).toContain('Mensualidad, modalidad Nocturna, egresados del instituto: 800')
    expect(names).toContain('Mensualidad, modalidad Nocturna, nuevo ingreso: 1200')
    expect(names).toContain('Inscripción, modalidad En línea: 1400')
    expect(names).toHaveLength(12)
  })

  it('offers the posgrado fees of its cost rows', () => {
    expect(priceLinesFor('maestria').map((line) => `${line.name}: ${feeAmount(line.fee)}`)).toEqual([
      'Inscripción, modalidad Nocturna: 800',
      'Mensualidad, modalidad Nocturna: 1600',
      'Inscripción, modalidad En línea / Sabatina (semipresencial): 800',
      'Mensualidad, modalidad En línea / Sabatina (semipresencial): 1600',
    ])
    expect(priceLinesFor('doctorado').map((line) => feeAmount(line.fee))).toEqual([1600, 3000])
  })

  it('is plain JSON for every programme', () => {
    for (const program of programs) {
      const data = programJsonLd(program)
      expect(JSON.parse(JSON.stringify(data))).toEqual(data)
    }
  })
})
