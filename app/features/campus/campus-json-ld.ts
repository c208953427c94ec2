import type { JsonLdDocument } from '#app/components/ui/json-ld.tsx'
import { PUBLIC_BASE_URL, siteUrl } from '#app/config/public-env.ts'
import { CAMPUS_STATE, type Campus } from '#content/campuses.ts'
import { identity } from '#content/identity.ts'
import { imageUrl } from '#content/media.ts'

/** schema.org `CollegeOrUniversity` for one campus page: the campus, its address and its institute. */
export function campusJsonLd(campus: Campus): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: `${identity.name}, Campus ${campus.name}`,
    alternateName: `${identity.acronym} Campus ${campus.name}`,
    url: siteUrl(campus.page.path),
    image: siteUrl(imageUrl(campus.photo, campus.photo.width, 'webp')),
    telephone: campus.phones[0].e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: campus.streetAddress,
      addressLocality: campus.locality,
      addressRegion: CAMPUS_STATE,
      postalCode: campus.postalCode,
      addressCountry: 'MX',
    },
    parentOrganization: { '@type': 'CollegeOrUniversity', name: identity.name, url: PUBLIC_BASE_URL },
  }
}
