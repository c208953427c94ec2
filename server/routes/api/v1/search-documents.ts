import { createHash } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import { API_PATHS } from '#contracts/api-paths.ts'
import type { SearchDocuments } from '#contracts/search.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { contentRevision } from '#server/db/content-versions.ts'
import { builtSitePages } from '#server/search/site-pages.ts'
import { searchDocuments } from '#server/search/search-documents.ts'
import { negotiateEncoding } from '#server/site/compress.ts'
import { compressedPage, type KeptPage } from '#server/site/page-renderer.ts'
import { renderedPages } from '#server/site/rendered-pages.ts'
import { REVALIDATE_CACHE_CONTROL } from '#server/site/static-policy.ts'

export interface SearchDocumentsRouteOptions {
  /** The build's public folder, whose pages' titles the search finds too; `null` without a build. */
  readonly clientDir: string | null
  /** How often the content revision is asked for: a publish reaches the search within it. */
  readonly pollMs: number
  readonly now: () => Date
}

const KEPT_KEY = '#buscar'

/**
 * `GET /buscar` (issue 39, docs/decisions/063): the documents of the site search as JSON, written
 * once per content revision from the published content (like the pages, ADR 055) and kept
 * compressed; the browser revalidates with its ETag and gets `304` until something is published.
 */
const searchDocumentsRoutes: FastifyPluginAsync<SearchDocumentsRouteOptions> = async (app, { clientDir, pollMs, now }) => {
  const content = databaseContentSource(app.db)
  const pages = await builtSitePages(clientDir)
  const kept = renderedPages({
    render: () => Promise.reject(new Error('El buscador no guarda páginas.')),
    readRevision: () => contentRevision(app.db),
    today: () => instituteDay(now()),
    pollMs,
    onPollError: (err) => app.log.error({ err }, 'No se pudo leer la revisión del contenido publicado para el buscador'),
  })
  app.addHook('onClose', async () => kept.close())

  const answer = (): Promise<KeptPage> =>
    kept.kept(KEPT_KEY, async () => {
      const body: SearchDocuments = { revision: await contentRevision(app.db), documents: await searchDocuments(content, pages) }
      const identity = Buffer.from(JSON.stringify(body))
      const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
      return compressedPage({ status: 200, contentType: 'application/json; charset=utf-8', identity, contentSecurityPolicy: null, noindex: true, etag })
    })

  app.get(API_PATHS.searchDocuments, async (request, reply) => {
    const page = await answer()
    reply.header('cache-control', REVALIDATE_CACHE_CONTROL).header('etag', page.etag).header('vary', 'accept-encoding')
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
    reply.type(page.contentType)
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    if (encoding === null) return reply.send(page.identity)
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip)
  })
}

export default searchDocumentsRoutes
