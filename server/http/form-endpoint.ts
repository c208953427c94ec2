import type { FastifyInstance, RouteShorthandOptions } from 'fastify'
import { JSON_BODY_MAX_BYTES } from '#contracts/limits.ts'
import type { MailConfig, RateLimitConfig } from '#server/config/env.ts'

/** What a form endpoint plugin receives from `buildApp`. */
export interface FormEndpointOptions {
  readonly mail: MailConfig
  readonly rateLimit: RateLimitConfig
  /** The clock (tests drive it). */
  readonly now: () => Date
}

/**
 * The shared limits of a form POST: a small JSON body (`413` above it) and the per-IP rate
 * limit (`429 { mensaje }`, counted per endpoint; @fastify/rate-limit is registered with
 * `global: false` in app.ts, so only routes that ask are limited).
 */
export function formRouteOptions(rateLimit: RateLimitConfig): RouteShorthandOptions {
  return {
    bodyLimit: JSON_BODY_MAX_BYTES,
    config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
  }
}

/**
 * Forms send JSON only (spec §7). Fastify also parses text/plain by default; removing that
 * parser in the endpoint's own plugin makes any other content type a `415 { mensaje }`.
 */
export function acceptJsonOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain')
}
