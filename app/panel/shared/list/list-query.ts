/*
 * A filtered, paged list's URL query is the API's (`?filtro=…&pagina=2`), so a filtered view can
 * be reloaded, shared, and survives the sign-in round trip. Every list of the panel uses it.
 */

/** The page a list shows, from 1 (absent: the first). */
export const PAGE_KEY = 'pagina'
/** The status a list shows (a queue's, a certificate's; absent: every status). */
export const STATUS_KEY = 'estado'

/** `path?query`, or the bare path for an empty query. */
export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString()
  return search === '' ? path : `${path}?${search}`
}

/** The queries of one list, whose filters are `keys` (in the order the query writes them). */
export interface ListQuery<Key extends string> {
  readonly keys: readonly Key[]
  /** The filters a query holds, in a fixed order, without blanks, the page or any other key. */
  filterQuery: (params: URLSearchParams) => URLSearchParams
  /** The filters and the page a query holds: what the list asks the API for. */
  listQuery: (params: URLSearchParams) => URLSearchParams
  /** The query of another page of the same filters (the first page needs no `pagina`). */
  pageQuery: (params: URLSearchParams, page: number) => URLSearchParams
  /** The query of newly chosen filters: the list starts over at its first page. */
  queryOfFilters: (values: Partial<Record<Key, string | undefined>>) => URLSearchParams
  /** What the filter form shows for a query: each filter it holds, empty for the rest. */
  filterFormValues: (params: URLSearchParams) => Record<Key, string>
}

export function listQueryOf<Key extends string>(keys: readonly Key[]): ListQuery<Key> {
  const filterQuery = (params: URLSearchParams) => {
    const query = new URLSearchParams()
    for (const key of keys) {
      const value = params.get(key)?.trim()
      if (value) query.set(key, value)
    }
    return query
  }
  return {
    keys,
    filterQuery,
    listQuery: (params) => {
      const query = filterQuery(params)
      const page = params.get(PAGE_KEY)?.trim()
      if (page) query.set(PAGE_KEY, page)
      return query
    },
    pageQuery: (params, page) => {
      const query = filterQuery(params)
      if (page > 1) query.set(PAGE_KEY, String(page))
      return query
    },
    queryOfFilters: (values) => {
      const query = new URLSearchParams()
      for (const key of keys) {
        const value = values[key]
        if (value !== undefined) query.set(key, value)
      }
      return query
    },
    filterFormValues: (params) => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>,
  }
}
