import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { clientKey } from '#server/rate-limit/client-key.ts'
import { countRequest, type RateLimit } from '#server/rate-limit/rate-counter.ts'

/**
 * The counter key of an endpoint's per-client limit, `<endpoint>:ip:<client>`: the client is
 * its IPv4 address or its IPv6 /64 (see `clientKey`).
 */
export function perClientKey(endpoint: string, request: FastifyRequest): string {
  return `${endpoint}:ip:${clientKey(request.ip)}`
}

/**
 * Counts the request under each key, in order, and refuses it with `429 { mensaje }` and
 * `Retry-After` at the first limit it goes over (the later keys are then not counted).
 */
export async function enforceRateLimits(
  app: FastifyInstance,
  reply: FastifyReply,
  checks: readonly { readonly key: string; readonly limit: RateLimit }[],
  now: Date,
): Promise<void> {
  for (const { key, limit } of checks) {
    const verdict = await countRequest(app.db, key, limit, now)
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds))
      throw new HttpError(429, API_MESSAGES.tooManyRequestsFor(verdict.retryAfterSeconds))
    }
  }
}
