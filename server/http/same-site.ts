import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'

/** Methods that change nothing: the only ones a cross-site request may make. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF defence: a browser marks where a request comes from with `Sec-Fetch-Site` (and `Origin`);
 * a state change is accepted only from the site itself. A request with neither header does not
 * come from a browser (curl, tests, server-to-server), which is what CSRF needs.
 */
function isSameSite(request: FastifyRequest, publicBaseUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite !== undefined) return fetchSite === 'same-origin'
  const origin = request.headers.origin
  if (origin === undefined) return true
  return origin === new URL(publicBaseUrl).origin || origin === `${request.protocol}://${request.host}`
}

/**
 * An `onRequest` hook refusing, with `403 { mensaje }`, a state-changing request another site
 * made; PUBLIC_BASE_URL's origin and the request's own are the site. Runs before the body is read.
 */
export function refuseCrossSite(publicBaseUrl: string, mensaje: string): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!SAFE_METHODS.has(request.method) && !isSameSite(request, publicBaseUrl)) {
      return reply.code(403).header('cache-control', 'no-store').send({ mensaje })
    }
  }
}
