import type { FastifyInstance, FastifyReply } from 'fastify'
import { HttpError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { countRequest, type RateLimit } from '#server/rate-limit/rate-counter.ts'

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
