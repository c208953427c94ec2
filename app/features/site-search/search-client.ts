import { useEffect, useState } from 'react'
import { API_BASE_PATH, API_PATHS } from '#contracts/api-paths.ts'
import type { SearchDocument, SearchDocuments } from '#contracts/search.ts'
import { paths } from '#contracts/site-paths.ts'
import { REQUEST_TIMEOUT_MS } from '#app/config/ui-timing.ts'
import { buildSearchIndex, type SiteSearchIndex } from './search-index.ts'

/** The name of the query in the results page's URL (`/inicio/buscar?q=…`), the search box's field name. */
export const SEARCH_QUERY_PARAM = 'q'

/** The results page of a query: where the search form lands and «Ver los resultados» goes. */
export function searchResultsPath(query: string): string {
  return `${paths.buscar}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query }).toString()}`
}

let loading: Promise<SiteSearchIndex> | undefined

/**
 * Our own server's answer, read with fetch and without a schema: app/lib/api-client.ts and zod
 * would triple what the search loads, and whatever fails here shows the same one line
 * (`searchText.failed`).
 */
async function fetchDocuments(): Promise<readonly SearchDocument[]> {
  const response = await fetch(`${API_BASE_PATH}${API_PATHS.searchDocuments}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`El buscador respondió ${response.status}.`)
  const body = (await response.json()) as Partial<SearchDocuments> | null
  if (!Array.isArray(body?.documents)) throw new Error('El buscador respondió sin documentos.')
  return body.documents
}

/**
 * The site's search index: its documents downloaded once per page view (the browser revalidates
 * them by their ETag: a publish gives new ones) and indexed here. A failure is not kept: the next
 * call tries again.
 */
export function loadSiteSearch(): Promise<SiteSearchIndex> {
  loading ??= fetchDocuments().then(buildSearchIndex)
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

export type SiteSearchState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; index: SiteSearchIndex }

/** The index for a component: loading, then ready or failed (loaded on the component's first render). */
export function useSiteSearch(): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: 'loading' })
  useEffect(() => {
    let mounted = true
    loadSiteSearch().then(
      (index) => mounted && setState({ status: 'ready', index }),
      () => mounted && setState({ status: 'failed' }),
    )
    return () => {
      mounted = false
    }
  }, [])
  return state
}
