/**
 * Every internal URL of the site (spec §2.1). Components and content link through this object,
 * never by building strings by hand; the server's redirects use it too, which is why it lives in
 * `contracts/` (docs/decisions/008-site-paths-in-contracts.md).
 */
const HOME = '/inicio'

export const paths = {
  root: '/',
  home: HOME,
  bachillerato: `${HOME}/bachillerato`,
  licenciatura: {
    educacion: `${HOME}/licenciatura/educacion`,
    lenguaInglesa: `${HOME}/licenciatura/lengua-inglesa`,
    derecho: `${HOME}/licenciatura/derecho`,
    comunicacion: `${HOME}/licenciatura/comunicacion`,
    administracion: `${HOME}/licenciatura/administracion`,
    expresion: `${HOME}/licenciatura/expresion`,
    contador: `${HOME}/licenciatura/contador`,
  },
  maestria: {
    pedagogia: `${HOME}/posgrado/maestria/pedagogia`,
    juiciosOrales: `${HOME}/posgrado/maestria/juicios-orales`,
  },
  doctorado: {
    gestion: `${HOME}/posgrado/doctorado/gestion`,
  },
  conocenos: `${HOME}/conocenos`,
  campus: {
    torreonVillas: `${HOME}/campus/torreon-villas`,
    torreonValle: `${HOME}/campus/torreon-valle`,
    torreonBraulio: `${HOME}/campus/torreon-braulio`,
    torreonZaragoza: `${HOME}/campus/torreon-zaragoza`,
    parras: `${HOME}/campus/parras`,
    saltillo: `${HOME}/campus/saltillo`,
    sanpedro: `${HOME}/campus/sanpedro`,
    franciscoImadero: `${HOME}/campus/franciscoimadero`,
  },
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
  /** The certificate page without a folio: it says 'Folio no proporcionado.' (spec §8). */
  certificateWithoutFolio: '/certificates/verificacion',
  certificate: (folio: string) => `/certificates/verificacion/${encodeURIComponent(folio)}`,
  /**
   * spec §2.1 "Observations on links": home-page cards and slider items point to these two
   * targets, and the spec keeps them as recorded. Never link here from anywhere else.
   */
  homeLinksAsRecorded: {
    /** No such route in the route table: it answers the not-found page (404). */
    maestriaEducacionUnrouted: `${HOME}/posgrado/maestria/educacion`,
    /** Misspelling of juicios-orales: the server answers 301 to the routed path, the client redirects. */
    juiciosOralesMisspelled: `${HOME}/posgrado/maestria/jucios-orales`,
  },
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
