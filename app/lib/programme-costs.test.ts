import { describe, expect, it } from 'vitest'
import { NO_COST, costTable, mxn, type CostTable } from '#content/prices.ts'
import { programRecords } from '#content/programs/programs.ts'
import { PERIOD_UNIT_MONTHS, POSGRADO_PERIOD_UNIT } from '#content/programs/periods.ts'
import { modalitiesOfCarrera } from '#contracts/study-plans.ts'
import {
  costRowFor,
  entryTypeMatters,
  estimateCost,
  monthlyFeeRange,
  pricedModalities,
  programMonths,
  type EstimateInput,
} from '#app/lib/programme-costs.ts'

const derecho = programRecords.derecho
const licenciaturaEscolarizada: EstimateInput = {
  costTable,
  level: 'licenciatura',
  modality: 'escolarizada',
  entryType: 'nuevoIngreso',
  periodUnit: derecho.periodUnit,
  periodCount: derecho.periods.length,
  becaPercent: 20,
}

describe('programme months', () => {
  it('counts six months a semestre and four a cuatrimestre', () => {
    expect(PERIOD_UNIT_MONTHS).toEqual({ semestre: 6, cuatrimestre: 4 })
  })

  it('gives bachillerato 24 months, a licenciatura of 9 cuatrimestres 36, and posgrados their cuatrimestres', () => {
    expect(programMonths(programRecords.bachillerato)).toBe(24)
    expect(programMonths(derecho)).toBe(36)
    const doctorado = programRecords.gestion
    expect(doctorado.periodUnit).toBe(POSGRADO_PERIOD_UNIT)
    expect(programMonths(doctorado)).toBe(doctorado.periods.length * PERIOD_UNIT_MONTHS[POSGRADO_PERIOD_UNIT])
  })
})

describe('cost rows', () => {
  it('finds the row that covers a modality, also one row shared by two', () => {
    expect(costRowFor(costTable, 'licenciatura', 'nocturna')?.key).toBe('nocturna')
    expect(costRowFor(costTable, 'maestria', 'sabatina')?.key).toBe('en-linea-sabatina')
    expect(costRowFor(costTable, 'maestria', 'en-linea')?.key).toBe('en-linea-sabatina')
    expect(costRowFor(costTable, 'doctorado', 'nocturna')).toBeUndefined()
  })

  it('offers only the modalities the table prices', () => {
    expect(pricedModalities(costTable, 'doctorado', modalitiesOfCarrera('Doctorado Gestion Educativa'))).toEqual(['en-linea'])
    expect(pricedModalities(costTable, 'licenciatura', ['escolarizada', 'sabatina'])).toEqual(['escolarizada', 'sabatina'])
  })

  it('asks for the entry type only where a fee depends on it', () => {
    expect(entryTypeMatters(costTable, 'licenciatura', ['escolarizada'])).toBe(true)
    expect(entryTypeMatters(costTable, 'bachillerato', ['escolarizada', 'sabatina'])).toBe(false)
    expect(entryTypeMatters(costTable, 'maestria', ['sabatina'])).toBe(false)
    const samePrices: CostTable = {
      ...costTable,
      licenciatura: [{ key: 'x', label: 'X', modalities: ['escolarizada'], cost: { ficha: { egresado: NO_COST, nuevoIngreso: NO_COST }, inscripcion: mxn(1), mensualidad: { egresado: mxn(9), nuevoIngreso: mxn(9) } } }],
    }
    expect(entryTypeMatters(samePrices, 'licenciatura', ['escolarizada'])).toBe(false)
  })
})

describe('monthly fee range', () => {
  it('spans both entry types of the modalities given', () => {
    expect(monthlyFeeRange(costTable, 'licenciatura', ['escolarizada', 'nocturna'])).toEqual({ from: 800, to: 1_500 })
    expect(monthlyFeeRange(costTable, 'bachillerato', ['escolarizada', 'sabatina'])).toEqual({ from: 700, to: 850 })
    expect(monthlyFeeRange(costTable, 'doctorado', ['en-linea'])).toEqual({ from: 3_000, to: 3_000 })
  })

  it('counts a no-cost mensualidad as 0 and gives nothing where no row prices the modalities', () => {
    const free: CostTable = { ...costTable, doctorado: [{ key: 'b', label: 'Beca', modalities: ['nocturna'], cost: { ficha: NO_COST, inscripcion: NO_COST, mensualidad: NO_COST } }] }
    expect(monthlyFeeRange(free, 'doctorado', ['nocturna', 'en-linea'])).toEqual({ from: 0, to: 0 })
    expect(monthlyFeeRange(costTable, 'doctorado', ['nocturna'])).toBeUndefined()
  })
})

describe('estimateCost', () => {
  it('matches the hand computation: licenciatura escolarizada, nuevo ingreso, 9 cuatrimestres, beca 20 %', () => {
    const estimate = estimateCost(licenciaturaEscolarizada)
    expect(estimate?.total).toBe(500 + 1_400 + 1_500 * 0.8 * 36)
    expect(estimate?.total).toBe(45_100)
    expect(estimate?.monthlyFee).toBe(1_200)
    expect(estimate?.months).toBe(36)
    expect(estimate?.periods).toHaveLength(9)
    expect(estimate?.periods[0]).toEqual({ number: 1, admission: 1_900, tuition: 4_800, total: 6_700 })
    expect(estimate?.periods[8]).toEqual({ number: 9, admission: 0, tuition: 4_800, total: 4_800 })
    expect(estimate?.periods.reduce((sum, period) => sum + period.total, 0)).toBe(estimate?.total)
  })

  it('uses the egresado prices for an egresado', () => {
    // Ficha 500, inscripción 1,400, mensualidad 1,100 × 36.
    expect(estimateCost({ ...licenciaturaEscolarizada, entryType: 'egresado', becaPercent: 0 })?.total).toBe(500 + 1_400 + 1_100 * 36)
  })

  it('counts a no-cost ficha as 0 and keeps it a no-cost fee', () => {
    const estimate = estimateCost({ ...licenciaturaEscolarizada, modality: 'en-linea', becaPercent: 0 })
    expect(estimate?.fees.ficha).toEqual(NO_COST)
    expect(estimate?.total).toBe(0 + 1_400 + 1_500 * 36)
  })

  it('prices a posgrado by its cuatrimestres, the row shared by en línea and sabatina', () => {
    const maestria = programRecords.pedagogia
    const estimate = estimateCost({ ...licenciaturaEscolarizada, level: 'maestria', modality: 'sabatina', periodUnit: maestria.periodUnit, periodCount: maestria.periods.length, becaPercent: 50 })
    expect(estimate?.total).toBe(800 + 800 * programMonths(maestria))
  })

  it('prices bachillerato over 24 months', () => {
    const bachillerato = programRecords.bachillerato
    const estimate = estimateCost({ ...licenciaturaEscolarizada, level: 'bachillerato', periodUnit: bachillerato.periodUnit, periodCount: bachillerato.periods.length, becaPercent: 0 })
    expect(estimate?.months).toBe(24)
    expect(estimate?.total).toBe(500 + 1_550 + 850 * 24)
  })

  it('keeps the centavos a beca leaves', () => {
    // 850 × 67 % = 569.50 a month.
    const estimate = estimateCost({ ...licenciaturaEscolarizada, level: 'bachillerato', periodUnit: 'semestre', periodCount: 4, becaPercent: 33 })
    expect(estimate?.monthlyFee).toBe(569.5)
    expect(estimate?.total).toBe(500 + 1_550 + 569.5 * 24)
  })

  it('applies a full beca to the mensualidad only, and gives nothing for a plan the table does not price', () => {
    expect(estimateCost({ ...licenciaturaEscolarizada, becaPercent: 100 })?.total).toBe(1_900)
    expect(estimateCost({ ...licenciaturaEscolarizada, level: 'doctorado', modality: 'sabatina' })).toBeUndefined()
  })
})
