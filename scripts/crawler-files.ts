/**
 * The files for search engines, written into the build's public folder by `scripts/postbuild.ts`
 * from the prerendered pages (app/config/prerender.ts) and the build's PUBLIC_BASE_URL, the same
 * two facts the pages' canonical tags come from.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PRERENDERED_PAGES, type PrerenderedPage } from '#app/config/prerender.ts'
import { absoluteUrl } from '#contracts/public-base-url.ts'
import { CRAWLER_FILE_PATHS } from '#contracts/site-paths.ts'

/**
 * Paths no crawler should walk: the API, the certificate lookups (a folio opens a person's data; the
 * pages say noindex too) and the staff area, listed before it exists so it is never crawled.
 */
export const ROBOTS_DISALLOWED = ['/api/', '/certificates/', '/panel'] as const

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
}

/** The sitemap (sitemaps.org 0.9): the canonical URL of every prerendered page that is not `noindex`. */
export function sitemapXml(pages: readonly PrerenderedPage[], origin: string): string {
  const urls = pages
    .filter((page) => !page.noindex)
    .map((page) => `  <url><loc>${escapeXml(absoluteUrl(origin, page.path))}</loc></url>\n`)
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('') +
    '</urlset>\n'
  )
}

/** robots.txt: every crawler, the disallowed paths, and the sitemap's absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, CRAWLER_FILE_PATHS.sitemap)}`,
    '',
  ].join('\n')
}

/** Writes `sitemap.xml` and `robots.txt` of the prerendered pages into the public folder. */
export async function writeCrawlerFiles(clientDir: string, origin: string): Promise<void> {
  await writeFile(join(clientDir, CRAWLER_FILE_PATHS.sitemap), sitemapXml(PRERENDERED_PAGES, origin))
  await writeFile(join(clientDir, CRAWLER_FILE_PATHS.robots), robotsTxt(origin))
}
