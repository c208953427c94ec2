import type { JsonLdDocument } from '#app/components/ui/json-ld.tsx'
import { CAMPUS_STATE, type Campus } from '#content/campuses.ts'
import { identity } from '#content/identity.ts'
import { imageUrl } from '#content/media.ts'

/** schema.org `CollegeOrUniversity` for one campus page: the campus, its address and its institute. */
export function campusJsonLd(campus: Campus): JsonLdDocument {
  const url = new URL(campus.page.path, identity.siteUrl).href
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: `${identity.name}, Campus ${campus.name}`,
    alternateName: `${identity.acronym} Campus ${campus.name}`,
    url,
    image: new URL(imageUrl(campus.photo, campus.photo.width, 'webp'), identity.siteUrl).href,
    telephone: campus.phones[0].e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: campus.streetAddress,
      addressLocality: campus.locality,
      addressRegion: CAMPUS_STATE,
      postalCode: campus.postalCode,
      addressCountry: 'MX',
    },
    parentOrganization: { '@type': 'CollegeOrUniversity', name: identity.name, url: identity.siteUrl },
  }
}
