import { describe, expect, it } from 'vitest'
import { modalityTexts } from '#content/modalities.ts'
import { programRecords } from '#content/programs/programs.ts'
import { CONTENT_FIELD_MESSAGES } from '#contracts/content/content-fields.ts'
import { MODALITY_MESSAGES, modalitiesSchema } from '#contracts/content/modalities.ts'
import { PROGRAM_MESSAGES, programSchema } from '#contracts/content/program.ts'
import { META_DESCRIPTION_MAX_CHARS } from '#contracts/limits.ts'
import { MODALITY_KEYS } from '#contracts/study-plans.ts'

/** The messages of the data's issues, by path. */
function issuesOf(schema: typeof programSchema | typeof modalitiesSchema, data: unknown): Record<string, string> {
  const result = schema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const derecho = programRecords.derecho

describe('programme schema (issue 37)', () => {
  it("takes each of today's programmes as it is", () => {
    for (const [slug, record] of Object.entries(programRecords)) expect(programSchema.parse(record), slug).toEqual(record)
  })

  it('refuses empty lists on the list itself: no paragraph, no period, a period without subjects, a profile without skills', () => {
    const [first, ...rest] = derecho.periods
    const data = {
      ...derecho,
      blurb: [],
      periods: [{ ...first, materias: [] }, ...rest],
      profiles: { ...derecho.profiles, egreso: { ...derecho.profiles.egreso, skills: [] } },
    }
    expect(issuesOf(programSchema, data)).toEqual({
      blurb: PROGRAM_MESSAGES.blurb,
      'periods.0.materias': PROGRAM_MESSAGES.subjects,
      'profiles.egreso.skills': PROGRAM_MESSAGES.skills,
    })
    expect(issuesOf(programSchema, { ...derecho, periods: [] })).toEqual({ periods: PROGRAM_MESSAGES.periods })
  })

  it('refuses a subject written twice in the curriculum and two periods of the same name, where they repeat', () => {
    const [first, second, ...rest] = derecho.periods
    if (!first || !second) throw new Error('Derecho tiene al menos dos periodos.')
    const data = { ...derecho, periods: [first, { nombre: first.nombre, materias: [second.materias[0], first.materias[1]] }, ...rest] }
    expect(issuesOf(programSchema, data)).toEqual({
      'periods.1.nombre': PROGRAM_MESSAGES.repeatedPeriod,
      'periods.1.materias.1': PROGRAM_MESSAGES.repeatedSubject,
    })
  })

  it('refuses a study plan on http, a description longer than a search result shows, a blank tagline and an unknown period unit', () => {
    const data = {
      ...derecho,
      page: { ...derecho.page, description: 'x'.repeat(META_DESCRIPTION_MAX_CHARS + 1) },
      tagline: '  ',
      periodUnit: 'trimestre',
      studyPlan: { ...derecho.studyPlan, previewUrl: 'http://drive.example.com/plan' },
    }
    expect(issuesOf(programSchema, data)).toEqual({
      'page.description': PROGRAM_MESSAGES.description,
      tagline: CONTENT_FIELD_MESSAGES.text,
      periodUnit: PROGRAM_MESSAGES.periodUnit,
      'studyPlan.previewUrl': CONTENT_FIELD_MESSAGES.url,
    })
  })
})

describe('modality cards schema (issue 37)', () => {
  it("takes today's cards as they are, one per modality in the spec's order", () => {
    expect(modalitiesSchema.parse(modalityTexts)).toEqual(modalityTexts)
    expect(Object.keys(modalitiesSchema.def.shape)).toEqual(MODALITY_KEYS)
  })

  it('refuses a card left out and a blank title, on the card; a card of another modality is dropped', () => {
    const data = { ...modalityTexts, nocturna: undefined, sabatina: { ...modalityTexts.sabatina, titulo: ' ' }, semipresencial: modalityTexts.sabatina }
    expect(issuesOf(modalitiesSchema, data)).toEqual({ nocturna: MODALITY_MESSAGES.card, 'sabatina.titulo': CONTENT_FIELD_MESSAGES.text })
    expect(Object.keys(modalitiesSchema.parse({ ...modalityTexts, semipresencial: modalityTexts.sabatina }))).toEqual(MODALITY_KEYS)
  })
})
