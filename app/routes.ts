import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes'
import { ITEM_PAGE_MODULES, SITE_PAGES, type SitePage } from '#app/config/prerender.ts'
import { CONTENT_ITEM_PAGES, ITEM_PAGE_KINDS } from '#contracts/content/content-api.ts'
import { CRAWLER_FILE_PATHS, paths } from '#contracts/site-paths.ts'

const LAYOUT_PREFIX = `${paths.home}/`

const isUnderLayout = (page: SitePage) => page.meta.path === paths.home || page.meta.path.startsWith(LAYOUT_PREFIX)

function pageRoute(page: SitePage, parentPrefix: string): RouteConfigEntry {
  if (page.meta.path === paths.home) return index(page.module)
  const pattern = page.pattern ?? page.meta.path
  return route(pattern.slice(parentPrefix.length), page.module, page.id ? { id: page.id } : {})
}

/**
 * spec §2.1: the route table of a list of pages. The pages under /inicio share its layout; a module
 * that draws several pages (a programme, a campus) is registered once per page under its own id
 * and static path (app/lib/routes-from-data.ts says why).
 */
export function routeTable(pages: readonly SitePage[]): RouteConfigEntry[] {
  return [
    index('routes/root-redirect.tsx'),
    route('inicio', 'routes/inicio-layout.tsx', [
      // spec §2.1: the home page's misspelled link; redirects to juicios-orales (the server answers 301).
      route(paths.homeLinksAsRecorded.juiciosOralesMisspelled.slice(LAYOUT_PREFIX.length), 'routes/juicios-orales-misspelled.tsx'),
      ...pages.filter(isUnderLayout).map((page) => pageRoute(page, LAYOUT_PREFIX)),
      ...ITEM_PAGE_KINDS.map((kind) => route(CONTENT_ITEM_PAGES[kind](':slug').slice(LAYOUT_PREFIX.length), ITEM_PAGE_MODULES[kind])),
    ]),
    route(CRAWLER_FILE_PATHS.sitemap.slice(1), 'routes/sitemap.ts'),
    ...pages.filter((page) => !isUnderLayout(page)).map((page) => pageRoute(page, '/')),
    route('*', 'routes/not-found.tsx'),
  ]
}

export default routeTable(SITE_PAGES) satisfies RouteConfig
