import { PRERENDERED_PAGES } from '#app/config/prerender.ts'
import { PUBLIC_BASE_URL } from '#app/config/public-env.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { indexablePaths, sitemapXml } from '#app/lib/sitemap.ts'
import { eventPath, newsPostPath } from '#contracts/site-paths.ts'
import type { Route } from './+types/sitemap.ts'

/**
 * `/sitemap.xml` (issue 37): every indexable page and every published news post and event. A
 * resource route, so that the server renders and keeps it per content revision like the pages.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const [news, events] = await Promise.all([content.record('noticias'), content.record('eventos')])
  const paths = [...indexablePaths(PRERENDERED_PAGES), ...news.map((post) => newsPostPath(post.slug)), ...events.map((event) => eventPath(event.slug))]
  return new Response(sitemapXml(paths, PUBLIC_BASE_URL), { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}
