/*
 * Issue 39: the site search (docs/decisions/063). The server writes one document per thing a person
 * may look for, from what is published; the browser indexes them and searches as the person types.
 * Both sides read words through `searchTerms`, so that an accent, a capital or a plural never
 * separates a query from the text it names. No zod here: the browser loads this module with the
 * search, and the server writes the documents itself.
 */

/** What a result is, in the order the results page groups them. */
export const SEARCH_KINDS = ['programa', 'campus', 'pregunta', 'noticia', 'evento', 'pagina'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** One thing the search finds. */
export interface SearchDocument {
  /** The page it opens (a question opens the questions' page at its answer). */
  readonly path: string
  readonly kind: SearchKind
  /** The result's line: a programme's name, a question, a post's title. */
  readonly title: string
  /** One sentence under the title. */
  readonly summary: string
  /** Further words that find it but are not shown: a programme's subjects, a post's body. */
  readonly text: string
}

/** The answer of `GET /api/v1/buscar` (contracts/api-paths.ts). */
export interface SearchDocuments {
  /** The content revision the documents were written from (docs/decisions/054). */
  readonly revision: number
  readonly documents: readonly SearchDocument[]
}

/** Accents and letter case aside: «ADMINISTRACIÓN» and «administracion» read the same. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Letters after which a Spanish plural adds «es» (profesor → profesores, ciudad → ciudades). */
const ES_PLURAL_AFTER = new Set(['l', 'n', 'r', 'd', 'j', 'y'])
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u'])

/**
 * A light plural stemmer for folded Spanish words: «licenciaturas» → «licenciatura», «profesores» and
 * «profesor» → «profesor», «inglés» and «ingles» → «ingl» (a prefix of «inglesa»). It only has to
 * give a word and its plural the same stem; the stem need not be a word.
 */
export function stemWord(word: string): string {
  let stem = word
  if (stem.length > 3 && stem.endsWith('s') && VOWELS.has(stem.at(-2) ?? '')) stem = stem.slice(0, -1)
  if (stem.length > 3 && stem.endsWith('e') && ES_PLURAL_AFTER.has(stem.at(-2) ?? '')) stem = stem.slice(0, -1)
  return stem
}

/** Words too common to tell documents apart: a query for «licenciatura en derecho» searches the other two. */
const STOP_WORDS = new Set(['a', 'al', 'con', 'de', 'del', 'e', 'el', 'en', 'la', 'las', 'lo', 'los', 'o', 'para', 'por', 'que', 'su', 'un', 'una', 'y'])

/** The folded words of a text, stop words left out, each reduced to its stem: what is indexed and what is searched. */
export function searchTerms(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map(stemWord)
}
