import { z } from '#contracts/zod.ts'
import { calendarDay, longText, nonEmptyList, shortText, slugSchema, uniqueBy } from '#contracts/content/content-fields.ts'
import { EDUCATION_LEVELS } from '#contracts/study-plans.ts'
import { BECA_PERCENT_MAX, BECA_PERCENT_MIN } from '#contracts/content/becas-rules.ts'

/*
 * Issue 39: the institute's becas, one record staff publish: an introduction and the kinds of
 * beca, each with its percentage range, requirements, deadline and the levels it is for. The
 * becas page shows them and offers them in its application form; the server checks an
 * application's `tipo_beca` against the published keys. The seed is content/becas.ts; the rules
 * pages and the server read it by are in becas-rules.ts, which carries no schema into the pages.
 */


export const BECA_MESSAGES = {
  key: 'Escribe una clave que ninguna otra beca use',
  percent: `Escribe un porcentaje entero de ${BECA_PERCENT_MIN} a ${BECA_PERCENT_MAX}`,
  maxBelowMin: 'Escribe un porcentaje máximo igual o mayor que el mínimo',
  requisitos: 'Escribe al menos un requisito',
  tipos: 'Escribe al menos un tipo de beca',
  niveles: 'Elige al menos un nivel, o quita la lista para que la beca sea para todos los niveles',
} as const

const percent = z
  .int({ error: BECA_MESSAGES.percent })
  .check(z.minimum(BECA_PERCENT_MIN, { error: BECA_MESSAGES.percent }), z.maximum(BECA_PERCENT_MAX, { error: BECA_MESSAGES.percent }))

export const becaTypeSchema = z
  .object({
    /** What each application stores as its `tipo_beca`: keep it once applications name it. */
    key: slugSchema,
    titulo: shortText,
    descripcion: longText,
    /** The range granted, in whole percent of the tuition; equal for a fixed percentage. */
    porcentajeMinimo: percent,
    porcentajeMaximo: percent,
    requisitos: nonEmptyList(longText, BECA_MESSAGES.requisitos),
    /** The last day to apply (the institute's calendar day); none: it is received all year. */
    fechaLimite: z.optional(calendarDay),
    /** The levels it is for; none: every level. */
    niveles: z.optional(
      z.readonly(z.array(z.enum(EDUCATION_LEVELS, { error: BECA_MESSAGES.niveles })).check(z.minLength(1, { error: BECA_MESSAGES.niveles }))),
    ),
  })
  .check(
    z.refine(({ porcentajeMinimo, porcentajeMaximo }) => porcentajeMaximo >= porcentajeMinimo, {
      error: BECA_MESSAGES.maxBelowMin,
      path: ['porcentajeMaximo'],
    }),
  )
export type BecaType = z.output<typeof becaTypeSchema>

export const becasSchema = z.object({
  /** The paragraph under the page's heading. */
  introduccion: longText,
  /** Every beca in the order the page lists them; each key once. */
  tipos: z.readonly(
    z.array(becaTypeSchema, { error: BECA_MESSAGES.tipos }).check(z.minLength(1, { error: BECA_MESSAGES.tipos }), uniqueBy<BecaType>('key', BECA_MESSAGES.key)),
  ),
})
export type Becas = z.output<typeof becasSchema>
