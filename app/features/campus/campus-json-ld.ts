import type { JsonLdDocument } from '#app/components/ui/json-ld.tsx'
import { PUBLIC_BASE_URL, siteUrl } from '#app/config/public-env.ts'
import { campusPostalAddress } from '#app/lib/campus-postal-address.ts'
import type { Campus } from '#content/campuses.ts'
import { brand } from '#content/identity.ts'
import { imageUrl } from '#content/media.ts'

/** schema.org `CollegeOrUniversity` for one campus page: the campus, its address and its institute. */
export function campusJsonLd(campus: Campus): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: `${brand.name}, Campus ${campus.name}`,
    alternateName: `${brand.acronym} Campus ${campus.name}`,
    url: siteUrl(campus.page.path),
    image: siteUrl(imageUrl(campus.photo, campus.photo.width, 'webp')),
    telephone: campus.phones[0].e164,
    address: campusPostalAddress(campus),
    parentOrganization: { '@type': 'CollegeOrUniversity', name: brand.name, url: PUBLIC_BASE_URL },
  }
}
