import type { FastifyPluginAsync } from 'fastify'
import { API_PATHS } from '#contracts/api-paths.ts'
import type { SearchDocuments } from '#contracts/search.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { contentRevision } from '#server/db/content-versions.ts'
import { builtSitePages, type BuiltSite } from '#server/search/site-pages.ts'
import { searchDocuments } from '#server/search/search-documents.ts'
import { compressedPage, etagOf, type KeptPage } from '#server/site/page-renderer.ts'
import { renderedPages } from '#server/site/rendered-pages.ts'
import { sendPage } from '#server/site/send-page.ts'
import { REVALIDATE_CACHE_CONTROL } from '#server/site/static-policy.ts'

export interface SearchDocumentsRouteOptions {
  /** The build as loaded at start, whose pages' titles the search finds too (none without a build). */
  readonly site: BuiltSite
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
const searchDocumentsRoutes: FastifyPluginAsync<SearchDocumentsRouteOptions> = async (app, { site, pollMs, now }) => {
  const content = databaseContentSource(app.db)
  const pages = await builtSitePages(site)
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
      return compressedPage({ status: 200, contentType: 'application/json; charset=utf-8', identity, contentSecurityPolicy: null, noindex: true, etag: etagOf(identity) })
    })

  // Unlike the site's pages, the JSON goes without X-Robots-Tag.
  app.get(API_PATHS.searchDocuments, async (request, reply) =>
    sendPage(request, reply.header('cache-control', REVALIDATE_CACHE_CONTROL).header('vary', 'accept-encoding'), await answer()),
  )
}

export default searchDocumentsRoutes
