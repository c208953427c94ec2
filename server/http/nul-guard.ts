import type { FastifyRequest } from 'fastify'
import { HttpError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item))
}

/**
 * A `preHandler` hook of the panel, the last line behind the schemas (contracts/text-rules.ts):
 * a NUL left in a route param (a queue's `:folio`), the query string or a JSON body gets
 * `400 { mensaje }`, because PostgreSQL refuses it in text and the query would fail with a 500.
 * It runs after validation, so a field a schema checks still gets its own `422` message. The
 * public routes check every value before a query (their schemas, the certificate's folio format).
 */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
    throw new HttpError(400, API_MESSAGES.nulInRequest)
  }
}
