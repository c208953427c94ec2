import { CERTIFICATE_MESSAGES } from '#contracts/certificate.ts'
import { fetchCertificate, type CertificateAnswer, type CertificateLookup } from './fetch-certificate.ts'

/** The certificate page's loader data: the answer, or the answer on its way. */
export interface CertificateLoaderData {
  answer: CertificateAnswer | Promise<CertificateAnswer>
}

const MISSING_FOLIO: CertificateAnswer = { state: 'failed', message: CERTIFICATE_MESSAGES.missingFolio }

/**
 * The certificate page's `clientLoader`. Without a folio, 'Folio no proporcionado.' and no call
 * (spec §7). With one, the lookup is handed over unawaited: hydrating the SPA fallback
 * (docs/decisions/013) shows nothing but the root's HydrateFallback until every loader has
 * settled, and spec §4 wants the page's own loading state while the lookup runs.
 */
export function loadCertificate(folio: string | undefined, signal: AbortSignal): CertificateLoaderData {
  return { answer: folio === undefined ? MISSING_FOLIO : fetchCertificate(folio, signal) }
}

/** What the page shows before its loader has run: the prerendered page has no folio. */
export function lookupBeforeLoading(folio: string | undefined): CertificateLookup {
  return folio === undefined ? MISSING_FOLIO : { state: 'loading' }
}
