import { CAMPUSES, CAMPUS_LABELS, type Campus } from '#contracts/admission-options.ts'
import type { ModalityOffer } from './program-summaries.ts'

/** The campus value of the online offer: the pages name it «En línea», a modality rather than a place. */
export const ONLINE_CAMPUS: Campus = 'Internet'

/**
 * Where a programme is taught, as one line: its campuses in the catalogue's order, then the online
 * offer in the words given (the ficha lists it as the campus 'Internet').
 */
export function campusNames(offers: readonly Pick<ModalityOffer, 'campuses'>[], online: string): string {
  const offered = new Set(offers.flatMap((offer) => offer.campuses))
  const places = CAMPUSES.filter((campus) => campus !== ONLINE_CAMPUS && offered.has(campus)).map((campus) => CAMPUS_LABELS[campus])
  return [...places, ...(offered.has(ONLINE_CAMPUS) ? [online] : [])].join(', ')
}
