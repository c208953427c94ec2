import { readFile } from 'node:fs/promises'

// React Router writes the page's meta as `<meta name="robots" content="noindex"/>` (app/lib/page-meta.ts).
const NOINDEX_META = /<meta\s+name="robots"\s+content="[^"]*\bnoindex\b[^"]*"\s*\/?>/i

/** Whether a document asks search engines not to index it. */
export function saysNoindex(html: string): boolean {
  return NOINDEX_META.test(html)
}

/** The HTML files that say `noindex`, so the server can send `X-Robots-Tag: noindex` with them too. */
export async function noindexPagesOf(htmlFiles: readonly string[]): Promise<Set<string>> {
  const pages = new Set<string>()
  for (const file of htmlFiles) if (saysNoindex(await readFile(file, 'utf8'))) pages.add(file)
  return pages
}
