import type { PrerenderedPage } from '#app/config/prerender.ts'
import { absoluteUrl } from '#contracts/public-base-url.ts'

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character)
}

/** The paths of the prerendered pages a search engine may index (not the `noindex` screens). */
export function indexablePaths(pages: readonly PrerenderedPage[]): string[] {
  return pages.filter((page) => !page.noindex).map((page) => page.path)
}

/** The sitemap (sitemaps.org 0.9): the canonical URL of each path. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>\n`)
  return '<?xml version="1.0" encoding="UTF-8"?>\n' + '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + urls.join('') + '</urlset>\n'
}
