import { paths } from '#contracts/site-paths.ts'
import { identity, type PhoneNumber } from './identity.ts'
import { imageUrl, media, type CampusMediaKey, type ResponsiveImageAsset, type VideoAsset } from './media.ts'
import type { PageMetaContent } from './types.ts'

/**
 * THE source of campus facts (spec §2.7, §2.8): name, locality, address, map, phones, photo, hero
 * video and collage of each of the eight campuses. The campus pages, the contact page's cards and
 * the prerender list all read from here.
 *
 * THE INSTITUTE REPLACES the phones and WhatsApp links: the spec withholds them, so they are clearly
 * fictional placeholders (000 numbers). The addresses are the spec's table, copied as written; the
 * maps look them up.
 */

/** The last segment of a campus page's URL (spec §2.1). */
export type CampusSlug = CampusMediaKey

export interface CollageTileContent {
  image: ResponsiveImageAsset
  caption: string
}

export interface Campus {
  slug: CampusSlug
  /** As in the spec's address table, e.g. 'Torreón Villas de Zaragoza'. */
  name: string
  /** City or town, shown under the name in the hero. */
  locality: string
  /** spec §2.7: the address exactly as the table gives it. */
  address: string
  /** The street part of the address, for structured data. */
  streetAddress: string
  postalCode: string
  phones: readonly [PhoneNumber, ...PhoneNumber[]]
  whatsappUrl: string
  /** A Google Maps embed of the address (frame-src of the CSP allows www.google.com). */
  mapEmbedUrl: string
  /** A Google Maps search of the same address: the link that opens it in the visitor's maps app. */
  mapSearchUrl: string
  photo: ResponsiveImageAsset
  heroVideo: VideoAsset
  /** spec §2.7, §9: ten captioned tiles. */
  collage: readonly CollageTileContent[]
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
  `Orgullo de ser ${identity.acronym}`,
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

interface CampusFacts {
  slug: CampusSlug
  path: string
  name: string
  locality: string
  address: string
  streetAddress: string
  postalCode: string
  phones: readonly [PhoneNumber, ...PhoneNumber[]]
  whatsappUrl: string
  heroVideo: VideoAsset
  collage?: readonly CollageTileContent[]
}

function campus(facts: CampusFacts): Campus {
  const { path, collage = placeholderCollage, ...rest } = facts
  const photo = media.campus.photos[facts.slug]
  return {
    ...rest,
    collage,
    photo,
    mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(mapQuery(facts))}&output=embed`,
    mapSearchUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery(facts))}`,
    page: {
      title: `Campus ${facts.name}`,
      description: `Campus ${facts.name} en ${facts.locality}, ${CAMPUS_STATE}: dirección, mapa, directorio de servicios y galería de fotos. Enciende tu antorcha del saber.`,
      path,
      image: imageUrl(photo, photo.width, 'webp'),
    },
  }
}

/** The eight campuses, in the order of the route table (spec §2.1). */
export const campuses: readonly Campus[] = [
  campus({
    slug: 'torreon-villas',
    path: paths.campus.torreonVillas,
    name: 'Torreón Villas de Zaragoza',
    locality: 'Torreón',
    address: 'Villa del Peregrino S/N, Villas de Zaragoza, Torreón, Coahuila, C.P. 27277',
    streetAddress: 'Villa del Peregrino S/N, Villas de Zaragoza',
    postalCode: '27277',
    phones: [placeholderPhone(CAMPUS_LINE, '0101')],
    whatsappUrl: 'https://wa.me/528710000101',
    heroVideo: loopA,
  }),
  campus({
    slug: 'torreon-valle',
    path: paths.campus.torreonValle,
    name: 'Torreón Valle de la Rosita',
    locality: 'Torreón',
    // The spec's table, written in English, says 'corner with': the page says it in Spanish (ADR 014).
    address: 'Laguna de Texcoco s/n, esquina con Lago de Plazanas, C.P. 27297',
    streetAddress: 'Laguna de Texcoco s/n, esquina con Lago de Plazanas',
    postalCode: '27297',
    phones: [placeholderPhone(CAMPUS_LINE, '0108')],
    whatsappUrl: 'https://wa.me/528710000108',
    heroVideo: loopB,
  }),
  campus({
    slug: 'torreon-braulio',
    path: paths.campus.torreonBraulio,
    name: 'Torreón Braulio Fernández',
    locality: 'Torreón',
    address: 'Blvd. Laguna, Braulio Fernández Aguirre, 27380',
    streetAddress: 'Blvd. Laguna, Braulio Fernández Aguirre',
    postalCode: '27380',
    phones: [placeholderPhone(PREPARATORIA_LINE, '0107')],
    whatsappUrl: 'https://wa.me/528710000107',
    heroVideo: loopC,
  }),
  campus({
    slug: 'torreon-zaragoza',
    path: paths.campus.torreonZaragoza,
    name: 'Torreón Zaragoza Sur',
    locality: 'Torreón',
    address: 'Villa del Cura 1017, Villas de Zaragoza, C.P. 27277',
    streetAddress: 'Villa del Cura 1017, Villas de Zaragoza',
    postalCode: '27277',
    phones: [placeholderPhone(CAMPUS_LINE, '0105')],
    whatsappUrl: 'https://wa.me/528710000105',
    heroVideo: loopA,
  }),
  campus({
    slug: 'parras',
    path: paths.campus.parras,
    name: 'Parras de la Fuente',
    locality: 'Parras de la Fuente',
    address: 'Francisco I. Madero 355, Barrio Tacubaya, 27983',
    streetAddress: 'Francisco I. Madero 355, Barrio Tacubaya',
    postalCode: '27983',
    phones: [placeholderPhone(CAMPUS_LINE, '0104')],
    whatsappUrl: 'https://wa.me/528710000104',
    heroVideo: loopB,
  }),
  campus({
    slug: 'saltillo',
    path: paths.campus.saltillo,
    name: 'Saltillo',
    locality: 'Saltillo',
    address: 'Calz. Antonio Narro 9355, colonia Los Pinos, Buenavista, 25084',
    streetAddress: 'Calz. Antonio Narro 9355, colonia Los Pinos, Buenavista',
    postalCode: '25084',
    phones: [placeholderPhone(CAMPUS_LINE, '0102')],
    whatsappUrl: 'https://wa.me/528710000102',
    heroVideo: loopC,
  }),
  campus({
    slug: 'sanpedro',
    path: paths.campus.sanpedro,
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
  }),
  campus({
    slug: 'franciscoimadero',
    path: paths.campus.franciscoImadero,
    name: 'Francisco I. Madero',
    locality: 'Francisco I. Madero',
    address: 'Zaragoza & Xicoténcatl, 27906',
    streetAddress: 'Zaragoza & Xicoténcatl',
    postalCode: '27906',
    phones: [placeholderPhone(CAMPUS_LINE, '0106')],
    whatsappUrl: 'https://wa.me/528710000106',
    heroVideo: loopB,
  }),
]

/** The campus with this slug; every slug has one (checked by content/campuses.test.ts). */
export function campusBySlug(slug: CampusSlug): Campus {
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
export const mainCampus: Campus = campusBySlug('torreon-villas')

export interface DirectoryCard {
  title: string
  text: string
}

/** The texts every campus page shares (spec §2.7). */
export const campusPageText = {
  heroLead: (campusEntry: Campus) => `${campusEntry.locality}, ${CAMPUS_STATE}`,
  /** spec §2.7, as written. */
  headline: (name: string) => `En nuestro Campus ${name}, Enciende tu antorcha del saber`,
  location: {
    heading: 'Ubicación',
    mapTitle: (name: string) => `Mapa del Campus ${name}`,
    addressLabel: 'Dirección',
    phoneLabel: (line: string) => `Teléfono ${line.toLowerCase()}`,
  },
  /** spec §2.7: 'Directorio' and the institute's acronym. */
  directoryHeading: `Directorio ${identity.acronym}`,
  directoryCards: [
    { title: 'Inscripciones', text: 'Consulta requisitos y realiza tu preinscripción en línea.' },
    { title: 'Oferta Académica', text: 'Conoce nuestras preparatorias y programas universitarios.' },
    { title: 'Servicios Escolares', text: 'Conoce mas sobre nuestra escuela.' },
    { title: 'Contáctanos', text: 'Estamos para ayudarte. Escríbenos o llámanos.' },
  ] satisfies readonly DirectoryCard[],
  contactLink: {
    label: 'Contacto',
    /** spec §2.1 "Observations on links": a placeholder target, not a route. */
    href: '#',
    /** Added for screen readers after 'Contacto', e.g. ' de Inscripciones'. */
    suffix: (card: string) => ` de ${card}`,
  },
  collageHeading: 'Vida en el campus',
  playback: { pause: 'Pausar video', resume: 'Reanudar video' },
} as const
