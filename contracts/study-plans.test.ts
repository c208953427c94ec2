import { describe, expect, it } from 'vitest'
import { CARRERAS, NIVELES_ESTUDIO } from '#contracts/admission-options.ts'
import { FICHA_PLANS, NIVEL_ESTUDIO_PLANS, levelOfCarrera } from '#contracts/study-plans.ts'
import { SPEC_FICHA_COMBINATIONS } from '#tests/fixtures/ficha-combinations.ts'

describe('study plans', () => {
  it('reads each ficha level as a different level × modality; the plain maestría is the sabatina one (spec §9)', () => {
    const pairs = NIVELES_ESTUDIO.map((nivel) => `${NIVEL_ESTUDIO_PLANS[nivel].level} ${NIVEL_ESTUDIO_PLANS[nivel].modality}`)
    expect(new Set(pairs).size).toBe(NIVELES_ESTUDIO.length)
    expect(NIVEL_ESTUDIO_PLANS.maestria).toEqual({ level: 'maestria', modality: 'sabatina' })
    expect(NIVEL_ESTUDIO_PLANS['licenciatura en sabatino']).toEqual({ level: 'licenciatura', modality: 'sabatina' })
    expect(NIVEL_ESTUDIO_PLANS['doctorado nocturno']).toEqual({ level: 'doctorado', modality: 'nocturna' })
  })

  it('lists one plan per combination of spec §3.1', () => {
    expect(FICHA_PLANS).toHaveLength(SPEC_FICHA_COMBINATIONS.length)
    expect(FICHA_PLANS).toContainEqual({ carrera: 'Derecho', level: 'licenciatura', modality: 'sabatina', campus: 'Matamoros' })
  })

  it('gives every carrera the one level the ficha teaches it at', () => {
    for (const carrera of CARRERAS) {
      const levels = new Set(FICHA_PLANS.filter((plan) => plan.carrera === carrera).map((plan) => plan.level))
      expect([...levels], carrera).toEqual([levelOfCarrera(carrera)])
    }
    expect(levelOfCarrera('Preparatoria Bachillerato General')).toBe('bachillerato')
    expect(levelOfCarrera('Educacion en Competencias')).toBe('maestria')
  })
})
