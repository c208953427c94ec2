import { describe, expect, it } from 'vitest'
import { PUBLIC_BASE_URL } from '#app/config/public-env.ts'
import { credentialsJsonLd, isoDurationFromMonths, priceLinesFor, programJsonLd } from '#app/features/program-browser/program-json-ld.ts'
import { brand, identitySeed } from '#content/identity.ts'
import { modalityTitle } from '#content/modalities.ts'
import { costTable, feeAmount } from '#content/prices.ts'
import { programBySlug, programs } from '#content/programs/programs.ts'
import { RVOE_SEED, carreraRvoe } from '#contracts/rvoe.ts'
import { seedGrantOf, withRvoe, withoutRvoe } from '#tests/fixtures/rvoe-tables.ts'

const bachillerato = programBySlug('bachillerato')
const derecho = programBySlug('derecho')
const expresion = programBySlug('expresion')
const gestion = programBySlug('gestion')
const pedagogia = programBySlug('pedagogia')

/** The seed's published facts: the site as a fresh database shows it. */
const SEED_FACTS = { costTable, rvoe: RVOE_SEED, office: identitySeed.address, modalityTitle }

/**
 * For each schema.org type the programme's structured data uses, the properties it may carry:
 * each one checked against the schema.org vocabulary (release 30.0) for that type. A property
 * missing here must be checked there before it is added.
 */
const SCHEMA_ORG_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  EducationalOccupationalProgram: [
    'name',
    'description',
    'url',
    'provider',
    'educationalCredentialAwarded',
    'timeToComplete',
    'termDuration',
    'termsPerYear',
    'offers',
  ],
  CollegeOrUniversity: ['name', 'alternateName', 'url', 'address'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  EducationalOccupationalCredential: ['name', 'description', 'educationalLevel', 'identifier', 'recognizedBy'],
  PropertyValue: ['propertyID', 'value'],
  GovernmentOrganization: ['name', 'alternateName'],
  Offer: ['category', 'name', 'price', 'priceCurrency', 'priceSpecification'],
  UnitPriceSpecification: ['price', 'priceCurrency', 'referenceQuantity'],
  QuantitativeValue: ['value', 'unitCode'],
}

/** Every problem of a JSON-LD value against SCHEMA_ORG_PROPERTIES: an untyped node, an unknown type or property. */
function schemaProblems(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => schemaProblems(item, `${path}[${index}]`))
  if (typeof value !== 'object' || value === null) return []
  const node = value as Record<string, unknown>
  const type = node['@type']
  const allowed = typeof type === 'string' ? SCHEMA_ORG_PROPERTIES[type] : undefined
  if (allowed === undefined) return [`${path}: tipo ${String(type)}`]
  return Object.entries(node).flatMap(([key, child]) => {
    if (key === '@type' || (key === '@context' && path === '$')) return []
    if (!allowed.includes(key)) return [`${path}: ${type} no tiene ${key}`]
    return schemaProblems(child, `${path}.${key}`)
  })
}

describe('isoDurationFromMonths', () => {
  it.each([
    [24, 'P2Y'],
    [36, 'P3Y'],
    [32, 'P2Y8M'],
    [16, 'P1Y4M'],
    [4, 'P4M'],
    [0, 'P0M'],
  ])('%i months is %s', (months, expected) => {
    expect(isoDurationFromMonths(months)).toBe(expected)
  })
})

describe('programJsonLd', () => {
  it('describes the programme as a schema.org EducationalOccupationalProgram of the institute', () => {
    const data = programJsonLd(derecho, SEED_FACTS)

    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: 'Licenciatura en Derecho',
      url: `${PUBLIC_BASE_URL}/inicio/licenciatura/derecho`,
      provider: { '@type': 'CollegeOrUniversity', name: brand.name, url: PUBLIC_BASE_URL },
      timeToComplete: 'P3Y',
      termDuration: 'P4M',
      termsPerYear: 3,
    })
  })

  it('takes the time to complete from the periods: bachillerato 2 years, Expresión 8 cuatrimestres, posgrado', () => {
    expect(programJsonLd(bachillerato, SEED_FACTS).timeToComplete).toBe('P2Y')
    expect(programJsonLd(bachillerato, SEED_FACTS).termDuration).toBe('P6M')
    expect(programJsonLd(expresion, SEED_FACTS).timeToComplete).toBe('P2Y8M')
    expect(programJsonLd(pedagogia, SEED_FACTS).timeToComplete).toBe('P1Y4M')
    expect(programJsonLd(gestion, SEED_FACTS).timeToComplete).toBe('P2Y')
  })

  it('offers the bachillerato inscription and monthly fee of each of the four modalities in MXN', () => {
    const offers = programJsonLd(bachillerato, SEED_FACTS).offers
    expect(offers).toHaveLength(8)
    expect(offers).toContainEqual({
      '@type': 'Offer',
      category: 'Inscripción',
      name: 'Inscripción, modalidad Escolarizada',
      price: 1550,
      priceCurrency: 'MXN',
    })
    expect(offers).toContainEqual(
      expect.objectContaining({
        name: 'Mensualidad, modalidad Sabatina',
        price: 700,
        priceCurrency: 'MXN',
        priceSpecification: expect.objectContaining({
          '@type': 'UnitPriceSpecification',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        }),
      }),
    )
  })

  it('offers licenciatura monthly fees for both entry types', () => {
    const names = priceLinesFor('licenciatura', costTable).map((line) => `${line.name}: ${feeAmount(line.fee)}`)
    expect(names).toContain('Mensualidad, modalidad Nocturna, egresados del instituto: 800')
    expect(names).toContain('Mensualidad, modalidad Nocturna, nuevo ingreso: 1200')
    expect(names).toContain('Inscripción, modalidad En línea: 1400')
    expect(names).toHaveLength(12)
  })

  it('offers the posgrado fees of its cost rows', () => {
    expect(priceLinesFor('maestria', costTable).map((line) => `${line.name}: ${feeAmount(line.fee)}`)).toEqual([
      'Inscripción, modalidad Nocturna: 800',
      'Mensualidad, modalidad Nocturna: 1600',
      'Inscripción, modalidad En línea / Sabatina (semipresencial): 800',
      'Mensualidad, modalidad En línea / Sabatina (semipresencial): 1600',
    ])
    expect(priceLinesFor('doctorado', costTable).map((line) => feeAmount(line.fee))).toEqual([1600, 3000])
  })

  it('is plain JSON for every programme, with only schema.org types and the properties each type defines', () => {
    for (const program of programs) {
      const data = programJsonLd(program, SEED_FACTS)
      expect(JSON.parse(JSON.stringify(data))).toEqual(data)
      expect(schemaProblems(data), program.slug).toEqual([])
    }
  })

  it('catches a property its type does not define', () => {
    expect(schemaProblems({ '@type': 'EducationalOccupationalProgram', educationalLevel: 'Licenciatura' })).toEqual([
      '$: EducationalOccupationalProgram no tiene educationalLevel',
    ])
    expect(schemaProblems({ '@type': 'EducationalOccupationalProgram', offers: [{ name: 'x' }] })).toEqual(['$.offers[0]: tipo undefined'])
  })
})

describe('credentials and their RVOE', () => {
  const derechoEscolarizada = seedGrantOf('Derecho', 'escolarizada')

  it('awards the credential once per RVOE, recognised by its authority and identified by its number', () => {
    const credentials = programJsonLd(derecho, SEED_FACTS).educationalCredentialAwarded
    expect(credentials).toHaveLength(carreraRvoe(RVOE_SEED, 'Derecho').length)
    expect(credentials).toContainEqual({
      '@type': 'EducationalOccupationalCredential',
      name: 'Título de Licenciatura en Derecho',
      educationalLevel: 'Licenciatura',
      description: 'Modalidad Escolarizada',
      identifier: { '@type': 'PropertyValue', propertyID: 'RVOE', value: derechoEscolarizada.number },
      recognizedBy: {
        '@type': 'GovernmentOrganization',
        name: RVOE_SEED.authorities[derechoEscolarizada.authority].name,
        alternateName: RVOE_SEED.authorities[derechoEscolarizada.authority].abbreviation,
      },
    })
  })

  it('names each modality as the published cards do, and the office of the published identity', () => {
    const office = { ...identitySeed.address, street: 'Calle Publicada 45' }
    const data = programJsonLd(derecho, { ...SEED_FACTS, office, modalityTitle: (key) => (key === 'nocturna' ? 'Vespertina' : modalityTitle(key)) })
    expect(JSON.stringify(data.educationalCredentialAwarded)).toContain('Modalidad Vespertina')
    expect(data.provider).toMatchObject({ address: { streetAddress: 'Calle Publicada 45' } })
  })

  it('names the campus of a credential whose RVOE is per campus', () => {
    const descriptions = credentialsJsonLd(bachillerato, RVOE_SEED, modalityTitle).map((credential) => credential.description)
    expect(descriptions).toContain('Modalidad Escolarizada, campus Torreón Zaragoza Sur')
    expect(descriptions).toContain('Modalidad En línea')
  })

  it('leaves out a modality en trámite, and with no RVOE at all awards the credential without one', () => {
    const partial = credentialsJsonLd(derecho, withoutRvoe('Derecho', 'nocturna'), modalityTitle)
    expect(partial.map((credential) => credential.description)).toEqual([
      'Modalidad Escolarizada',
      'Modalidad Sabatina',
      'Modalidad En línea',
    ])
    expect(credentialsJsonLd(derecho, { ...RVOE_SEED, plans: [] }, modalityTitle)).toEqual([
      { '@type': 'EducationalOccupationalCredential', name: 'Título de Licenciatura en Derecho', educationalLevel: 'Licenciatura' },
    ])
  })

  it('follows the published table: a new number, and the published name of its authority', () => {
    const published = withRvoe('Derecho', 'nocturna', { kind: 'unico', number: 'SEP-2026-0042', date: '2026-03-02', authority: 'SEP' })
    const renamed = { ...published, authorities: { ...published.authorities, SEP: { ...published.authorities.SEP, name: 'Secretaría de Educación Pública federal' } } }
    expect(credentialsJsonLd(derecho, renamed, modalityTitle).find((credential) => credential.description === 'Modalidad Nocturna')).toMatchObject({
      identifier: { value: 'SEP-2026-0042' },
      recognizedBy: { name: 'Secretaría de Educación Pública federal', alternateName: 'SEP' },
    })
  })
})
