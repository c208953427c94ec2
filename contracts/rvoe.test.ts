import { describe, expect, it } from 'vitest'
import {
  RVOE_TABLE,
  carreraRvoe,
  formatRvoeDate,
  planModalities,
  rvoeAt,
  rvoeSummary,
  type PlanRvoe,
  type RvoeGrant,
  type RvoeTable,
} from '#contracts/rvoe.ts'
import { FICHA_PLANS } from '#contracts/study-plans.ts'
import { withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'

const recorded = Object.entries(RVOE_TABLE).flatMap(([carrera, byModality]) =>
  Object.entries(byModality ?? {}).map(([modality, plan]) => ({ carrera, modality, plan: plan as PlanRvoe })),
)
const grants: RvoeGrant[] = recorded.flatMap(({ plan }) =>
  'byCampus' in plan ? Object.values(plan.byCampus).filter((grant) => grant !== undefined) : [plan],
)


describe('RVOE data', () => {
  it('gives every agreement its own number and a real date in the past', () => {
    expect(new Set(grants.map((grant) => grant.number)).size).toBe(grants.length)
    for (const grant of grants) {
      expect(grant.date, grant.number).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const date = new Date(`${grant.date}T00:00:00Z`)
      expect(date.toISOString().slice(0, 10), grant.number).toBe(grant.date)
      expect(date.getTime(), grant.number).toBeLessThan(Date.now())
    }
  })

  it('records only plans the ficha offers, besides bachillerato sabatina, which only the cost table prices (spec §9)', () => {
    const notInFicha = recorded.filter(
      ({ carrera, modality }) => !FICHA_PLANS.some((plan) => plan.carrera === carrera && plan.modality === modality),
    )
    expect(notInFicha.map(({ carrera, modality }) => `${carrera} ${modality}`)).toEqual(['Preparatoria Bachillerato General sabatina'])
    for (const { carrera, modality, plan } of recorded) {
      if (!('byCampus' in plan)) continue
      for (const campus of Object.keys(plan.byCampus)) {
        expect(
          FICHA_PLANS.some((offer) => offer.carrera === carrera && offer.modality === modality && offer.campus === campus),
          `${carrera} ${modality} ${campus}`,
        ).toBe(true)
      }
    }
  })
})

describe('RVOE wording', () => {
  it('writes the date as Spanish reads it', () => {
    expect(formatRvoeDate('2019-08-15')).toBe('15 de agosto de 2019')
    expect(formatRvoeDate('2001-01-01')).toBe('1 de enero de 2001')
  })

  it('sums an agreement up in one line with the authority abbreviated', () => {
    expect(rvoeSummary({ number: 'EJEMPLO-9', date: '2006-08-14', authority: 'SEDU' })).toBe(
      'RVOE EJEMPLO-9 del 14 de agosto de 2006 (SEDU)',
    )
    expect(rvoeSummary({ number: '20181234', date: '2018-05-07', authority: 'SEP' })).toBe('RVOE 20181234 del 7 de mayo de 2018 (SEP)')
  })
})

describe('RVOE lookups', () => {
  it('finds the agreement of a plan at a campus: shared by every campus, or the campus own', () => {
    expect(rvoeAt({ carrera: 'Derecho', modality: 'sabatina', campus: 'Matamoros' })).toEqual(RVOE_TABLE.Derecho?.sabatina)
    const zaragoza = rvoeAt({ carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Zaragoza Sur' })
    const villas = rvoeAt({ carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Villas Zaragoza' })
    expect(zaragoza?.number).toBeDefined()
    expect(villas?.number).toBeDefined()
    expect(zaragoza?.number).not.toBe(villas?.number)
  })

  it('has no agreement (en trámite) for a plan or a campus not filled in', () => {
    expect(rvoeAt({ carrera: 'Derecho', modality: 'nocturna', campus: 'Torreon' }, withoutRvoe('Derecho', 'nocturna'))).toBeUndefined()
    const oneCampusMissing: RvoeTable = {
      'Preparatoria Bachillerato General': {
        escolarizada: { byCampus: { 'Torreon Zaragoza Sur': { number: 'A-1', date: '2010-01-04', authority: 'SEDU' } } },
      },
    }
    expect(
      rvoeAt({ carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Valle la Rosita' }, oneCampusMissing),
    ).toBeUndefined()
  })

  it('lists a carrera in every modality the ficha offers it in, in the spec order, each with its agreement', () => {
    expect(planModalities('Derecho')).toEqual(['escolarizada', 'sabatina', 'en-linea', 'nocturna'])
    expect(planModalities('Expresion Artistica')).toEqual(['escolarizada', 'sabatina'])
    expect(carreraRvoe('Comunicacion Social')).toEqual([
      { modality: 'escolarizada', grant: RVOE_TABLE['Comunicacion Social']?.escolarizada },
      { modality: 'sabatina', grant: RVOE_TABLE['Comunicacion Social']?.sabatina },
      { modality: 'en-linea', grant: RVOE_TABLE['Comunicacion Social']?.['en-linea'] },
    ])
  })

  it('keeps a modality the ficha offers when its RVOE is missing, as en trámite', () => {
    expect(carreraRvoe('Derecho', withoutRvoe('Derecho', 'nocturna')).at(-1)).toEqual({ modality: 'nocturna' })
    expect(carreraRvoe('Derecho', {})).toEqual([
      { modality: 'escolarizada' },
      { modality: 'sabatina' },
      { modality: 'en-linea' },
      { modality: 'nocturna' },
    ])
  })

  it('shows a modality only the RVOE table knows while it has an agreement (bachillerato sabatina)', () => {
    expect(planModalities('Preparatoria Bachillerato General')).toContain('sabatina')
    expect(planModalities('Preparatoria Bachillerato General', withoutRvoe('Preparatoria Bachillerato General', 'sabatina'))).not.toContain(
      'sabatina',
    )
  })

  it('lists agreements per campus for every campus the ficha offers, a missing one as en trámite', () => {
    const table: RvoeTable = {
      'Preparatoria Bachillerato General': {
        escolarizada: { byCampus: { 'Torreon Zaragoza Sur': { number: 'A-1', date: '2010-01-04', authority: 'SEDU' } } },
      },
    }
    const escolarizada = carreraRvoe('Preparatoria Bachillerato General', table).filter((entry) => entry.modality === 'escolarizada')
    expect(escolarizada.map((entry) => [entry.campus, entry.grant?.number])).toEqual([
      ['Torreon Braulio Fernandez Aguirre', undefined],
      ['Torreon Zaragoza Sur', 'A-1'],
      ['Torreon Villas Zaragoza', undefined],
      ['Torreon Valle la Rosita', undefined],
    ])
  })
})
