import { API_BASE_PATH, PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { auditFilterFormSchema, type AuditFiltersInput } from '#contracts/audit.ts'
import type { z } from '#contracts/zod.ts'

/*
 * The audit screen's URL query is the API's: `?persona=&accion=&desde=&hasta=&pagina=`, so a
 * filtered view can be reloaded, shared, and survives the sign-in round trip.
 */

/** A filter of the panel's form, by its query key. */
export type AuditFilterKey = keyof typeof auditFilterFormSchema.shape
/** What the filter form checked: trimmed, blanks absent. */
export type AuditFilterValues = z.output<typeof auditFilterFormSchema>

export const AUDIT_FILTER_KEYS = Object.keys(auditFilterFormSchema.shape) as AuditFilterKey[]
const PAGE_KEY = 'pagina' satisfies keyof AuditFiltersInput

/** The filters a query holds, in a fixed order, without blanks, the page or any other key. */
export function filterQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (value) query.set(key, value)
  }
  return query
}

/** The filters and the page a query holds: what the list asks the API for. */
export function listQuery(params: URLSearchParams): URLSearchParams {
  const query = filterQuery(params)
  const page = params.get(PAGE_KEY)?.trim()
  if (page) query.set(PAGE_KEY, page)
  return query
}

/** The query of another page of the same filters (the first page needs no `pagina`). */
export function pageQuery(params: URLSearchParams, page: number): URLSearchParams {
  const query = filterQuery(params)
  if (page > 1) query.set(PAGE_KEY, String(page))
  return query
}

/** The query of newly chosen filters: the list starts over at its first page. */
export function queryOfFilters(values: AuditFilterValues): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of AUDIT_FILTER_KEYS) {
    const value = values[key]
    if (value !== undefined) query.set(key, value)
  }
  return query
}

/** What the filter form shows for a query: each filter it holds, empty for the rest. */
export function filterFormValues(params: URLSearchParams): Record<AuditFilterKey, string> {
  return Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<AuditFilterKey, string>
}

/** `path?query`, or the bare path for an empty query. */
export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString()
  return search === '' ? path : `${path}?${search}`
}

/** The CSV export of the filters (every page): a plain link the browser downloads with the panel's session cookie. */
export function auditCsvHref(params: URLSearchParams): string {
  return withQuery(`${API_BASE_PATH}${PANEL_API_PATHS.auditCsv}`, filterQuery(params))
}
