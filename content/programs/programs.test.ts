import { describe, expect, it } from 'vitest'
import { programSchema } from '#contracts/content/program.ts'
import { META_DESCRIPTION_MAX_CHARS } from '#contracts/limits.ts'
import { PROGRAM_PAGE_LEVELS } from '#contracts/site-paths.ts'
import { levelOfCarrera } from '#contracts/study-plans.ts'
import { bachillerato } from './bachillerato.ts'
import { programEntries } from './catalog.ts'
import { contador } from './contador.ts'
import { educacion } from './educacion.ts'
import { expresion } from './expresion.ts'
import { lenguaInglesa } from './lengua-inglesa.ts'
import { programRecords, programs } from './programs.ts'

const fours = (periods: number) => Array.from({ length: periods }, () => 4)

/** spec §3.3: subjects per period, period by period, for every programme. */
const SUBJECT_COUNTS: Readonly<Record<string, readonly number[]>> = {
  bachillerato: [8, 9, 10, 9],
  educacion: fours(9),
  derecho: [5, 5, 5, 4, 5, 5, 5, 5, 4],
  comunicacion: [5, 5, 5, 5, 5, 5, 6, 5, 5],
  administracion: [5, 5, 5, 5, 5, 5, 6, 5, 5],
  expresion: fours(8),
  contador: fours(9),
  'lengua-inglesa': fours(9),
  pedagogia: fours(4),
  'juicios-orales': fours(4),
  gestion: [3, 3, 3, 3, 3, 3],
}

describe('programmes', () => {
  it('lists the eleven programmes of spec §2.1 in order, each at its route', () => {
    expect(programs.map((program) => program.page.path)).toEqual([
      '/inicio/bachillerato',
      '/inicio/licenciatura/educacion',
      '/inicio/licenciatura/lengua-inglesa',
      '/inicio/licenciatura/derecho',
      '/inicio/licenciatura/comunicacion',
      '/inicio/licenciatura/administracion',
      '/inicio/licenciatura/expresion',
      '/inicio/licenciatura/contador',
      '/inicio/posgrado/maestria/pedagogia',
      '/inicio/posgrado/maestria/juicios-orales',
      '/inicio/posgrado/doctorado/gestion',
    ])
    for (const program of programs) expect(program.page.path.endsWith(`/${program.slug}`)).toBe(true)
  })

  it('has one entry per programme page slug, in their order, and each seed record passes the programme schema', () => {
    expect(programEntries.map((entry) => entry.slug)).toEqual(Object.keys(PROGRAM_PAGE_LEVELS))
    for (const [slug, record] of Object.entries(programRecords)) expect(programSchema.safeParse(record).error?.issues, slug).toBeUndefined()
  })

  it('has one page per record, in the order of the records', () => {
    expect(programs.map((program) => program.slug)).toEqual(programEntries.map((entry) => entry.slug))
    for (const [index, program] of programs.entries()) expect(program).toMatchObject(programEntries[index]!)
  })

  it('names each programme by its own ficha carrera, taught at the programme level', () => {
    expect(new Set(programs.map((program) => program.carrera)).size).toBe(programs.length)
    for (const program of programs) expect(levelOfCarrera(program.carrera), program.slug).toBe(program.level)
  })

  it.each(programs.map((program) => [program.slug, program] as const))(
    '%s has the period and subject counts of spec §3.3',
    (slug, program) => {
      const expected = SUBJECT_COUNTS[slug] ?? []
      expect(program.periods).toHaveLength(expected.length)
      expect(program.periods.map((period) => period.materias.length)).toEqual(expected)
    },
  )

  it('Expresión Artística starts from the first eight periods of Ciencias de la Educación', () => {
    expect(expresion.periods).toEqual(educacion.periods.slice(0, 8))
  })

  it('Enseñanza en Lengua Inglesa includes Fundamentos del Idioma Inglés I to VIII and Traducción I to III', () => {
    const subjects = lenguaInglesa.periods.flatMap((period) => period.materias)
    const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII']
    for (const numeral of roman) expect(subjects).toContain(`Fundamentos del Idioma Inglés ${numeral}`)
    for (const numeral of roman.slice(0, 3)) expect(subjects).toContain(`Traducción ${numeral}`)
  })

  it('names the periods in order with the unit of each programme (semestres for bachillerato, cuatrimestres otherwise)', () => {
    expect(bachillerato.periods.map((period) => period.nombre)).toEqual([
      'Primer semestre',
      'Segundo semestre',
      'Tercer semestre',
      'Cuarto semestre',
    ])
    expect(educacion.periods.at(-1)?.nombre).toBe('Noveno cuatrimestre')
    for (const program of programs) {
      expect(program.periodUnit).toBe(program.slug === 'bachillerato' ? 'semestre' : 'cuatrimestre')
      for (const period of program.periods) expect(period.nombre.endsWith(` ${program.periodUnit}`)).toBe(true)
    }
  })

  it('never repeats a subject within a programme, and every text is filled in', () => {
    for (const program of programs) {
      const subjects = program.periods.flatMap((period) => period.materias)
      expect(new Set(subjects).size, program.slug).toBe(subjects.length)
      for (const text of [...subjects, program.name, program.tagline, ...program.blurb]) expect(text.trim()).not.toBe('')
      for (const profile of [program.profiles.ingreso, program.profiles.egreso]) {
        expect(profile.summary.trim()).not.toBe('')
        expect(profile.knowledge.length).toBeGreaterThan(0)
        expect(profile.skills.length).toBeGreaterThan(0)
      }
    }
  })

  it('gives every page its own title and a meta description of search-result length', () => {
    expect(new Set(programs.map((program) => program.page.title)).size).toBe(programs.length)
    for (const program of programs) expect(program.page.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_CHARS)
  })

  it('has one study plan per programme; Contador Auditor opens the bachillerato document (spec §2.13)', () => {
    expect(contador.studyPlan).toEqual(bachillerato.studyPlan)
    const others = programs.filter((program) => program.slug !== 'contador')
    expect(new Set(others.map((program) => program.studyPlan.downloadUrl)).size).toBe(others.length)
    expect(new Set(others.map((program) => program.studyPlan.previewUrl)).size).toBe(others.length)
    for (const program of programs) {
      // Placeholders until the institute publishes its documents: an example host, never a guessed real one.
      expect(new URL(program.studyPlan.downloadUrl).hostname).toBe('drive.example.com')
      expect(new URL(program.studyPlan.previewUrl).hostname).toBe('drive.example.com')
    }
  })
})
