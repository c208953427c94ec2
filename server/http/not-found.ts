import type { FastifyReply, FastifyRequest } from 'fastify'
import { isApiUrl } from '#server/http/api-url.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { negotiateEncoding } from '#server/site/compress.ts'
import { CSP_HEADER } from '#server/site/content-security-policy.ts'
import type { NotFoundDocument } from '#server/site/load-site.ts'
import { REVALIDATE_CACHE_CONTROL } from '#server/site/static-policy.ts'

/**
 * The not-found handler: API paths and non-GET methods get `404 { mensaje }`; a page a
 * browser asked for gets the prerendered not-found page with status 404 (spec §2.1), in the
 * best encoding the client accepts. It compresses by itself because @fastify/compress only
 * hooks real routes, not the not-found handler.
 */
export function createNotFoundHandler(document: NotFoundDocument) {
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.code(404)
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiUrl(request.url)
    if (!wantsPage) return reply.header('cache-control', 'no-store').send({ mensaje: API_MESSAGES.notFound })

    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', REVALIDATE_CACHE_CONTROL)
      .header('vary', 'accept-encoding')
      .header(CSP_HEADER, document.contentSecurityPolicy)
    if (encoding === null) return reply.send(document.identity)
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? document.br : document.gzip)
  }
}
