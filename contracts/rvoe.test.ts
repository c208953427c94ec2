import { describe, expect, it } from 'vitest'
import {
  RVOE_SEED,
  authorityLabel,
  carreraRvoe,
  carreraTable,
  formatRvoeDate,
  rvoeAt,
  rvoeOfChoice,
  rvoeSummary,
  type RvoeGrant,
  type RvoeTable,
} from '#contracts/rvoe.ts'
import { FICHA_PLANS } from '#contracts/study-plans.ts'
import { seedGrantOf, withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'

const grants: RvoeGrant[] = RVOE_SEED.plans.flatMap(({ grant }): readonly RvoeGrant[] => (grant.kind === 'unico' ? [grant] : grant.campuses))

/** A table with only bachillerato escolarizada, per campus, at one campus. */
const ONE_CAMPUS: RvoeTable = {
  authorities: RVOE_SEED.authorities,
  plans: [
    {
      carrera: 'Preparatoria Bachillerato General',
      modality: 'escolarizada',
      grant: { kind: 'por-campus', campuses: [{ campus: 'Torreon Zaragoza Sur', number: 'A-1', date: '2010-01-04', authority: 'SEDU' }] },
    },
  ],
}

const NOTHING: RvoeTable = { authorities: RVOE_SEED.authorities, plans: [] }

describe('the RVOE seed (what a fresh database publishes)', () => {
  it('gives every agreement its own number and a date in the past', () => {
    expect(new Set(grants.map((grant) => grant.number)).size).toBe(grants.length)
    for (const grant of grants) expect(new Date(`${grant.date}T00:00:00Z`).getTime(), grant.number).toBeLessThan(Date.now())
  })

  it('fills in every plan the site offers, so that nothing says en trámite about the real institute', () => {
    for (const { carrera, modality, campus } of FICHA_PLANS) {
      expect(rvoeAt(RVOE_SEED, { carrera, modality, campus }), `${carrera} ${modality} ${campus}`).toBeDefined()
    }
    expect(rvoeAt(RVOE_SEED, { carrera: 'Preparatoria Bachillerato General', modality: 'sabatina', campus: 'Torreon' })).toBeDefined()
  })
})

describe('RVOE wording', () => {
  it('writes the date as Spanish reads it', () => {
    expect(formatRvoeDate('2019-08-15')).toBe('15 de agosto de 2019')
    expect(formatRvoeDate('2001-01-01')).toBe('1 de enero de 2001')
  })

  it('sums an agreement up in one line with the published abbreviation of its authority', () => {
    expect(rvoeSummary({ number: 'EJEMPLO-9', date: '2006-08-14', authority: 'SEDU' }, RVOE_SEED.authorities)).toBe(
      'RVOE EJEMPLO-9 del 14 de agosto de 2006 (SEDU)',
    )
    const renamed = { ...RVOE_SEED.authorities, SEP: { ...RVOE_SEED.authorities.SEP, abbreviation: 'SEP Federal' } }
    expect(rvoeSummary({ number: '20181234', date: '2018-05-07', authority: 'SEP' }, renamed)).toBe('RVOE 20181234 del 7 de mayo de 2018 (SEP Federal)')
    expect(authorityLabel(RVOE_SEED.authorities.SEP)).toBe('Secretaría de Educación Pública (SEP)')
  })
})

describe('RVOE lookups', () => {
  it('finds the agreement of a plan at a campus: shared by every campus, or the campus own', () => {
    expect(rvoeAt(RVOE_SEED, { carrera: 'Derecho', modality: 'sabatina', campus: 'Matamoros' })).toEqual(seedGrantOf('Derecho', 'sabatina'))
    const zaragoza = rvoeAt(RVOE_SEED, { carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Zaragoza Sur' })
    const villas = rvoeAt(RVOE_SEED, { carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Villas Zaragoza' })
    expect(zaragoza?.number).toBeDefined()
    expect(villas?.number).toBeDefined()
    expect(zaragoza?.number).not.toBe(villas?.number)
  })

  it('has no agreement (en trámite) for a plan or a campus not filled in', () => {
    expect(rvoeAt(withoutRvoe('Derecho', 'nocturna'), { carrera: 'Derecho', modality: 'nocturna', campus: 'Torreon' })).toBeUndefined()
    expect(rvoeAt(ONE_CAMPUS, { carrera: 'Preparatoria Bachillerato General', modality: 'escolarizada', campus: 'Torreon Valle la Rosita' })).toBeUndefined()
  })

  it('reads the plan of a ficha choice from its level: licenciatura en sabatino is the sabatina plan', () => {
    const choice = { nivel_estudio: 'licenciatura en sabatino', campus: 'Matamoros', carrera: 'Derecho' }
    expect(rvoeOfChoice(RVOE_SEED, choice)).toEqual(seedGrantOf('Derecho', 'sabatina'))
    expect(rvoeOfChoice(withoutRvoe('Derecho', 'sabatina'), choice)).toBeUndefined()
    expect(rvoeOfChoice(RVOE_SEED, { ...choice, nivel_estudio: 'licenciatura a distancia' })).toBeUndefined()
  })

  it('lists a carrera in every modality it is taught in, in the spec order, each with its agreement', () => {
    expect(carreraRvoe(RVOE_SEED, 'Comunicacion Social')).toEqual([
      { modality: 'escolarizada', grant: seedGrantOf('Comunicacion Social', 'escolarizada') },
      { modality: 'sabatina', grant: seedGrantOf('Comunicacion Social', 'sabatina') },
      { modality: 'en-linea', grant: seedGrantOf('Comunicacion Social', 'en-linea') },
    ])
  })

  it('keeps a modality it is taught in when its RVOE is missing, as en trámite (bachillerato sabatina too)', () => {
    expect(carreraRvoe(withoutRvoe('Derecho', 'nocturna'), 'Derecho').at(-1)).toEqual({ modality: 'nocturna' })
    expect(carreraRvoe(NOTHING, 'Derecho')).toEqual([
      { modality: 'escolarizada' },
      { modality: 'sabatina' },
      { modality: 'en-linea' },
      { modality: 'nocturna' },
    ])
    expect(carreraRvoe(NOTHING, 'Preparatoria Bachillerato General').map((entry) => entry.modality)).toEqual([
      'escolarizada',
      'sabatina',
      'en-linea',
      'nocturna',
    ])
  })

  it('lists agreements per campus for every campus the ficha offers, a missing one as en trámite', () => {
    const escolarizada = carreraRvoe(ONE_CAMPUS, 'Preparatoria Bachillerato General').filter((entry) => entry.modality === 'escolarizada')
    expect(escolarizada.map((entry) => [entry.campus, entry.grant?.number])).toEqual([
      ['Torreon Braulio Fernandez Aguirre', undefined],
      ['Torreon Zaragoza Sur', 'A-1'],
      ['Torreon Villas Zaragoza', undefined],
      ['Torreon Valle la Rosita', undefined],
    ])
  })

  it("cuts the table to one carrera's plans for its page, which shows the same", () => {
    const derecho = carreraTable(RVOE_SEED, 'Derecho')
    expect(derecho.plans.map((plan) => plan.carrera)).toEqual(['Derecho', 'Derecho', 'Derecho', 'Derecho'])
    expect(derecho.authorities).toBe(RVOE_SEED.authorities)
    expect(carreraRvoe(derecho, 'Derecho')).toEqual(carreraRvoe(RVOE_SEED, 'Derecho'))
  })
})
