import { z } from '#contracts/zod.ts'
import { META_DESCRIPTION_MAX_CHARS } from '#contracts/limits.ts'
import { httpsUrl, longText, nonEmptyList, shortText, uniqueBy } from '#contracts/content/content-fields.ts'
import { slottedImageSchema } from '#contracts/content/media.ts'

/*
 * Issue 37: a programme's page (spec §2.13) as a content record staff publish, one per programme,
 * its key the programme's slug (PROGRAM_PAGE_LEVELS, contracts/site-paths.ts). What names the
 * programme and where its page is stays in the catalogue (content/programs/catalog.ts): it decides
 * the routes and the menus. The seed is content/programs/<slug>.ts.
 */

/** How a programme divides its time (spec §3.3, §9). */
export const PERIOD_UNITS = ['semestre', 'cuatrimestre'] as const
export type PeriodUnit = (typeof PERIOD_UNITS)[number]

export const PROGRAM_MESSAGES = {
  description: `Escribe una descripción de 1 a ${META_DESCRIPTION_MAX_CHARS} caracteres: es la que muestran los buscadores`,
  blurb: 'Escribe al menos un párrafo',
  periodUnit: 'Elige si el programa se cursa en semestres o en cuatrimestres',
  periods: 'Agrega al menos un periodo al plan de estudios',
  subjects: 'Agrega al menos una materia al periodo',
  repeatedPeriod: 'Otro periodo ya tiene este nombre: dale a cada periodo el suyo',
  repeatedSubject: 'Esta materia ya está en el plan de estudios: escríbela una sola vez',
  knowledge: 'Escribe al menos un conocimiento',
  skills: 'Escribe al menos una habilidad',
} as const

/** A list of at least one item; `readonly Item[]`, since the seed builds some from others (content/programs/periods.ts). */
const listOfAtLeastOne = <Item extends z.ZodMiniType>(item: Item, error: string) =>
  z.readonly(z.array(item, { error }).check(z.minLength(1, { error })))

/** One period of a curriculum: the spec fixes the names `nombre` and `materias` (spec §3 "Period"). */
export const periodSchema = z.object({
  /** e.g. 'Primer cuatrimestre': the period's button and heading. */
  nombre: shortText,
  materias: listOfAtLeastOne(shortText, PROGRAM_MESSAGES.subjects),
})
export type Period = z.output<typeof periodSchema>

/** Each subject once in the whole curriculum: a repeated one is named where it repeats. */
const eachSubjectOnce = z.superRefine<readonly Period[]>((periods, ctx) => {
  const seen = new Set<string>()
  periods.forEach(({ materias }, period) => {
    materias.forEach((subject, index) => {
      if (seen.has(subject)) ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.repeatedSubject, path: [period, 'materias', index], input: subject })
      seen.add(subject)
    })
  })
})

/** What an applicant brings (ingreso) or a graduate leaves with (egreso). */
export const profileSchema = z.object({
  /** One sentence that frames the two lists. */
  summary: longText,
  knowledge: nonEmptyList(longText, PROGRAM_MESSAGES.knowledge),
  skills: nonEmptyList(longText, PROGRAM_MESSAGES.skills),
  /** Shown beside the lists and swapped with them (bachillerato's, spec §2.13); a card-sized photo. */
  image: z.optional(slottedImageSchema('card')),
})
export type Profile = z.output<typeof profileSchema>

/** The study-plan document on the file-sharing service (spec §2.13): one link downloads it, the other opens the service's viewer. */
export const studyPlanSchema = z.object({ downloadUrl: httpsUrl, previewUrl: httpsUrl })
export type StudyPlanDocument = z.output<typeof studyPlanSchema>

/** What a programme record states: everything its page shows besides the catalogue's entry. */
export const programSchema = z.object({
  /** The page's title and meta description (its path follows from the catalogue). */
  page: z.object({
    title: shortText,
    description: z.string({ error: PROGRAM_MESSAGES.description }).check(
      z.trim(),
      z.minLength(1, { error: PROGRAM_MESSAGES.description }),
      z.maxLength(META_DESCRIPTION_MAX_CHARS, { error: PROGRAM_MESSAGES.description }),
    ),
  }),
  /** One line under the heading in the hero. */
  tagline: shortText,
  /** The hero banner's photo: the wide slot, which spans the page. */
  heroImage: slottedImageSchema('wide'),
  /** The information blurb, one text per paragraph. */
  blurb: nonEmptyList(longText, PROGRAM_MESSAGES.blurb),
  periodUnit: z.enum(PERIOD_UNITS, { error: PROGRAM_MESSAGES.periodUnit }),
  periods: listOfAtLeastOne(periodSchema, PROGRAM_MESSAGES.periods).check(
    uniqueBy<Period>('nombre', PROGRAM_MESSAGES.repeatedPeriod),
    eachSubjectOnce,
  ),
  /** The two sides of the profile toggle (spec §2.13, §3 `perfilActivo`). */
  profiles: z.object({ ingreso: profileSchema, egreso: profileSchema }),
  studyPlan: studyPlanSchema,
})
export type ProgramFacts = z.output<typeof programSchema>

export type ProfileKey = keyof ProgramFacts['profiles']
