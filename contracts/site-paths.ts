import type { EducationLevel } from './study-plans.ts'

const HOME = '/inicio'

/** Where each level's programme pages sit (spec §2.1): bachillerato right under /inicio, the others below their level. */
const PROGRAM_PARENT: Readonly<Record<EducationLevel, string>> = {
  bachillerato: HOME,
  licenciatura: `${HOME}/licenciatura`,
  maestria: `${HOME}/posgrado/maestria`,
  doctorado: `${HOME}/posgrado/doctorado`,
}

/** The page of a programme, from its level and slug, e.g. `programPath('maestria', 'pedagogia')`. */
export function programPath(level: EducationLevel, slug: string): string {
  return `${PROGRAM_PARENT[level]}/${slug}`
}

/**
 * The programmes that have a page (spec §2.1), each with the level its page sits under: each slug
 * is a `programa` record's key and names one entry of the catalogue (content/programs/catalog.ts),
 * which says the rest (its name, its carrera).
 */
export const PROGRAM_PAGE_LEVELS = {
  bachillerato: 'bachillerato',
  educacion: 'licenciatura',
  'lengua-inglesa': 'licenciatura',
  derecho: 'licenciatura',
  comunicacion: 'licenciatura',
  administracion: 'licenciatura',
  expresion: 'licenciatura',
  contador: 'licenciatura',
  pedagogia: 'maestria',
  'juicios-orales': 'maestria',
  gestion: 'doctorado',
} as const satisfies Readonly<Record<string, EducationLevel>>
export type ProgramSlug = keyof typeof PROGRAM_PAGE_LEVELS

export function isProgramSlug(slug: string): slug is ProgramSlug {
  return Object.hasOwn(PROGRAM_PAGE_LEVELS, slug)
}

/**
 * The campuses that have a page (spec §2.1, §2.7): each is a campus record's key
 * (content/campuses.ts), and an event held at a campus names one.
 */
export const CAMPUS_PAGE_SLUGS = [
  'torreon-villas',
  'torreon-valle',
  'torreon-braulio',
  'torreon-zaragoza',
  'parras',
  'saltillo',
  'sanpedro',
  'franciscoimadero',
] as const

/** The page of a campus, from its slug, e.g. `campusPath('saltillo')`. */
export function campusPath(slug: string): string {
  return `${HOME}/campus/${slug}`
}

/** The page of a news post, from its slug. */
export function newsPostPath(slug: string): string {
  return `${HOME}/noticias/${slug}`
}

/** The page of an event, from its slug. */
export function eventPath(slug: string): string {
  return `${HOME}/eventos/${slug}`
}

/**
 * The site's fixed URLs (spec §2.1). Components and content link through this object and the two
 * functions above, never by building strings by hand; the server's redirects use them too, which is
 * why they live in `contracts/` (docs/decisions/008-site-paths-in-contracts.md). Programme and campus
 * pages are listed by their content records (content/programs/programs.ts, content/campuses.ts).
 */
export const paths = {
  root: '/',
  home: HOME,
  conocenos: `${HOME}/conocenos`,
  contactanos: `${HOME}/contactanos`,
  documentos: `${HOME}/documentos-se`,
  deportes: `${HOME}/deportes`,
  cultura: `${HOME}/cultura`,
  genera: `${HOME}/genera`,
  /** The privacy notice (LFPDPPP) linked from every form that collects personal data. */
  avisoPrivacidad: `${HOME}/aviso-de-privacidad`,
  /** The accessibility statement, linked from the footer beside the privacy notice. */
  accesibilidad: `${HOME}/accesibilidad`,
  mantenimiento: `${HOME}/mantenimiento`,
  verificacion: `${HOME}/verificacion`,
  /** Issue 15: an applicant follows a ficha or a document request (linked from their e-mails). */
  seguimiento: `${HOME}/seguimiento`,
  /** Issue 37: the institute's news and events, published by staff. */
  noticias: `${HOME}/noticias`,
  eventos: `${HOME}/eventos`,
  /** Issue 39: the programme finder, the side-by-side comparison, becas, the questions families ask, and the site search's page. */
  oferta: `${HOME}/oferta`,
  comparar: `${HOME}/oferta/comparar`,
  becas: `${HOME}/becas`,
  preguntasFrecuentes: `${HOME}/preguntas-frecuentes`,
  buscar: `${HOME}/buscar`,
  /** The certificate page without a folio: it says 'Folio no proporcionado.' (spec §8). */
  certificateWithoutFolio: '/certificates/verificacion',
  certificate: (folio: string) => `/certificates/verificacion/${encodeURIComponent(folio)}`,
  /**
   * spec §2.1 "Observations on links": home-page cards and slider items point to these two
   * targets, and the spec keeps them as recorded. Never link here from anywhere else.
   */
  homeLinksAsRecorded: {
    /** No such route in the route table: it answers the not-found page (404). */
    maestriaEducacionUnrouted: programPath('maestria', 'educacion'),
    /** Misspelling of juicios-orales: the server answers 301 to the routed path, the client redirects. */
    juiciosOralesMisspelled: programPath('maestria', 'jucios-orales'),
  },
  /** The routed page the misspelled home link reaches: the server's 301 and the client's redirect route lead here. */
  juiciosOralesRedirectTarget: programPath('maestria', 'juicios-orales'),
} as const

/** The files for search engines, written by the build beside the pages (scripts/crawler-files.ts). */
export const CRAWLER_FILE_PATHS = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const

/**
 * Build-time only: the not-found screen is prerendered at this path and then moved out of
 * the public folder by `scripts/postbuild.ts`, so the server can send it with status 404.
 */
export const NOT_FOUND_PRERENDER_PATH = '/__no-encontrado'
