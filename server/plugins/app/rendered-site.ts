import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerBuild } from 'react-router'
import { CONTENT_ITEM_PAGES, ITEM_PAGE_KINDS } from '#contracts/content/content-api.ts'
import { CRAWLER_FILE_PATHS, paths } from '#contracts/site-paths.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { contentRevision } from '#server/db/content-versions.ts'
import { CSP_HEADER } from '#server/site/content-security-policy.ts'
import { START_SCRIPT_FILE } from '#server/site/load-site.ts'
import { compressedPage, createPageRenderer, type KeptPage, type RenderedPage } from '#server/site/page-renderer.ts'
import { previewQueryOf, sendPreview } from '#server/site/content-preview.ts'
import { renderedPages } from '#server/site/rendered-pages.ts'
import { sendPage } from '#server/site/send-page.ts'
import { PANEL_DOCUMENT, REVALIDATE_CACHE_CONTROL } from '#server/site/static-policy.ts'

export interface RenderedSiteOptions {
  /** The build (`SITE_DIR`): its server bundle, public folder and start script. */
  readonly siteDir: string
  /** The site's public origin: the base of the requests rendered. */
  readonly origin: string
  readonly pollMs: number
  readonly now: () => Date
}

const SERVER_BUILD = join('server', 'index.js')
const DATA_SUFFIX = '.data'


/** The paths the build prerendered (`/inicio`, `/inicio/genera`, …) and their loader data (`/inicio/genera.data`). */
async function prerenderedPaths(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name !== PANEL_DOCUMENT && (entry.name === 'index.html' || entry.name.endsWith(DATA_SUFFIX)))
    .map((entry) => {
      const file = relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')
      return `/${file.endsWith('index.html') ? file.slice(0, -'/index.html'.length) : file}`
    })
}

/** Answers a page with the site's headers: its status, type, caching, CSP and `noindex`. */
function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage | KeptPage): FastifyReply {
  // The type is set before sendPage sets it again so that a page's 304 names it too.
  reply.code(page.status).header('content-type', page.contentType).header('cache-control', REVALIDATE_CACHE_CONTROL).header('vary', 'accept-encoding')
  if (page.contentSecurityPolicy !== null) reply.header(CSP_HEADER, page.contentSecurityPolicy)
  if (page.noindex) reply.header('x-robots-tag', 'noindex')
  return sendPage(request, reply, page)
}

/**
 * Serves the public pages rendered by the server from the published content (docs/decisions/055):
 * every page the build prerendered, and its loader data, rendered once per content revision and
 * kept; the certificate page, whose URL holds the folio asked for, rendered on each request. Without
 * a server bundle in the build, the prerendered files are served as they are (server/plugins/app/static-site.ts).
 */
const renderedSite: FastifyPluginAsync<RenderedSiteOptions> = async (app, { siteDir, origin, pollMs, now }) => {
  const clientDir = join(siteDir, 'client')
  const serverBuild = join(siteDir, SERVER_BUILD)
  if (!existsSync(serverBuild)) {
    app.log.warn({ serverBuild }, 'El sitio compilado no trae el paquete del servidor: se sirven las páginas prerenderizadas como están.')
    return
  }
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild
  const startScript = await readFile(join(siteDir, START_SCRIPT_FILE), 'utf8')
  const content = databaseContentSource(app.db)
  const render = createPageRenderer({ build, clientDir, startScript, origin })
  const pages = renderedPages({
    render: async (path, today) => compressedPage(await render(path, content, today)),
    readRevision: () => contentRevision(app.db),
    today: () => instituteDay(now()),
    pollMs,
    onPollError: (err) => app.log.error({ err }, 'No se pudo leer la revisión del contenido publicado'),
  })
  app.addHook('onClose', async () => pages.close())

  const preview = { auth: app.staffAuth, db: app.db, content, render, now }
  for (const path of await prerenderedPaths(clientDir)) {
    app.get(path, async (request, reply) => {
      const previewQuery = path.endsWith(DATA_SUFFIX) ? undefined : previewQueryOf(request)
      if (previewQuery !== undefined) return sendPreview(request, reply, path, previewQuery, preview)
      return send(request, reply, await pages.page(path))
    })
  }
  // The sitemap lists the published posts and events: kept per revision like a page.
  app.get(CRAWLER_FILE_PATHS.sitemap, async (request, reply) => send(request, reply, await pages.page(CRAWLER_FILE_PATHS.sitemap)))

  for (const kind of ITEM_PAGE_KINDS) {
    const itemPath = CONTENT_ITEM_PAGES[kind]
    // The slugs with a page, read once per revision: a slug nobody published is the not-found page, never rendered nor kept.
    const publishedSlugs = () => pages.kept(`#${kind}`, async () => new Set((await content.record(kind)).map((item) => item.slug)))
    app.get<{ Params: { slug: string } }>(itemPath(':slug'), async (request, reply) => {
      const { slug: segment } = request.params
      const slug = segment.endsWith(DATA_SUFFIX) ? segment.slice(0, -DATA_SUFFIX.length) : segment
      // A draft's item may not be published yet: its preview is rendered from the draft (staff only).
      const previewQuery = segment === slug ? previewQueryOf(request) : undefined
      if (previewQuery !== undefined) return sendPreview(request, reply, itemPath(slug), previewQuery, preview)
      if (!(await publishedSlugs()).has(slug)) return reply.callNotFound()
      return send(request, reply, await pages.page(`${itemPath(slug)}${segment === slug ? '' : DATA_SUFFIX}`))
    })
  }

  app.get(`${paths.certificateWithoutFolio}/:folio`, async (request, reply) =>
    send(request, reply.header('x-robots-tag', 'noindex'), await render(new URL(request.url, origin).pathname, content, instituteDay(now()))),
  )
}

export default renderedSite
