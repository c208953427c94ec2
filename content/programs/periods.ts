import type { Period, PeriodUnit } from './types.ts'

/** Months in one period of each unit (spec §3.3: a cuatrimestre is a four-month period). */
export const PERIOD_UNIT_MONTHS: Readonly<Record<PeriodUnit, number>> = {
  semestre: 6,
  cuatrimestre: 4,
}

export const periodUnitLabels: Readonly<Record<PeriodUnit, { singular: string; plural: string }>> = {
  semestre: { singular: 'semestre', plural: 'semestres' },
  cuatrimestre: { singular: 'cuatrimestre', plural: 'cuatrimestres' },
}

/** Spanish ordinals before a masculine noun ('Primer semestre', 'Tercer cuatrimestre'). */
const ORDINALS = ['Primer', 'Segundo', 'Tercer', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno'] as const

/**
 * A curriculum from its subject lists, one list per period in order; each period is named
 * 'Primer semestre', 'Segundo semestre', … so the names are written once, here.
 */
export function curriculum(unit: PeriodUnit, subjectsByPeriod: readonly (readonly string[])[]): readonly Period[] {
  return subjectsByPeriod.map((materias, index) => {
    const ordinal = ORDINALS[index]
    if (ordinal === undefined) throw new Error(`No hay ordinal para el periodo ${index + 1}`)
    return { nombre: `${ordinal} ${periodUnitLabels[unit].singular}`, materias }
  })
}

/**
 * The spec names the periods of the maestrías and the doctorate only "terms" (§3.3, §9). We call
 * them cuatrimestres: the institute's licenciaturas already run on a cuatrimestral calendar, and
 * in Mexico private institutions usually organise maestrías and doctorados in cuatrimestres when,
 * as here (§9), they are taught sabatina, nocturna or en línea to people who work. A maestría of
 * 4 periods then takes 16 months and the doctorate of 6 periods two years. Change it here only
 * if the institute's plans say semestre: the period names and the durations follow from it.
 */
export const POSGRADO_PERIOD_UNIT: PeriodUnit = 'cuatrimestre'
