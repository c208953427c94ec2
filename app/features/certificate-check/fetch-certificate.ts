import { apiRequest } from '#app/lib/api-client.ts'
import { API_PATHS } from '#contracts/api-paths.ts'
import { CERTIFICATE_MESSAGES, certificateResponseSchema, type Certificate } from '#contracts/certificate.ts'

/** How a lookup ends: the certificate (with when the registry answered, for the printed stamp), or the message of the red alert. */
export type CertificateAnswer = { state: 'found'; certificate: Certificate; checkedAt: Date } | { state: 'failed'; message: string }

/** What the page shows: still asking, or the answer. */
export type CertificateLookup = { state: 'loading' } | CertificateAnswer

/**
 * spec §7, §8: `GET /api/v1/certificates/{folio}`. A failure shows the server's `mensaje`,
 * else 'Error al obtener certificado.'.
 */
export async function fetchCertificate(folio: string, signal: AbortSignal): Promise<CertificateAnswer> {
  const result = await apiRequest(API_PATHS.certificate(folio), { signal, schema: certificateResponseSchema })
  if (result.ok) return { state: 'found', certificate: result.data.data, checkedAt: new Date() }
  return { state: 'failed', message: result.serverMessage ?? CERTIFICATE_MESSAGES.fetchFailed }
}
