import type { SelectOption } from '#app/components/form/schema-field.tsx'
import { programEntries } from '#content/programs/catalog.ts'
import { CAMPUSES, CAMPUS_LABELS, isCarrera } from '#contracts/admission-options.ts'
import { isOfferedAtCampus, type BecaOffer } from '#contracts/beca-application.ts'
import type { BecaType, Becas } from '#contracts/content/becas.ts'
import { becasOpenFor } from '#contracts/content/becas-rules.ts'
import { levelOfCarrera } from '#contracts/study-plans.ts'

/*
 * Issue 39: the application's choices, from what is published. Whether a programme is offered at a
 * campus is the contract's rule (contracts/beca-application.ts `isOfferedAtCampus`, which the
 * server checks too): the lists below only ask it.
 */

/** The campuses where a programme (its carrera, the ficha's value) is offered, in the ficha's order of campuses. */
export function campusesOffering(offer: BecaOffer, carrera: string): SelectOption[] {
  return CAMPUSES.filter((campus) => isOfferedAtCampus(offer, carrera, campus)).map((campus) => ({ value: campus, label: CAMPUS_LABELS[campus] }))
}

/** The programmes some campus offers now, in the catalogue's order, by their full name. */
export function programmesOffered(offer: BecaOffer): SelectOption[] {
  return programEntries.filter((entry) => campusesOffering(offer, entry.carrera).length > 0).map((entry) => ({ value: entry.carrera, label: entry.name }))
}

/** The open becas for the chosen programme's level (every open beca before one is chosen). */
export function becasFor(becas: Becas, today: string, carrera: string): readonly BecaType[] {
  return becasOpenFor(becas, today, isCarrera(carrera) ? levelOfCarrera(carrera) : undefined)
}
