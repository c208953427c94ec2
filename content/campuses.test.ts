import { describe, expect, it } from 'vitest'
import { CAMPUS_PAGE_SLUGS } from '#contracts/site-paths.ts'
import { campusPageText } from './campus-page.ts'
import { campusBySlug, campuses, SAN_PEDRO_CAPTIONS } from './campuses.ts'
import { contactCards } from './contact.ts'
import { brand } from './identity.ts'

/** spec §2.7, §9: ten tiles per collage. */
const COLLAGE_TILE_COUNT = 10

/** spec §2.7: the address table, as written, its one English connective in Spanish (ADR 014). */
const SPEC_ADDRESSES: Readonly<Record<string, string>> = {
  'Torreón Villas de Zaragoza': 'Villa del Peregrino S/N, Villas de Zaragoza, Torreón, Coahuila, C.P. 27277',
  'Torreón Valle de la Rosita': 'Laguna de Texcoco s/n, esquina con Lago de Plazanas, C.P. 27297',
  'Torreón Zaragoza Sur': 'Villa del Cura 1017, Villas de Zaragoza, C.P. 27277',
  'Torreón Braulio Fernández': 'Blvd. Laguna, Braulio Fernández Aguirre, 27380',
  'San Pedro': 'Libramiento S/N, 27800',
  'Parras de la Fuente': 'Francisco I. Madero 355, Barrio Tacubaya, 27983',
  'Francisco I. Madero': 'Zaragoza & Xicoténcatl, 27906',
  Saltillo: 'Calz. Antonio Narro 9355, colonia Los Pinos, Buenavista, 25084',
}

/** spec §2.1: the campus pages, in the route table's order. */
const SPEC_CAMPUS_PATHS = [
  '/inicio/campus/torreon-villas',
  '/inicio/campus/torreon-valle',
  '/inicio/campus/torreon-braulio',
  '/inicio/campus/torreon-zaragoza',
  '/inicio/campus/parras',
  '/inicio/campus/saltillo',
  '/inicio/campus/sanpedro',
  '/inicio/campus/franciscoimadero',
]

describe('campuses (spec §2.7)', () => {
  it('has the eight campuses of the route table, each at its path', () => {
    expect(campuses.map((campus) => campus.page.path)).toEqual(SPEC_CAMPUS_PATHS)
  })

  it('has exactly the campuses an event may be held at (CAMPUS_PAGE_SLUGS), so an event names only a campus with a page', () => {
    expect(campuses.map((campus) => campus.slug).toSorted()).toEqual([...CAMPUS_PAGE_SLUGS].toSorted())
  })

  it('gives each campus the address of the spec table, exactly', () => {
    expect(Object.fromEntries(campuses.map((campus) => [campus.name, campus.address]))).toEqual(SPEC_ADDRESSES)
  })

  it('keeps the street and postal code used by structured data inside the displayed address', () => {
    for (const campus of campuses) {
      expect(campus.address.startsWith(campus.streetAddress), campus.name).toBe(true)
      expect(campus.address.endsWith(campus.postalCode), campus.name).toBe(true)
    }
  })

  it('gives every campus a collage of ten tiles', () => {
    for (const campus of campuses) expect(campus.collage, campus.name).toHaveLength(COLLAGE_TILE_COUNT)
  })

  it("captions the collages 'Texto 1' to 'Texto 10', except San Pedro's", () => {
    const placeholders = Array.from({ length: COLLAGE_TILE_COUNT }, (_, i) => `Texto ${i + 1}`)
    for (const campus of campuses.filter((entry) => entry.slug !== 'sanpedro')) {
      expect(campus.collage.map((tile) => tile.caption), campus.name).toEqual(placeholders)
    }
  })

  it("gives San Pedro its real captions ('Orgullo de ser' + acronym, 'Generación 2023-2025') and its own photos", () => {
    const sanPedro = campusBySlug('sanpedro')
    const captions = sanPedro.collage.map((tile) => tile.caption)
    expect(captions).toEqual([...SAN_PEDRO_CAPTIONS])
    expect(captions).toContain(`Orgullo de ser ${brand.acronym}`)
    expect(captions).toContain('Generación 2023-2025')
    expect(captions.some((caption) => caption.startsWith('Texto'))).toBe(false)
    const otherPhotos = new Set(campusBySlug('saltillo').collage.map((tile) => tile.image.base))
    expect(sanPedro.collage.filter((tile) => otherPhotos.has(tile.image.base))).toEqual([])
  })

  it('embeds a Google Maps view of each address and links a Google Maps search of the same address', () => {
    for (const campus of campuses) {
      const embed = new URL(campus.mapEmbedUrl)
      const search = new URL(campus.mapSearchUrl)
      expect(embed.origin).toBe('https://www.google.com')
      expect(`${search.origin}${search.pathname}`).toBe('https://www.google.com/maps/search/')
      expect(search.searchParams.get('api')).toBe('1')
      expect(search.searchParams.get('query')).toBe(embed.searchParams.get('q'))
      expect(search.searchParams.get('query')).toContain(`${campus.streetAddress}, ${campus.postalCode} ${campus.locality}`)
    }
  })

  it('has the four directory cards with the texts of the spec, as written', () => {
    expect(campusPageText.directoryHeading).toBe(`Directorio ${brand.acronym}`)
    expect(campusPageText.directoryCards).toEqual([
      { title: 'Inscripciones', text: 'Consulta requisitos y realiza tu preinscripción en línea.' },
      { title: 'Oferta Académica', text: 'Conoce nuestras preparatorias y programas universitarios.' },
      { title: 'Servicios Escolares', text: 'Conoce mas sobre nuestra escuela.' },
      { title: 'Contáctanos', text: 'Estamos para ayudarte. Escríbenos o llámanos.' },
    ])
    expect(campusPageText.contactLink.href).toBe('#')
    expect(campusPageText.headline('Saltillo')).toBe('En nuestro Campus Saltillo, Enciende tu antorcha del saber')
  })

  it("feeds the contact page's cards: one per campus, with the campus's phones and page", () => {
    const campusContactCards = contactCards(campuses)
    expect(new Set(campusContactCards.map((card) => card.campusPath))).toEqual(new Set(SPEC_CAMPUS_PATHS))
    for (const card of campusContactCards) {
      const campus = campuses.find((entry) => entry.page.path === card.campusPath)
      expect(card.phones).toBe(campus?.phones)
    }
  })
})
