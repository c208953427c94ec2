import { describe, expect, it } from 'vitest'
import { PUBLIC_BASE_URL } from '#app/config/public-env.ts'
import { campusBySlug } from '#content/campuses.ts'
import { brand } from '#content/identity.ts'
import { campusJsonLd } from './campus-json-ld.ts'

describe('campus structured data', () => {
  it('describes the campus as a CollegeOrUniversity with its postal address', () => {
    const saltillo = campusBySlug('saltillo')
    expect(campusJsonLd(saltillo)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: `${brand.name}, Campus Saltillo`,
      url: `${PUBLIC_BASE_URL}/inicio/campus/saltillo`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Calz. Antonio Narro 9355, colonia Los Pinos, Buenavista',
        addressLocality: 'Saltillo',
        addressRegion: 'Coahuila',
        postalCode: '25084',
        addressCountry: 'MX',
      },
      parentOrganization: { name: brand.name },
    })
  })
})
