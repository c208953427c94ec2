import { describe, expect, it } from 'vitest'
import { CONTENT_FIELD_MESSAGES } from '#contracts/content/content-fields.ts'
import { RVOE_MESSAGES as MESSAGES, rvoeSchema } from '#contracts/content/rvoe.ts'
import { RVOE_SEED, type PlanRvoe, type RvoeTable } from '#contracts/rvoe.ts'

/** The messages of the data's issues, by path. */
function issuesOf(data: unknown): Record<string, string> {
  const result = rvoeSchema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

/** The seed with one more plan at its end (index {@link ADDED}). */
const withPlan = (plan: unknown) => ({ ...RVOE_SEED, plans: [...RVOE_SEED.plans, plan] })
const ADDED = RVOE_SEED.plans.length

const bachilleratoIndex = RVOE_SEED.plans.findIndex((plan) => plan.grant.kind === 'por-campus')
const bachilleratoEscolarizada = RVOE_SEED.plans[bachilleratoIndex] as PlanRvoe & { grant: { kind: 'por-campus' } }

/** The seed with bachillerato escolarizada's per-campus agreements replaced. */
const withCampuses = (campuses: unknown[]) => ({
  ...RVOE_SEED,
  plans: RVOE_SEED.plans.map((plan, index) => (index === bachilleratoIndex ? { ...plan, grant: { kind: 'por-campus', campuses } } : plan)),
})

const grant = { kind: 'unico', number: 'EJEMPLO-9999', date: '2024-08-01', authority: 'SEP' } as const

describe('the RVOE of the programmes (issue 37)', () => {
  it('takes the seed as it is: every plan of the site with its agreement, and both authorities with their lookups', () => {
    expect(rvoeSchema.parse(RVOE_SEED)).toEqual(RVOE_SEED)
  })

  it('takes a table changed by staff: a plan taken out (en trámite), a new number, a campus more, a renamed authority', () => {
    const changed: RvoeTable = {
      authorities: { ...RVOE_SEED.authorities, SEDU: { ...RVOE_SEED.authorities.SEDU, name: 'Secretaría de Educación del Estado de Coahuila' } },
      plans: [
        ...RVOE_SEED.plans
          .filter((plan) => !(plan.carrera === 'Derecho' && plan.modality === 'nocturna'))
          .map((plan) => (plan.carrera === 'Pedagogia' && plan.modality === 'sabatina' ? { ...plan, grant } : plan)),
      ],
    }
    expect(issuesOf(changed)).toEqual({})
    expect(issuesOf(withCampuses([...bachilleratoEscolarizada.grant.campuses, { campus: 'Saltillo', number: 'X-1', date: '2020-02-29', authority: 'SEDU' }]))).toEqual({})
  })

  it('refuses a carrera or a modality that is not in the catalogue, under the field', () => {
    expect(issuesOf(withPlan({ carrera: 'Medicina', modality: 'escolarizada', grant }))).toEqual({ [`plans.${ADDED}.carrera`]: MESSAGES.carrera })
    expect(issuesOf(withPlan({ carrera: 'Derecho', modality: 'mixta', grant }))).toEqual({ [`plans.${ADDED}.modality`]: MESSAGES.modality })
  })

  it('refuses an RVOE for a modality the carrera is not taught in, naming the ones it is', () => {
    expect(issuesOf(withPlan({ carrera: 'Expresion Artistica', modality: 'nocturna', grant }))).toEqual({
      [`plans.${ADDED}.modality`]: 'Expresión Artística se imparte en Escolarizada y Sabatina: elige una de esas modalidades',
    })
    expect(MESSAGES.notTaught('Doctorado Gestion Educativa')).toBe(
      'Doctorado Gestión Educativa se imparte en En línea y Nocturna: elige una de esas modalidades',
    )
    // Bachillerato sabatina is taught (spec §9's cost table) though the ficha lacks it: its RVOE is in the seed, accepted above.
    expect(issuesOf(withPlan({ carrera: 'Pedagogia', modality: 'escolarizada', grant }))).toEqual({
      [`plans.${ADDED}.modality`]: MESSAGES.notTaught('Pedagogia'),
    })
  })

  it('refuses a second RVOE for the same carrera and modality, under the later one', () => {
    expect(issuesOf(withPlan({ carrera: 'Derecho', modality: 'sabatina', grant }))).toEqual({ [`plans.${ADDED}.modality`]: MESSAGES.repeatedPlan })
  })

  it('refuses a per-campus agreement at a campus not in the catalogue, a campus twice, or no campus at all', () => {
    const [first, ...others] = bachilleratoEscolarizada.grant.campuses
    const path = `plans.${bachilleratoIndex}.grant.campuses`
    expect(issuesOf(withCampuses([{ ...first, campus: 'Monterrey' }, ...others]))).toEqual({ [`${path}.0.campus`]: MESSAGES.campus })
    expect(issuesOf(withCampuses([first, ...others, { ...first, number: 'OTRO-1' }]))).toEqual({
      [`${path}.${others.length + 1}.campus`]: MESSAGES.repeatedCampus,
    })
    expect(issuesOf(withCampuses([]))).toEqual({ [path]: MESSAGES.campuses })
  })

  it('refuses a date that is not a real calendar day, an unknown authority, an empty number', () => {
    const fresh = { carrera: 'Contador Auditor', modality: 'escolarizada' }
    const seedWithout = { ...RVOE_SEED, plans: RVOE_SEED.plans.filter((plan) => !(plan.carrera === fresh.carrera && plan.modality === fresh.modality)) }
    const added = (planGrant: unknown) => ({ ...seedWithout, plans: [...seedWithout.plans, { ...fresh, grant: planGrant }] })
    const last = `plans.${seedWithout.plans.length}.grant`
    expect(issuesOf(added({ ...grant, date: '2023-02-29' }))).toEqual({ [`${last}.date`]: CONTENT_FIELD_MESSAGES.day })
    expect(issuesOf(added({ ...grant, date: '14/08/2006' }))).toEqual({ [`${last}.date`]: CONTENT_FIELD_MESSAGES.day })
    expect(issuesOf(added({ ...grant, authority: 'UNAM' }))).toEqual({ [`${last}.authority`]: MESSAGES.authority })
    expect(issuesOf(added({ ...grant, number: '  ' }))).toEqual({ [`${last}.number`]: MESSAGES.number })
    expect(issuesOf(added({ kind: 'provisional' }))).toEqual({ [`${last}.kind`]: MESSAGES.grant })
    expect(issuesOf(withCampuses([{ ...bachilleratoEscolarizada.grant.campuses[0], date: '2015-13-01' }]))).toEqual({
      [`plans.${bachilleratoIndex}.grant.campuses.0.date`]: CONTENT_FIELD_MESSAGES.day,
    })
  })

  it('refuses a lookup that is not an https address of a real site', () => {
    const authorities = { ...RVOE_SEED.authorities, SEP: { ...RVOE_SEED.authorities.SEP, lookup: { label: 'Consulta', url: 'http://sirvoes.sep.gob.mx' } } }
    expect(issuesOf({ ...RVOE_SEED, authorities })).toEqual({ 'authorities.SEP.lookup.url': CONTENT_FIELD_MESSAGES.url })
  })
})
