import type { CampusFacts } from '#contracts/content/campus.ts'
import { CAMPUS_STATE } from '#content/campuses.ts'

/** schema.org `PostalAddress` of a campus: its page's structured data, and an event held there. */
export function campusPostalAddress(campus: Pick<CampusFacts, 'streetAddress' | 'locality' | 'postalCode'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: campus.streetAddress,
    addressLocality: campus.locality,
    addressRegion: CAMPUS_STATE,
    postalCode: campus.postalCode,
    addressCountry: 'MX',
  } as const
}
