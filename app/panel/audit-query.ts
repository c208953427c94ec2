import { API_BASE_PATH, PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { auditFilterFormSchema } from '#contracts/audit.ts'
import type { z } from '#contracts/zod.ts'
import { listQueryOf, withQuery } from './list-query.ts'

/* The audit screen's URL query is the API's: `?persona=&accion=&desde=&hasta=&pagina=` (list-query.ts). */

/** A filter of the panel's form, by its query key. */
export type AuditFilterKey = keyof typeof auditFilterFormSchema.shape
/** What the filter form checked: trimmed, blanks absent. */
export type AuditFilterValues = z.output<typeof auditFilterFormSchema>

export const AUDIT_FILTER_KEYS = Object.keys(auditFilterFormSchema.shape) as AuditFilterKey[]

export const { filterQuery, listQuery, pageQuery, queryOfFilters, filterFormValues } = listQueryOf(AUDIT_FILTER_KEYS)

/** The CSV export of the filters (every page): a plain link the browser downloads with the panel's session cookie. */
export function auditCsvHref(params: URLSearchParams): string {
  return withQuery(`${API_BASE_PATH}${PANEL_API_PATHS.auditCsv}`, filterQuery(params))
}
