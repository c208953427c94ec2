import { describe, expect, it } from 'vitest'
import { RVOE_SEED, rvoeSummary } from '#contracts/rvoe.ts'
import { seedGrantOf, withRvoe, withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'
import { careerRvoeText } from './career-rvoe.tsx'

describe('careerRvoeText', () => {
  const choice = { nivel_estudio: 'licenciatura en sabatino', campus: 'Matamoros', carrera: 'Derecho' }

  it('gives the published RVOE of the plan the choice names', () => {
    expect(careerRvoeText(choice, RVOE_SEED)).toBe(`Validez oficial: ${rvoeSummary(seedGrantOf('Derecho', 'sabatina'), RVOE_SEED.authorities)}`)
    const published = withRvoe('Derecho', 'sabatina', { kind: 'unico', number: 'SEDU-2026-1', date: '2026-02-02', authority: 'SEDU' })
    expect(careerRvoeText(choice, published)).toBe('Validez oficial: RVOE SEDU-2026-1 del 2 de febrero de 2026 (SEDU)')
  })

  it("says 'Validez oficial en trámite' when that plan has no RVOE published", () => {
    expect(careerRvoeText(choice, withoutRvoe('Derecho', 'sabatina'))).toBe('Validez oficial en trámite')
  })

  it('says nothing until level, campus and carrera are chosen', () => {
    expect(careerRvoeText({ ...choice, carrera: '' }, RVOE_SEED)).toBeNull()
    expect(careerRvoeText({ ...choice, campus: '' }, RVOE_SEED)).toBeNull()
    expect(careerRvoeText({ ...choice, nivel_estudio: '' }, RVOE_SEED)).toBeNull()
  })
})
