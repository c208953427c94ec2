import MiniSearch, { type SearchResult } from 'minisearch'
import { searchTerms, type SearchDocument } from '#contracts/search.ts'

/*
 * The site search's index in the browser (docs/decisions/063): MiniSearch over the documents the
 * server writes per content revision. Documents and queries go through the same `searchTerms`
 * (accents, case, plurals), and each word of a query also finds the words it begins.
 */

/** The longest query searched, in characters: a pasted paragraph is cut, never searched whole. */
export const SEARCH_QUERY_MAX_CHARS = 100

/** Where a word weighs most: a programme's name over its subjects. */
const BOOST = { title: 4, summary: 2, text: 1 }

/** A query word this long or longer also finds words one letter off («adminstracion»). */
const FUZZY_FROM_CHARS = 5

export interface SearchHit {
  readonly document: SearchDocument
  readonly score: number
}

export interface SiteSearchIndex {
  /** The documents that match every word of `query`, best first. */
  search(query: string): SearchHit[]
}

/** The index of `documents`; built once per download (a few milliseconds for the site's few hundred documents). */
export function buildSearchIndex(documents: readonly SearchDocument[]): SiteSearchIndex {
  const index = new MiniSearch<SearchDocument & { id: number }>({
    fields: ['title', 'summary', 'text'],
    storeFields: [],
    tokenize: searchTerms,
    // Terms arrive from `tokenize` already folded and stemmed.
    processTerm: (term) => term,
  })
  index.addAll(documents.map((document, id) => ({ ...document, id })))
  return {
    search(query) {
      const words = searchTerms(query.slice(0, SEARCH_QUERY_MAX_CHARS))
      if (words.length === 0) return []
      const results: SearchResult[] = index.search(words.join(' '), {
        combineWith: 'AND',
        prefix: true,
        fuzzy: (term) => (term.length >= FUZZY_FROM_CHARS ? 1 : 0),
        boost: BOOST,
        tokenize: (text) => text.split(' '),
      })
      return results.map((result) => ({ document: documents[result.id as number] as SearchDocument, score: result.score }))
    },
  }
}
