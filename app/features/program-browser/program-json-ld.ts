import type { JsonLdDocument } from '#app/components/ui/json-ld.tsx'
import { PUBLIC_BASE_URL, siteUrl } from '#app/config/public-env.ts'
import { brand, type Identity } from '#content/identity.ts'
import { CURRENCY, feeAmount, type CostRow, type CostTable, type Fee, type PosgradoCost } from '#content/prices.ts'
import { PERIOD_UNIT_MONTHS } from '#content/programs/periods.ts'
import { programPageText } from '#content/programs/program-page-text.ts'
import type { Program } from '#content/programs/types.ts'
import { CAMPUS_LABELS } from '#contracts/admission-options.ts'
import { carreraRvoe, type RvoeTable } from '#contracts/rvoe.ts'
import type { EducationLevel, ModalityKey } from '#contracts/study-plans.ts'

const MONTHS_PER_YEAR = 12
/** UN/CEFACT unit code for a month, as schema.org `unitCode` expects. */
const MONTH_UNIT_CODE = 'MON'

/** An ISO 8601 duration of whole months: 24 → 'P2Y', 32 → 'P2Y8M', 4 → 'P4M'. */
export function isoDurationFromMonths(months: number): string {
  const years = Math.floor(months / MONTHS_PER_YEAR)
  const rest = months % MONTHS_PER_YEAR
  return `P${years > 0 ? `${years}Y` : ''}${rest > 0 || years === 0 ? `${rest}M` : ''}`
}

interface PriceLine {
  category: string
  name: string
  fee: Fee
  monthly: boolean
}

function offer({ category, name, fee, monthly }: PriceLine): JsonLdDocument {
  const price = feeAmount(fee)
  return {
    '@type': 'Offer',
    category,
    name,
    price,
    priceCurrency: CURRENCY,
    ...(monthly
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: CURRENCY,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: MONTH_UNIT_CODE },
          },
        }
      : {}),
  }
}

/**
 * The inscription and monthly fees of a level, per cost-table row (spec §9). They are the level's
 * prices: the cost table, like the modalities grid every programme page shows, is per level.
 */
export function priceLinesFor(level: EducationLevel, table: CostTable): PriceLine[] {
  const text = programPageText.offers
  const inscription = (label: string, fee: Fee): PriceLine => ({
    category: text.inscripcion,
    name: `${text.inscripcion}, ${text.modality(label)}`,
    fee,
    monthly: false,
  })
  const monthly = (label: string, fee: Fee, suffix = ''): PriceLine => ({
    category: text.mensualidad,
    name: `${text.mensualidad}, ${text.modality(label)}${suffix}`,
    fee,
    monthly: true,
  })
  if (level === 'licenciatura') {
    return table.licenciatura.flatMap(({ label, cost }) => [
      inscription(label, cost.inscripcion),
      monthly(label, cost.mensualidad.egresado, `, ${text.entryTypes.egresado}`),
      monthly(label, cost.mensualidad.nuevoIngreso, `, ${text.entryTypes.nuevoIngreso}`),
    ])
  }
  // Every other level's record has one inscription and one monthly fee.
  const rows: readonly CostRow<PosgradoCost>[] = table[level]
  return rows.flatMap(({ label, cost }) => [inscription(label, cost.inscripcion), monthly(label, cost.mensualidad)])
}

/** How the published modality cards name a modality, e.g. 'En línea'. */
export type ModalityTitle = (key: ModalityKey) => string

/** What the page's structured data takes from published content besides the programme. */
export interface PublishedProgramFacts {
  readonly costTable: CostTable
  readonly rvoe: RvoeTable
  /** The published identity's office. */
  readonly office: Identity['address']
  readonly modalityTitle: ModalityTitle
}

/**
 * What the programme awards (schema.org `EducationalOccupationalCredential`), once per RVOE
 * agreement of the published RVOE (contracts/rvoe.ts): recognised by the authority that granted it
 * (`recognizedBy`), with the agreement's number as its `identifier`. With no agreement filled in,
 * the credential alone.
 */
export function credentialsJsonLd(program: Program, table: RvoeTable, modalityTitle: ModalityTitle): JsonLdDocument[] {
  const credential = {
    '@type': 'EducationalOccupationalCredential',
    name: program.credential,
    educationalLevel: programPageText.levelLabels[program.level],
  }
  const granted = carreraRvoe(table, program.carrera).flatMap(({ modality, campus, grant }) => {
    if (grant === undefined) return []
    const authority = table.authorities[grant.authority]
    return [
      {
        ...credential,
        description: programPageText.credentialScope(modalityTitle(modality), campus && CAMPUS_LABELS[campus]),
        identifier: { '@type': 'PropertyValue', propertyID: 'RVOE', value: grant.number },
        recognizedBy: { '@type': 'GovernmentOrganization', name: authority.name, alternateName: authority.abbreviation },
      },
    ]
  })
  return granted.length > 0 ? granted : [credential]
}

/**
 * schema.org `EducationalOccupationalProgram` for one programme page: name, provider, time to
 * complete, credentials with their published RVOE, the published fees as offers, and the office
 * of the published identity.
 */
export function programJsonLd(program: Program, { costTable, rvoe, office: address, modalityTitle }: PublishedProgramFacts): JsonLdDocument {
  const termMonths = PERIOD_UNIT_MONTHS[program.periodUnit]
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: program.name,
    description: program.page.description,
    url: siteUrl(program.page.path),
    provider: {
      '@type': 'CollegeOrUniversity',
      name: brand.name,
      alternateName: brand.acronym,
      url: PUBLIC_BASE_URL,
      address: {
        '@type': 'PostalAddress',
        streetAddress: address.street,
        addressLocality: address.city,
        addressRegion: address.state,
        postalCode: address.postalCode,
        addressCountry: 'MX',
      },
    },
    educationalCredentialAwarded: credentialsJsonLd(program, rvoe, modalityTitle),
    timeToComplete: isoDurationFromMonths(program.periods.length * termMonths),
    termDuration: isoDurationFromMonths(termMonths),
    termsPerYear: MONTHS_PER_YEAR / termMonths,
    offers: priceLinesFor(program.level, costTable).map(offer),
  }
}
