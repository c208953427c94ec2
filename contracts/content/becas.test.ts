import { describe, expect, it } from 'vitest'
import { becasSeed } from '#content/becas.ts'
import { CONTENT_FIELD_MESSAGES } from '#contracts/content/content-fields.ts'
import { BECA_MESSAGES, becasSchema, type BecaType } from '#contracts/content/becas.ts'
import { becasOpenFor, isBecaClosed, isWithinBecaRange } from '#contracts/content/becas-rules.ts'

/** The messages of the data's issues, by path. */
function issuesOf(data: unknown): Record<string, string> {
  const result = becasSchema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const [academica, deportiva, hermanos] = becasSeed.tipos as readonly [BecaType, BecaType, BecaType, ...BecaType[]]

/** The seed with its first beca changed by `change`. */
const withFirst = (change: Partial<Record<keyof BecaType, unknown>>) => ({
  ...becasSeed,
  tipos: [{ ...academica, ...change }, ...becasSeed.tipos.slice(1)],
})

describe('becas schema (issue 39)', () => {
  it('takes the seed as it is', () => {
    expect(becasSchema.parse(becasSeed)).toEqual(becasSeed)
  })

  it('takes a fixed percentage (minimum equal to maximum)', () => {
    expect(issuesOf(withFirst({ porcentajeMinimo: 20, porcentajeMaximo: 20 }))).toEqual({})
  })

  it('refuses a maximum below the minimum, on the maximum', () => {
    expect(issuesOf(withFirst({ porcentajeMinimo: 40, porcentajeMaximo: 30 }))).toEqual({ 'tipos.0.porcentajeMaximo': BECA_MESSAGES.maxBelowMin })
  })

  it('refuses a percentage that is not a whole number from 1 to 100', () => {
    expect(issuesOf(withFirst({ porcentajeMinimo: 0 }))).toEqual({
      'tipos.0.porcentajeMinimo': BECA_MESSAGES.percent,
    })
    expect(issuesOf(withFirst({ porcentajeMaximo: 101 }))).toEqual({
      'tipos.0.porcentajeMaximo': BECA_MESSAGES.percent,
    })
    expect(issuesOf(withFirst({ porcentajeMinimo: 12.5 }))).toEqual({
      'tipos.0.porcentajeMinimo': BECA_MESSAGES.percent,
    })
  })

  it('refuses the same key twice, under the later beca', () => {
    const tipos = [...becasSeed.tipos, { ...hermanos, titulo: 'Otra' }]
    expect(issuesOf({ ...becasSeed, tipos })).toEqual({
      [`tipos.${tipos.length - 1}.key`]: BECA_MESSAGES.key,
    })
  })

  it('refuses no becas, a beca without requirements, an empty list of levels and a day that does not exist', () => {
    expect(issuesOf({ ...becasSeed, tipos: [] })).toEqual({
      tipos: BECA_MESSAGES.tipos,
    })
    expect(issuesOf(withFirst({ requisitos: [] }))).toEqual({
      'tipos.0.requisitos': BECA_MESSAGES.requisitos,
    })
    expect(issuesOf(withFirst({ niveles: [] }))).toEqual({
      'tipos.0.niveles': BECA_MESSAGES.niveles,
    })
    expect(issuesOf(withFirst({ fechaLimite: '2027-02-30' }))).toEqual({
      'tipos.0.fechaLimite': CONTENT_FIELD_MESSAGES.day,
    })
  })
})

describe('which becas one may apply for', () => {
  const deadline = '2027-01-15'

  it('closes a beca the day after its deadline; one without a deadline never closes', () => {
    expect(isBecaClosed({ fechaLimite: deadline }, deadline)).toBe(false)
    expect(isBecaClosed({ fechaLimite: deadline }, '2027-01-16')).toBe(true)
    expect(isBecaClosed({}, '2099-12-31')).toBe(false)
  })

  it('offers the open becas for the programme’s level', () => {
    const keys = (day: string, level: Parameters<typeof becasOpenFor>[2]) => becasOpenFor(becasSeed, day, level).map((beca) => beca.key)
    expect(keys('2026-12-01', 'maestria')).toEqual(['academica', 'hermanos', 'convenio-empresarial', 'apoyo-socioeconomico'])
    expect(keys('2026-12-01', 'bachillerato')).toContain(deportiva.key)
    // After the deadline only the becas received all year remain.
    expect(keys('2027-02-01', 'licenciatura')).toEqual(['hermanos', 'convenio-empresarial'])
    // No programme chosen yet: every open beca.
    expect(keys('2027-02-01', undefined)).toEqual(['hermanos', 'convenio-empresarial'])
  })

  it('approves only a whole percentage within the beca’s range', () => {
    expect(isWithinBecaRange(academica, 10)).toBe(true)
    expect(isWithinBecaRange(academica, 50)).toBe(true)
    expect(isWithinBecaRange(academica, 51)).toBe(false)
    expect(isWithinBecaRange(academica, 9)).toBe(false)
    expect(isWithinBecaRange(academica, 30.5)).toBe(false)
  })
})
