import { createHash } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { API_PATHS } from '#contracts/api-paths.ts'
import { TRACKING_MAX_CODES_PER_FOLIO, TRACKING_MAX_REQUESTS_PER_IP, TRACKING_WINDOW_MINUTES, JSON_BODY_MAX_BYTES } from '#contracts/limits.ts'
import {
  TRACKING_MESSAGES,
  trackingCodeRequestSchema,
  trackingCodeResponseSchema,
  trackingRequestSchema,
  trackingResponseSchema,
} from '#contracts/tracking.ts'
import type { MailConfig } from '#server/config/env.ts'
import { HttpError, ValidationError } from '#server/http/errors.ts'
import { trackingLink } from '#server/http/form-endpoint.ts'
import { enforceRateLimits, perClientKey } from '#server/rate-limit/enforce-rate-limit.ts'
import { sendTrackingCode } from '#server/tracking/send-tracking-code.ts'
import { comparableEmail, findTrackedItem, trackingAnswer } from '#server/tracking/tracked-item.ts'
import { checkTrackingCode } from '#server/tracking/tracking-codes.ts'

export interface TrackingOptions {
  readonly mail: MailConfig
  readonly publicBaseUrl: string
  readonly now: () => Date
}

const WINDOW_MS = TRACKING_WINDOW_MINUTES * 60_000
const PER_IP = { max: TRACKING_MAX_REQUESTS_PER_IP, windowMs: WINDOW_MS }
const PER_FOLIO = { max: TRACKING_MAX_CODES_PER_FOLIO, windowMs: WINDOW_MS }

/**
 * The counter of code requests for a folio with one e-mail (hashed: the counters hold no address).
 * Counted per pair, so requests typed with other e-mails never hold out the folio's owner.
 */
function perFolioAndEmailKey(folio: string, correo: string): string {
  return `seguimiento-codigo:folio:${folio}:correo:${createHash('sha256').update(comparableEmail(correo)).digest('base64url')}`
}

/**
 * Issue 15, the tracking page's two endpoints. `POST /seguimiento/codigo` answers the same `202`
 * whether or not the folio exists, is trackable and matches the e-mail; only a match stores a new
 * code and e-mails it. `POST /seguimiento` checks the code (`422` wrong, with the tries left;
 * `410` expired, used or out of tries) and answers the item's status. Each endpoint is limited
 * per client address (counted before the body is checked), and code requests per folio and e-mail too
 * (`429` with Retry-After; the counters are in the database).
 */
const trackingRoutes: FastifyPluginAsync<TrackingOptions> = async (app, options) => {
  app.removeContentTypeParser('text/plain')
  const limitByAddress = (endpoint: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store')
    await enforceRateLimits(app, reply, [{ key: perClientKey(endpoint, request), limit: PER_IP }], options.now())
  }
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.post(
    API_PATHS.trackingCode,
    {
      bodyLimit: JSON_BODY_MAX_BYTES,
      onRequest: limitByAddress('seguimiento-codigo'),
      schema: { body: trackingCodeRequestSchema, response: { 202: trackingCodeResponseSchema } },
    },
    async (request, reply) => {
      const { folio, correo } = request.body
      const now = options.now()
      await enforceRateLimits(app, reply, [{ key: perFolioAndEmailKey(folio, correo), limit: PER_FOLIO }], now)
      const { trackingPageUrl: pageUrl } = trackingLink(options.publicBaseUrl)
      if (await sendTrackingCode(app.db, folio, correo, { mail: options.mail, pageUrl, now })) {
        app.outbox.wake()
        request.log.info({ folio }, 'Código de seguimiento enviado')
      }
      return reply.code(202).send({ mensaje: TRACKING_MESSAGES.codeSent })
    },
  )

  routes.post(
    API_PATHS.tracking,
    {
      bodyLimit: JSON_BODY_MAX_BYTES,
      onRequest: limitByAddress('seguimiento'),
      schema: { body: trackingRequestSchema, response: { 200: trackingResponseSchema } },
    },
    async (request, reply) => {
      const { folio, correo, codigo } = request.body
      const check = await checkTrackingCode(app.db, folio, correo, codigo, options.now())
      if (check.result === 'gone') throw new HttpError(410, TRACKING_MESSAGES.codeGone)
      if (check.result === 'wrong') throw new ValidationError({ codigo: [TRACKING_MESSAGES.codigo.wrong(check.triesLeft)] })
      const item = await findTrackedItem(app.db, folio)
      // A code exists only for an item that matched; it may have been deleted since (retention).
      if (item === undefined) throw new HttpError(410, TRACKING_MESSAGES.codeGone)
      return reply.send(await trackingAnswer(app.db, item))
    },
  )
}

export default trackingRoutes
