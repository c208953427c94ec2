import { describe, expect, it } from 'vitest'
import { rvoeAt, rvoeSummary } from '#contracts/rvoe.ts'
import { withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'
import { careerRvoeText } from './career-rvoe.tsx'

describe('careerRvoeText', () => {
  const choice = { nivel_estudio: 'licenciatura en sabatino', campus: 'Matamoros', carrera: 'Derecho' }

  it('gives the RVOE of the plan the choice names', () => {
    const grant = rvoeAt({ carrera: 'Derecho', modality: 'sabatina', campus: 'Matamoros' })
    expect(careerRvoeText(choice)).toBe(`Validez oficial: ${rvoeSummary(grant!)}`)
  })

  it("says 'Validez oficial en trámite' when that plan has no RVOE filled in", () => {
    expect(careerRvoeText(choice, withoutRvoe('Derecho', 'sabatina'))).toBe('Validez oficial en trámite')
  })

  it('says nothing until level, campus and carrera form a combination of the ficha', () => {
    expect(careerRvoeText({ ...choice, carrera: '' })).toBeNull()
    expect(careerRvoeText({ ...choice, campus: 'Internet' })).toBeNull()
  })
})
