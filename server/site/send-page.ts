import type { FastifyReply, FastifyRequest } from 'fastify'
import { negotiateEncoding } from '#server/site/compress.ts'
import type { KeptPage, RenderedPage } from '#server/site/page-renderer.ts'

/**
 * Ends the answer of a page whose route set its other headers: its ETag, then `304` when the
 * client holds it, else its type and body; a kept page in the encoding the client prefers,
 * another compressed as it is sent.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage | KeptPage): FastifyReply {
  reply.header('etag', page.etag)
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
  reply.header('content-type', page.contentType)
  const encoding = negotiateEncoding(request.headers['accept-encoding'])
  if (encoding !== null && 'br' in page) return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip)
  return reply.send(page.identity)
}
