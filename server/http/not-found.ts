import { statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isApiUrl } from '#server/http/api-url.ts'
import { logClientError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { negotiateEncoding } from '#server/site/compress.ts'
import { CSP_HEADER } from '#server/site/content-security-policy.ts'
import type { NotFoundDocument } from '#server/site/load-site.ts'
import { isServablePath, REVALIDATE_CACHE_CONTROL } from '#server/site/static-policy.ts'

const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The path of a URL, decoded; `null` when it does not decode. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '')
  } catch {
    return null
  }
}

/**
 * Whether `path` is a file. Any URL reaches here, so the path may be one the file system refuses
 * to look up (a NUL byte, a name longer than it allows, a file used as a folder): no file to serve.
 */
function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true
  } catch {
    return false
  }
}

/**
 * Whether the public folder holds what a path names (a file, or a page folder with index.html),
 * so the site's catch-all GET route serves it.
 */
function servesFile(clientDir: string | null, pathname: string): boolean {
  if (clientDir === null || !isServablePath(pathname)) return false
  const target = join(clientDir, pathname)
  if (relative(clientDir, target).split(sep).includes('..')) return false
  return isFile(target) || isFile(join(target, 'index.html'))
}

/**
 * The methods the routes answer at this URL (Fastify has no 405 of its own). The site's catch-all
 * (`/*`, which matches every path) counts only where there is a file to serve.
 */
function allowedMethods(request: FastifyRequest, clientDir: string | null): string[] {
  const pathname = decodedPath(request.url)
  if (pathname === null) return []
  return ROUTED_METHODS.filter((method) => {
    const route = request.server.findRoute({ method, url: request.url })
    if (route === null) return false
    const isSiteCatchAll = `/${(route.params as Record<string, string | undefined>)['*']}` === pathname
    return !isSiteCatchAll || servesFile(clientDir, pathname)
  })
}

/**
 * The not-found handler: a URL that exists with other methods gets `405 { mensaje }` with
 * `Allow`; API paths and non-GET methods get `404 { mensaje }`; a page a browser asked for gets
 * the prerendered not-found page with status 404 (spec §2.1), in the best encoding the client
 * accepts. It compresses by itself because @fastify/compress only hooks real routes, not the
 * not-found handler.
 */
export function createNotFoundHandler(document: NotFoundDocument, clientDir: string | null) {
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const allowed = allowedMethods(request, clientDir)
    // A route of this very method that found nothing (a slug nobody published) is a 404, not a 405.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      logClientError(request, 405)
      return reply.code(405).header('allow', allowed.join(', ')).header('cache-control', 'no-store').send({ mensaje: API_MESSAGES.methodNotAllowed })
    }
    logClientError(request, 404)
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
