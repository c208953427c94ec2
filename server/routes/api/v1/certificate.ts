import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CERTIFICATE_MESSAGES, certificateResponseSchema, isCertificateFolio } from '#contracts/certificate.ts'
import { publicCertificate } from '#server/certificates/public-certificate.ts'
import { findCertificate } from '#server/db/certificates.ts'
import { CERTIFICATE_LOOKUPS_PER_IP, CERTIFICATE_LOOKUP_WINDOW_SECONDS } from '#contracts/limits.ts'
import { HttpError } from '#server/http/errors.ts'
import { enforceRateLimits, perClientKey } from '#server/rate-limit/enforce-rate-limit.ts'

export interface CertificateRouteOptions {
  /** The clock of the rate limit's windows. */
  readonly now: () => Date
}

const PER_IP = { max: CERTIFICATE_LOOKUPS_PER_IP, windowMs: CERTIFICATE_LOOKUP_WINDOW_SECONDS * 1000 }

/**
 * `GET /certificates/:folio` (spec §7, §2.15): the folio's format is checked before any query
 * (`400 { mensaje }`), then the registry answers `200 { data }` with the 14 fields (an annulled
 * certificate shows ANULADO/NO VALIDO where it applies) or `404 { mensaje }`. Never cached: an
 * annulment must show at once. Lookups are limited per client address (`429 { mensaje }` with
 * Retry-After; counted in the database, so every process shares the count), which keeps the
 * registry from being read folio by folio.
 */
const certificateRoutes: FastifyPluginAsync<CertificateRouteOptions> = async (app, options) => {
  const schema = { params: z.object({ folio: z.string() }), response: { 200: certificateResponseSchema } }
  app.withTypeProvider<ZodTypeProvider>().get('/certificates/:folio', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    await enforceRateLimits(app, reply, [{ key: perClientKey('certificado', request), limit: PER_IP }], options.now())
    const { folio } = request.params
    if (!isCertificateFolio(folio)) throw new HttpError(400, CERTIFICATE_MESSAGES.invalidFolio)
    const found = await findCertificate(app.db, folio)
    if (found === undefined) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound)
    return reply.send({ data: publicCertificate(found) })
  })
}

export default certificateRoutes
