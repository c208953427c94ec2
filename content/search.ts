import type { SearchKind } from '#contracts/search.ts'
import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import type { PageMetaContent } from './types.ts'

/*
 * Issue 39: the words of the site search: its results page and the live results under the search
 * box of the navigation bar (the box's own label is in content/navigation.ts, which every page loads).
 */

/** A results page is one person's query: search engines skip it. */
export const searchPage = {
  title: 'Buscar en el sitio',
  description: `Busca programas, materias, campus, noticias, eventos y respuestas en el sitio de ${brand.acronym}.`,
  path: paths.buscar,
  noindex: true,
} satisfies PageMetaContent

const results = (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`)

/** How each kind of result reads: the heading of its group on the results page, and one result's tag in the live list. */
export const SEARCH_KIND_TEXT: Readonly<Record<SearchKind, { group: string; one: string }>> = {
  programa: { group: 'Programas', one: 'Programa' },
  campus: { group: 'Campus', one: 'Campus' },
  pregunta: { group: 'Preguntas frecuentes', one: 'Pregunta' },
  noticia: { group: 'Noticias', one: 'Noticia' },
  evento: { group: 'Eventos', one: 'Evento' },
  pagina: { group: 'Páginas', one: 'Página' },
}

export const searchText = {
  heading: 'Buscar en el sitio',
  lead: 'Escribe lo que buscas: un programa, una materia, un campus, un trámite o una pregunta.',
  /** The page's form, a landmark named apart from the navigation bar's. */
  formLabel: 'Buscar de nuevo',
  label: 'Palabras a buscar',
  submit: 'Buscar',
  loading: 'Cargando el buscador…',
  failed: 'No pudimos cargar el buscador. Revisa tu conexión y vuelve a intentarlo.',
  /** The results page's count, above the groups. */
  count: (count: number, query: string) => (count === 0 ? `No encontramos resultados para «${query}». Prueba con otra palabra o revisa cómo está escrita.` : `${results(count)} para «${query}».`),
  /** Under the box before anything is typed on the results page. */
  empty: 'Escribe al menos una palabra para buscar.',
  live: {
    /** The list's accessible name. */
    listLabel: 'Resultados de la búsqueda',
    /** Announced as one types. */
    count: (count: number) => (count === 0 ? 'Sin resultados. Prueba con otra palabra.' : `${results(count)}. Usa las flechas para recorrerlos y Enter para abrir uno.`),
    none: 'Sin resultados. Prueba con otra palabra.',
    all: (count: number) => `Ver ${count === 1 ? 'el resultado' : `los ${results(count)}`} en su página`,
  },
} as const
