import { readFile } from 'node:fs/promises'
import { relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import { isApiUrl } from '#server/http/api-url.ts'
import { CSP_HEADER, contentSecurityPolicy } from '#server/site/content-security-policy.ts'
import {
  HOME_PATH,
  IMMUTABLE_CACHE_CONTROL,
  PERMANENT_REDIRECTS,
  REDIRECT_CACHE_CONTROL,
  cacheControlFor,
  isCompressible,
  isServablePath,
  permanentRedirect,
  trailingSlashRedirect,
  withoutPrecompressedSuffix,
  XML_CONTENT_TYPE,
} from '#server/site/static-policy.ts'
import { CLIENT_RENDERED_ROUTES, findClientDocuments } from '#server/site/spa-fallback.ts'

export interface StaticSiteOptions {
  /** The public folder of the build (`<SITE_DIR>/client`). */
  readonly clientDir: string
  /** The Content-Security-Policy of each HTML file, by absolute path (see load-site). */
  readonly pagePolicies: ReadonlyMap<string, string>
  /** The prerendered pages that say `noindex` in their meta: the header says it too. */
  readonly noindexPages: ReadonlySet<string>
}

/** What `send` adds for revalidation and ranges. */
const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges']

// An HTML file unknown at start (copied in later) gets no inline-script allowance.
const UNKNOWN_PAGE_POLICY = contentSecurityPolicy()

const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (app, { clientDir, pagePolicies, noindexPages }) => {
  // 301, not 302: the route table fixes `/` → /inicio (spec §2.1), so search engines should
  // index /inicio only; the bounded Cache-Control keeps browsers from remembering it forever.
  app.get('/', (request, reply) => {
    const queryStart = request.url.indexOf('?')
    const query = queryStart === -1 ? '' : request.url.slice(queryStart)
    return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(HOME_PATH + query, 301)
  })

  // Misspelled page URLs that links in the wild still use (spec §2.1) go to the routed page.
  for (const from of PERMANENT_REDIRECTS.keys()) {
    app.get(from, (request, reply) => {
      const target = permanentRedirect(request.url) ?? HOME_PATH
      return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(target, 301)
    })
  }

  // Pages live at /inicio, not /inicio/: one canonical URL per page.
  app.addHook('onRequest', async (request, reply) => {
    if (isApiUrl(request.url)) return
    const target = trailingSlashRedirect(request.url)
    if (target !== undefined) return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(target, 301)
  })

  // Pages rendered in the browser only (the certificate page with its folio, the staff area) get
  // their client document with status 200; it renders the route the URL names.
  const documents = findClientDocuments(clientDir)
  const htmlOf = new Map<string, Buffer>()
  for (const file of Object.values(documents)) if (file !== null) htmlOf.set(file, await readFile(file))
  for (const { pattern, document, cacheControl } of CLIENT_RENDERED_ROUTES) {
    const file = documents[document]
    if (file === null) continue
    const html = htmlOf.get(file)
    const policy = pagePolicies.get(file) ?? UNKNOWN_PAGE_POLICY
    app.get(pattern, (_request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', cacheControl)
        .header(CSP_HEADER, policy)
        // A lookup result or the staff area, not pages for search engines (their own meta says so too).
        .header('x-robots-tag', 'noindex')
        .send(html),
    )
  }

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-type') === 'application/xml') reply.header('content-type', XML_CONTENT_TYPE)
    // A browser never revalidates an immutable file, nor asks for part of a script: on a phone a
    // page fetches about twenty of them, and Lighthouse counts their headers as the page's weight.
    if (reply.getHeader('cache-control') === IMMUTABLE_CACHE_CONTROL) for (const header of REVALIDATION_HEADERS) reply.removeHeader(header)
    return payload
  })

  await app.register(fastifyStatic, {
    root: clientDir,
    // A prerendered page is a folder with index.html: /inicio is answered with it directly.
    index: ['index.html'],
    redirect: false,
    wildcard: true,
    preCompressed: true,
    // send's own Cache-Control is replaced by the per-file policy in setHeaders.
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: (pathname) => isServablePath(pathname),
    setHeaders: (response, filePath) => {
      const relativePath = relative(clientDir, filePath).split(sep).join('/')
      response.setHeader('cache-control', cacheControlFor(relativePath))
      const original = withoutPrecompressedSuffix(filePath)
      if (original.endsWith('.html')) {
        response.setHeader(CSP_HEADER, pagePolicies.get(original) ?? UNKNOWN_PAGE_POLICY)
        if (noindexPages.has(original)) response.setHeader('x-robots-tag', 'noindex')
      }
      // Lower case on purpose: @fastify/compress adds its own entry unless it finds this exact text.
      if (isCompressible(filePath)) response.setHeader('vary', 'accept-encoding')
    },
  })
}

/**
 * Serves the prerendered site from the build's public folder: pages without a trailing
 * slash, `/` redirected to /inicio, misspelled page URLs redirected (PERMANENT_REDIRECTS),
 * precompressed `.br`/`.gz` siblings when the client accepts them, and a cache policy per kind
 * of file. The pages rendered in the browser only (CLIENT_RENDERED_ROUTES) get the SPA
 * fallback; other unknown paths fall through to the not-found handler, and the fallback and
 * build-internal files are never served by their own names.
 */
export default staticSite
