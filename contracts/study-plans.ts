import { ADMISSION_OPTIONS, NIVELES_ESTUDIO, type Campus, type Carrera, type NivelEstudio } from '#contracts/admission-options.ts'

/**
 * A study plan is a carrera (the ficha's value names the programme, spec §3.1) taught at one
 * education level in one modality. The ficha, the cost table, the programme pages and the RVOE
 * (contracts/rvoe.ts, published as content) all speak of plans this way.
 */

/** The four levels the institute teaches, in the cost table's order; the cost table and the programme pages are organised by them. */
export const EDUCATION_LEVELS = ['bachillerato', 'licenciatura', 'maestria', 'doctorado'] as const
export type EducationLevel = (typeof EDUCATION_LEVELS)[number]

/** The four study modalities (spec §3 "Modality"), in the spec's order. */
export const MODALITY_KEYS = ['escolarizada', 'sabatina', 'en-linea', 'nocturna'] as const
export type ModalityKey = (typeof MODALITY_KEYS)[number]

/**
 * What each ficha level stands for: an education level in a modality (spec §3.1, §9). spec §9
 * gives maestría three modalities, en línea, sabatina (semipresencial) and nocturna, so the
 * plain 'maestria', taught at the Torreón and San Pedro campuses, is the sabatina one.
 */
export const NIVEL_ESTUDIO_PLANS: Readonly<Record<NivelEstudio, { level: EducationLevel; modality: ModalityKey }>> = {
  preparatoria: { level: 'bachillerato', modality: 'escolarizada' },
  'preparatoria en linea': { level: 'bachillerato', modality: 'en-linea' },
  'preparatoria nocturna': { level: 'bachillerato', modality: 'nocturna' },
  licenciatura: { level: 'licenciatura', modality: 'escolarizada' },
  'licenciatura en linea': { level: 'licenciatura', modality: 'en-linea' },
  'licenciatura nocturna': { level: 'licenciatura', modality: 'nocturna' },
  'licenciatura en sabatino': { level: 'licenciatura', modality: 'sabatina' },
  maestria: { level: 'maestria', modality: 'sabatina' },
  'maestria en linea': { level: 'maestria', modality: 'en-linea' },
  'maestria nocturna': { level: 'maestria', modality: 'nocturna' },
  'doctorado en linea': { level: 'doctorado', modality: 'en-linea' },
  'doctorado nocturno': { level: 'doctorado', modality: 'nocturna' },
}

/** A carrera in a modality at a campus, as the ficha offers it. */
export interface PlanAtCampus {
  readonly carrera: Carrera
  readonly level: EducationLevel
  readonly modality: ModalityKey
  readonly campus: Campus
}

/** Every carrera × modality × campus the ficha offers (spec §3.1), in the option table's order. */
export const FICHA_PLANS: readonly PlanAtCampus[] = NIVELES_ESTUDIO.flatMap((nivel) => {
  const { level, modality } = NIVEL_ESTUDIO_PLANS[nivel]
  return ADMISSION_OPTIONS[nivel].flatMap(({ campus, carreras }) => carreras.map((carrera) => ({ carrera, level, modality, campus })))
})

/** The education level of a carrera: the level of the ficha levels that offer it. */
export function levelOfCarrera(carrera: Carrera): EducationLevel | undefined {
  return FICHA_PLANS.find((plan) => plan.carrera === carrera)?.level
}

/** Plans taught that the ficha does not offer: spec §9's cost table prices bachillerato sabatina, which spec §3.1 has no level for. */
const PLANS_BEYOND_THE_FICHA: readonly { readonly carrera: Carrera; readonly modality: ModalityKey }[] = [
  { carrera: 'Preparatoria Bachillerato General', modality: 'sabatina' },
]

/**
 * The modalities a carrera is taught in, in the spec's order: those of its ficha plans and of the
 * plans above. A programme page shows its RVOE in each; an RVOE is published for one of them only.
 */
export function modalitiesOfCarrera(carrera: Carrera): ModalityKey[] {
  const plans = [...FICHA_PLANS, ...PLANS_BEYOND_THE_FICHA]
  return MODALITY_KEYS.filter((modality) => plans.some((plan) => plan.carrera === carrera && plan.modality === modality))
}
