import { CERTIFICATE_API_PATHS } from '#contracts/api-paths.ts'
import type { CertificateFilterValues } from '#contracts/certificates-panel.ts'
import { listQueryOf, withQuery } from './list-query.ts'

/* The registry's search keeps its text, status and page in the URL query, which is also the API's (list-query.ts). */

export type CertificateFilterKey = keyof CertificateFilterValues

export const CERTIFICATE_LIST_QUERY = listQueryOf<CertificateFilterKey>(['q', 'estado'])

/** The API path of the page the query asks for. */
export function certificateListPath(params: URLSearchParams): string {
  return withQuery(CERTIFICATE_API_PATHS.list, CERTIFICATE_LIST_QUERY.listQuery(params))
}
