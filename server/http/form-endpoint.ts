import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { z } from '#contracts/zod.ts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createdResponseSchema, type CreatedResponse, type FieldErrors } from '#contracts/api-responses.ts'
import { isHoneypotFilled } from '#contracts/form-fields.ts'
import { JSON_BODY_MAX_BYTES } from '#contracts/limits.ts'
import { absoluteUrl } from '#contracts/public-base-url.ts'
import { paths } from '#contracts/site-paths.ts'
import type { MailConfig, RateLimitConfig } from '#server/config/env.ts'
import { HttpError, ValidationError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { enforceRateLimits, perClientKey } from '#server/rate-limit/enforce-rate-limit.ts'
import type { TrackingLink } from '#server/mail/templates/tracking-code.ts'
import { decoyFolio, type FolioSeries } from '#server/services/folios.ts'
import { storeSubmission, type SubmissionKind } from '#server/services/store-submission.ts'

/** What a form endpoint plugin receives from `buildApp`. */
export interface FormEndpointOptions {
  readonly mail: MailConfig
  readonly rateLimit: RateLimitConfig
  /** PUBLIC_BASE_URL: the confirmations link to the tracking page. */
  readonly publicBaseUrl: string
  /** The clock (tests drive it). */
  readonly now: () => Date
}

/**
 * The rate limit of a form POST, as an `onRequest` hook: `RATE_LIMIT_MAX` requests per client
 * (IPv4 address or IPv6 /64) per `RATE_LIMIT_WINDOW_MS`, per endpoint, counted in the database
 * (docs/decisions/025) before the body is read, so refused and junk bodies count too. Beyond it,
 * `429 { mensaje }` with `Retry-After`; `onRefused` runs first (an upload closes its connection).
 */
export function formRateLimit(
  app: FastifyInstance,
  endpointPath: string,
  options: Pick<FormEndpointOptions, 'rateLimit' | 'now'>,
  onRefused?: (request: FastifyRequest, reply: FastifyReply) => void,
): onRequestAsyncHookHandler {
  const endpoint = endpointPath.replace(/^\//, '')
  return async (request, reply) => {
    try {
      await enforceRateLimits(app, reply, [{ key: perClientKey(endpoint, request), limit: options.rateLimit }], options.now())
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) onRefused?.(request, reply)
      throw error
    }
  }
}

/** The tracking page's absolute address, for the confirmation e-mails. */
export function trackingLink(publicBaseUrl: string): TrackingLink {
  return { trackingPageUrl: absoluteUrl(publicBaseUrl, paths.seguimiento) }
}

/** Names a form in the logs and its folios. */
export interface FormIdentity {
  readonly series: FolioSeries
  /** How the submission is named in the logs, e.g. 'Ficha'. */
  readonly logName: string
}

/**
 * A filled honeypot: the same `201` a person gets, with a decoy folio, and nothing stored or
 * sent, so the bot learns nothing.
 */
export function replyToHoneypot(request: FastifyRequest, reply: FastifyReply, form: FormIdentity, now: Date): FastifyReply {
  request.log.info(`Honeypot lleno (${form.logName}): se descarta sin avisar`)
  return reply.code(201).send({ ok: true, folio: decoyFolio(form.series, now) } satisfies CreatedResponse)
}

/** A stored submission: wakes the outbox so its e-mails leave now, and answers `201 { ok, folio }`. */
export function replyStored(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  form: FormIdentity,
  folio: string,
): FastifyReply {
  request.log.info({ folio }, `${form.logName} guardado`)
  app.outbox.wake()
  return reply.code(201).send({ ok: true, folio } satisfies CreatedResponse)
}

/**
 * Forms send JSON only (spec §7). Fastify also parses text/plain by default; removing that
 * parser in the endpoint's own plugin makes any other content type a `415 { mensaje }`.
 */
function acceptJsonOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain')
}

/** What sets one form endpoint apart from another. */
export interface FormSubmission<Schema extends z.core.$ZodType> {
  readonly path: string
  readonly schema: Schema
  /** How the submission is named in the logs, e.g. 'Ficha'. */
  readonly logName: string
  /** Its folio series, row and e-mails. */
  readonly kind: SubmissionKind<z.output<Schema>>
  /** What the schema cannot know, checked against published content: the fields it refuses, or `null`. */
  readonly checkPublished?: (body: z.output<Schema>) => Promise<FieldErrors | null>
}

/**
 * Registers a form POST (spec §7, DESIGN.md contracts): JSON only, small body, rate limited
 * (`formRateLimit`). A
 * body that is not an object is `400`; a filled honeypot gets the same `201` with a decoy folio
 * and nothing is stored or sent (before validation, so the bot learns nothing); otherwise Fastify
 * checks the body with the form's schema and then against the published content (`422 { errors }`), and the submission is stored, the
 * outbox woken, and `201 { ok: true, folio }` answered.
 */
export function registerFormSubmission<Schema extends z.core.$ZodType>(
  app: FastifyInstance,
  options: FormEndpointOptions,
  submission: FormSubmission<Schema>,
): void {
  acceptJsonOnly(app)
  const form: FormIdentity = { series: submission.kind.series, logName: submission.logName }
  app.withTypeProvider<ZodTypeProvider>().post(
    submission.path,
    {
      bodyLimit: JSON_BODY_MAX_BYTES,
      onRequest: formRateLimit(app, submission.path, options),
      schema: { body: submission.schema, response: { 201: createdResponseSchema } },
      preValidation: async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const { body } = request
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new HttpError(400, API_MESSAGES.bodyNotObject)
        }
        if (isHoneypotFilled(body)) return replyToHoneypot(request, reply, form, options.now())
      },
    },
    async (request, reply) => {
      const body = request.body as z.output<Schema>
      const refused = await submission.checkPublished?.(body)
      if (refused) throw new ValidationError(refused)
      const folio = await storeSubmission(app.db, submission.kind, body, options.now())
      return replyStored(app, request, reply, form, folio)
    },
  )
}
