import type { EducationLevel } from '#contracts/study-plans.ts'
import type { BecaType, Becas } from '#contracts/content/becas.ts'

/*
 * Issue 39: what the published becas mean, apart from their schema (contracts/content/becas.ts), so
 * that the pages that apply these rules do not carry the schema's validators in their JavaScript.
 */

/** The smallest and largest percentage a beca can cover (of the tuition). */
export const BECA_PERCENT_MIN = 1
export const BECA_PERCENT_MAX = 100

/** Whether the beca's deadline has passed on `day` (the institute's `aaaa-mm-dd`): days compare as text. */
export function isBecaClosed(beca: Pick<BecaType, 'fechaLimite'>, day: string): boolean {
  return beca.fechaLimite !== undefined && beca.fechaLimite < day
}

/** Whether the beca is for a programme of `level` (a beca without levels is for every level). */
export function isBecaForLevel(beca: Pick<BecaType, 'niveles'>, level: EducationLevel): boolean {
  return beca.niveles === undefined || beca.niveles.includes(level)
}

/**
 * The becas one may apply for on `day`: those whose deadline has not passed and, once the
 * programme is known, those for its `level`.
 */
export function becasOpenFor(becas: Becas, day: string, level?: EducationLevel): readonly BecaType[] {
  return becas.tipos.filter((beca) => !isBecaClosed(beca, day) && (level === undefined || isBecaForLevel(beca, level)))
}

/** Whether `percentage` is within what the beca grants (an approval's percentage). */
export function isWithinBecaRange(beca: Pick<BecaType, 'porcentajeMinimo' | 'porcentajeMaximo'>, percentage: number): boolean {
  return Number.isInteger(percentage) && percentage >= beca.porcentajeMinimo && percentage <= beca.porcentajeMaximo
}
