import { z } from '#contracts/zod.ts'
import { CAMPUSES, CARRERAS, CARRERA_LABELS, type Carrera } from '#contracts/admission-options.ts'
import { calendarDay, httpsUrl, shortText, uniqueBy } from '#contracts/content/content-fields.ts'
import { CONTENT_VALUE_LABELS } from '#contracts/content/content-labels.ts'
import { CONTENT_LABEL_MAX_CHARS } from '#contracts/limits.ts'
import { RVOE_AUTHORITY_KEYS, type CampusRvoeGrant, type PlanRvoe, type RvoeAuthorityKey } from '#contracts/rvoe.ts'
import { MODALITY_KEYS, modalitiesOfCarrera, type ModalityKey } from '#contracts/study-plans.ts'

/*
 * Issue 37: each programme's RVOE per modality (docs/decisions/017) as a content record staff
 * publish. Its seed is contracts/rvoe.ts RVOE_SEED; the programme pages, the cost table, the ficha
 * page and the ficha's confirmation e-mail read the published record. Relations checked at
 * publish: a plan is a carrera in a modality it is taught in (contracts/study-plans.ts), once; a
 * per-campus agreement names a campus of the catalogue, once; the authority is one of the two.
 */

const modalityNames = (modalities: readonly ModalityKey[]) =>
  new Intl.ListFormat('es', { type: 'conjunction' }).format(modalities.map((modality) => CONTENT_VALUE_LABELS[modality] ?? modality))

export const RVOE_MESSAGES = {
  carrera: 'Elige una carrera de la lista',
  modality: 'Elige una modalidad de la lista',
  notTaught: (carrera: Carrera) =>
    `${CARRERA_LABELS[carrera]} se imparte en ${modalityNames(modalitiesOfCarrera(carrera))}: elige una de esas modalidades`,
  repeatedPlan: 'Esta carrera ya tiene un RVOE en esta modalidad: deja uno solo',
  grant: 'Elige si el RVOE es uno para todos los campus o uno por campus',
  number: `Escribe el número del RVOE como lo escribe el acuerdo, de 1 a ${CONTENT_LABEL_MAX_CHARS} caracteres`,
  authority: `Elige la autoridad que otorgó el RVOE: ${RVOE_AUTHORITY_KEYS.join(' o ')}`,
  campus: 'Elige un campus de la lista',
  campuses: 'Agrega al menos un campus con su RVOE, o elige un RVOE para todos los campus',
  repeatedCampus: 'Este campus ya tiene su RVOE en la lista: deja uno solo',
  plans: 'Escribe la lista de los RVOE por carrera y modalidad',
} as const

const messages = RVOE_MESSAGES

/** The facts of one agreement: its number, its date (a real day) and who granted it. */
const grantFacts = {
  number: z.string({ error: messages.number }).check(
    z.trim(),
    z.minLength(1, { error: messages.number }),
    z.maxLength(CONTENT_LABEL_MAX_CHARS, { error: messages.number }),
  ),
  date: calendarDay,
  authority: z.enum(RVOE_AUTHORITY_KEYS, { error: messages.authority }),
}

const campusGrantSchema = z.object({ campus: z.enum(CAMPUSES, { error: messages.campus }), ...grantFacts })

/** One agreement wherever the plan is taught, or one per campus, each campus once. */
const planGrantSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('unico'), ...grantFacts }),
    z.object({
      kind: z.literal('por-campus'),
      campuses: z.readonly(
        z
          .array(campusGrantSchema, { error: messages.campuses })
          .check(z.minLength(1, { error: messages.campuses }), uniqueBy<CampusRvoeGrant>('campus', messages.repeatedCampus)),
      ),
    }),
  ],
  { error: messages.grant },
)

const planSchema = z.object({
  carrera: z.enum(CARRERAS, { error: messages.carrera }),
  modality: z.enum(MODALITY_KEYS, { error: messages.modality }),
  grant: planGrantSchema,
})

/** Each plan a carrera in a modality it is taught in, and once: the later of two is named. */
const taughtOnce = z.superRefine<readonly PlanRvoe[]>((plans, ctx) => {
  plans.forEach(({ carrera, modality }, index) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: [index, 'modality'], input: modality })
    if (!modalitiesOfCarrera(carrera).includes(modality)) issue(messages.notTaught(carrera))
    else if (plans.findIndex((other) => other.carrera === carrera && other.modality === modality) !== index) issue(messages.repeatedPlan)
  })
})

const authoritySchema = z.object({
  name: shortText,
  abbreviation: shortText,
  lookup: z.object({ label: shortText, url: httpsUrl }),
})

const authoritiesShape = Object.fromEntries(RVOE_AUTHORITY_KEYS.map((key) => [key, authoritySchema])) as Record<
  RvoeAuthorityKey,
  typeof authoritySchema
>

/** The RVOE table: the authorities with their public lookups, and every plan with an RVOE (a plan left out is en trámite). */
export const rvoeSchema = z.object({
  authorities: z.object(authoritiesShape),
  plans: z.readonly(z.array(planSchema, { error: messages.plans }).check(taughtOnce)),
})
