import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ProgramSlug } from '#contracts/site-paths.ts'
import { finderSearch, parseCompared, parseFilters, type FilterOptions, type FinderFilters } from './finder-query.ts'

// The server renders these pages per path (docs/decisions/055): its HTML knows no query. Hydration
// renders that same state; the query applies on the next render, so React finds the HTML it expects.
const noSubscription = () => () => {}
const inBrowser = () => true
const onServer = () => false

export interface FinderQuery {
  readonly filters: FinderFilters
  readonly compared: readonly ProgramSlug[]
  /** Writes filters and choice into the address, replacing the history entry; the page's data stays (no request). */
  readonly update: (filters: FinderFilters, compared: readonly ProgramSlug[]) => void
}

/** The finder's filters and the programmes chosen to compare, read from and written to the page's query. */
export function useFinderQuery(options: FilterOptions): FinderQuery {
  // The location's query rather than useSearchParams(): the framework chunk every page loads stays without it.
  const { search } = useLocation()
  // What the person chose shows at once; the address follows in a transition, and wins when it
  // changes otherwise (a link, the back button).
  const [shown, setShown] = useState(search)
  useEffect(() => setShown(search), [search])
  const params = new URLSearchParams(shown)
  const navigate = useNavigate()
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer)
  return {
    filters: hydrated ? parseFilters(params, options) : {},
    compared: hydrated ? parseCompared(params) : [],
    update: (filters, compared) => {
      const next = finderSearch(filters, compared)
      setShown(next)
      void navigate({ search: next }, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false })
    },
  }
}
