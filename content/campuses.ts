import type { CampusFacts, CollageTileContent } from '#contracts/content/campus.ts'
import { campusPath } from '#contracts/site-paths.ts'
import { brand, type PhoneNumber } from './identity.ts'
import { campusPhoto, imageUrl, media, type ResponsiveImageAsset } from './media.ts'
import type { PageMetaContent } from './types.ts'

/**
 * THE source of campus facts (spec §2.7, §2.8): one record per campus with its name, locality,
 * address, map, phones, photo, hero video, collage, menu label and contact card. The campus pages,
 * the CAMPUS menu, the contact page's cards, the route table, the prerender list and the sitemap
 * are all derived from `campuses`: adding a campus is adding a record here and its media files
 * (`/media/campus/<slug>-*`, see media.ts).
 *
 * THE INSTITUTE REPLACES the phones and WhatsApp links: the spec withholds them, so they are clearly
 * fictional placeholders (000 numbers). The addresses are the spec's table, copied as written; the
 * maps look them up.
 */

/*
 * A campus record's shape is its content schema (contracts/content/campus.ts): `campusFacts` below
 * is the seed, what a fresh database publishes first, one record per campus keyed by its slug
 * (issue 37).
 */
export type { CampusContactCardFacts, CampusFacts, CollageTileContent } from '#contracts/content/campus.ts'

export interface Campus extends Omit<CampusFacts, 'collage'> {
  collage: readonly CollageTileContent[]
  /** A Google Maps embed of the address (frame-src of the CSP allows www.google.com). */
  mapEmbedUrl: string
  /** A Google Maps search of the same address: the link that opens it in the visitor's maps app. */
  mapSearchUrl: string
  photo: ResponsiveImageAsset
  page: PageMetaContent & { path: string; image: string }
}

export const CAMPUS_STATE = 'Coahuila'

function placeholderPhone(label: string, lastDigits: string): PhoneNumber {
  return { label, display: `871 000 ${lastDigits}`, e164: `+52871000${lastDigits}` }
}

const CAMPUS_LINE = 'Campus'
const PREPARATORIA_LINE = 'Preparatoria'

/** The address as the maps are asked for it: street, postal code, town and state, so it lands in the right town. */
function mapQuery({ streetAddress, postalCode, locality }: CampusFacts): string {
  return `${streetAddress}, ${postalCode} ${locality}, ${CAMPUS_STATE}, México`
}

/** spec §2.7: 'Texto 1' to 'Texto 10' on every campus but San Pedro. */
const placeholderCollage: readonly CollageTileContent[] = media.campus.collage.map((image, i) => ({
  image,
  caption: `Texto ${i + 1}`,
}))

/** spec §2.7: San Pedro's real captions, on its own photos. */
export const SAN_PEDRO_CAPTIONS = [
  `Orgullo de ser ${brand.acronym}`,
  'Generación 2023-2025',
  'Ceremonia de graduación',
  'Bienvenida de nuevo ingreso',
  'Torneo interno de básquetbol',
  'Semana cultural',
  'Altar de Día de Muertos',
  'Feria de ciencias',
  'Desfile cívico',
  'Convivio de fin de semestre',
] as const

const sanPedroCollage: readonly CollageTileContent[] = media.campus.sanPedroCollage.map((image, i) => ({
  image,
  caption: SAN_PEDRO_CAPTIONS[i] ?? '',
}))

const [loopA, loopB, loopC] = media.campus.heroLoops

/** A campus record: its facts, plus its photo, maps and page meta, which follow from them. */
export function defineCampus(facts: CampusFacts): Campus {
  const { collage = placeholderCollage, ...rest } = facts
  const photo = campusPhoto(facts.slug, facts.name)
  return {
    ...rest,
    collage,
    photo,
    mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(mapQuery(facts))}&output=embed`,
    mapSearchUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery(facts))}`,
    page: {
      title: `Campus ${facts.name}`,
      description: `Campus ${facts.name} en ${facts.locality}, ${CAMPUS_STATE}: dirección, mapa, directorio de servicios y galería de fotos. Enciende tu antorcha del saber.`,
      path: campusPath(facts.slug),
      image: imageUrl(photo, photo.width, 'webp'),
    },
  }
}

/** The eight campuses' facts, in the order of the route table (spec §2.1). */
export const campusFacts: readonly CampusFacts[] = [
  {
    slug: 'torreon-villas',
    name: 'Torreón Villas de Zaragoza',
    locality: 'Torreón',
    address: 'Villa del Peregrino S/N, Villas de Zaragoza, Torreón, Coahuila, C.P. 27277',
    streetAddress: 'Villa del Peregrino S/N, Villas de Zaragoza',
    postalCode: '27277',
    phones: [placeholderPhone(CAMPUS_LINE, '0101')],
    whatsappUrl: 'https://wa.me/528710000101',
    heroVideo: loopA,
    navLabel: 'Villas de Zaragoza',
    contactCard: { name: 'Torreón Villas Zaragoza', position: 1 },
  },
  {
    slug: 'torreon-valle',
    name: 'Torreón Valle de la Rosita',
    locality: 'Torreón',
    // The spec's table, written in English, says 'corner with': the page says it in Spanish (ADR 014).
    address: 'Laguna de Texcoco s/n, esquina con Lago de Plazanas, C.P. 27297',
    streetAddress: 'Laguna de Texcoco s/n, esquina con Lago de Plazanas',
    postalCode: '27297',
    phones: [placeholderPhone(CAMPUS_LINE, '0108')],
    whatsappUrl: 'https://wa.me/528710000108',
    heroVideo: loopB,
    navLabel: 'Valle de la Rosita',
    contactCard: { name: 'Torreón Valle la Rosita', position: 8 },
  },
  {
    slug: 'torreon-braulio',
    name: 'Torreón Braulio Fernández',
    locality: 'Torreón',
    address: 'Blvd. Laguna, Braulio Fernández Aguirre, 27380',
    streetAddress: 'Blvd. Laguna, Braulio Fernández Aguirre',
    postalCode: '27380',
    phones: [placeholderPhone(PREPARATORIA_LINE, '0107')],
    whatsappUrl: 'https://wa.me/528710000107',
    heroVideo: loopC,
    navLabel: 'Braulio Fernández',
    contactCard: { name: 'Torreón Braulio (preparatoria)', position: 7 },
  },
  {
    slug: 'torreon-zaragoza',
    name: 'Torreón Zaragoza Sur',
    locality: 'Torreón',
    address: 'Villa del Cura 1017, Villas de Zaragoza, C.P. 27277',
    streetAddress: 'Villa del Cura 1017, Villas de Zaragoza',
    postalCode: '27277',
    phones: [placeholderPhone(CAMPUS_LINE, '0105')],
    whatsappUrl: 'https://wa.me/528710000105',
    heroVideo: loopA,
    navLabel: 'Zaragoza Sur',
    contactCard: { name: 'Torreón Zaragoza Sur', position: 5 },
  },
  {
    slug: 'parras',
    name: 'Parras de la Fuente',
    locality: 'Parras de la Fuente',
    address: 'Francisco I. Madero 355, Barrio Tacubaya, 27983',
    streetAddress: 'Francisco I. Madero 355, Barrio Tacubaya',
    postalCode: '27983',
    phones: [placeholderPhone(CAMPUS_LINE, '0104')],
    whatsappUrl: 'https://wa.me/528710000104',
    heroVideo: loopB,
    navLabel: 'Parras',
    contactCard: { name: 'Parras', position: 4 },
  },
  {
    slug: 'saltillo',
    name: 'Saltillo',
    locality: 'Saltillo',
    address: 'Calz. Antonio Narro 9355, colonia Los Pinos, Buenavista, 25084',
    streetAddress: 'Calz. Antonio Narro 9355, colonia Los Pinos, Buenavista',
    postalCode: '25084',
    phones: [placeholderPhone(CAMPUS_LINE, '0102')],
    whatsappUrl: 'https://wa.me/528710000102',
    heroVideo: loopC,
    navLabel: 'Saltillo',
    contactCard: { name: 'Saltillo', position: 2 },
  },
  {
    slug: 'sanpedro',
    name: 'San Pedro',
    locality: 'San Pedro',
    address: 'Libramiento S/N, 27800',
    streetAddress: 'Libramiento S/N',
    postalCode: '27800',
    // spec §2.8: San Pedro also has a preparatoria line.
    phones: [placeholderPhone(CAMPUS_LINE, '0103'), placeholderPhone(PREPARATORIA_LINE, '0113')],
    whatsappUrl: 'https://wa.me/528710000103',
    heroVideo: loopA,
    collage: sanPedroCollage,
    navLabel: 'San Pedro',
    contactCard: { name: 'San Pedro', position: 3 },
  },
  {
    slug: 'franciscoimadero',
    name: 'Francisco I. Madero',
    locality: 'Francisco I. Madero',
    address: 'Zaragoza & Xicoténcatl, 27906',
    streetAddress: 'Zaragoza & Xicoténcatl',
    postalCode: '27906',
    phones: [placeholderPhone(CAMPUS_LINE, '0106')],
    whatsappUrl: 'https://wa.me/528710000106',
    heroVideo: loopB,
    navLabel: 'Francisco I. Madero',
    contactCard: { name: 'Francisco I. Madero', position: 6 },
  },
]

/** The eight campuses, in the order of the route table (spec §2.1). */
export const campuses: readonly Campus[] = campusFacts.map((facts) => defineCampus(facts))

/** The campus with this slug; every slug has one (checked by content/campuses.test.ts). */
export function campusBySlug(slug: string): Campus {
  const found = campuses.find((entry) => entry.slug === slug)
  if (!found) throw new Error(`No hay campus ${slug}`)
  return found
}

/**
 * The main campus: the footer's 'campus principal' (spec §2.4) and the contact page's map titled
 * Campus Principal (§2.8). The spec does not name it; Torreón Villas de Zaragoza heads each of its
 * campus lists (route table §2.1, addresses §2.7, contact cards §2.8) and is in Torreón, the city
 * of the main office (identity.ts). THE INSTITUTE CONFIRMS it here.
 */
export const MAIN_CAMPUS_SLUG = 'torreon-villas'

export const mainCampus: Campus = campusBySlug(MAIN_CAMPUS_SLUG)
