import { PRERENDERED_PAGES } from '#app/config/prerender.ts'
import { PUBLIC_BASE_URL } from '#app/config/public-env.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { indexablePaths, sitemapXml } from '#app/lib/sitemap.ts'
import { CONTENT_ITEM_PAGES, ITEM_PAGE_KINDS } from '#contracts/content/content-api.ts'
import type { Route } from './+types/sitemap.ts'

/**
 * `/sitemap.xml` (issue 37): every indexable page and the page of every published item (news posts, events). A
 * resource route, so that the server renders and keeps it per content revision like the pages.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const itemPaths = await Promise.all(
    ITEM_PAGE_KINDS.map(async (kind) => (await content.record(kind)).map((item) => CONTENT_ITEM_PAGES[kind](item.slug))),
  )
  const paths = [...indexablePaths(PRERENDERED_PAGES), ...itemPaths.flat()]
  return new Response(sitemapXml(paths, PUBLIC_BASE_URL), { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
