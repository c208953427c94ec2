import { readFile } from 'node:fs/promises'
import { relative, sep } from 'node:path'
import { Parser } from 'htmlparser2'
import type { SearchPage } from '#server/search/search-documents.ts'
import type { Site } from '#server/site/load-site.ts'

// app/lib/page-meta.ts writes each title as «Page | ACRONYM»: the result shows the page's own part.
const TITLE_SEPARATOR = ' | '
const INDEX_FILE = '/index.html'

/** What the search needs of the build loadSite read: its public folder, its HTML files (the policies' keys) and the noindex ones. */
export type BuiltSite = Pick<Site, 'clientDir' | 'pagePolicies' | 'noindexPages'>

/** The title and description a document's head declares. */
function headOf(html: string): { title: string; description: string } {
  let title = ''
  let description = ''
  let inTitle = false
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true
        if (name === 'meta' && attributes.name === 'description') description = attributes.content ?? ''
      },
      ontext(text) {
        if (inTitle) title += text
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  const cut = title.lastIndexOf(TITLE_SEPARATOR)
  return { title: (cut === -1 ? title : title.slice(0, cut)).trim(), description: description.trim() }
}

/**
 * The pages the build prerendered that search engines may index, with the title and description
 * of their meta (app/config/prerender.ts declares them; the server cannot import app/, so it reads
 * what the build wrote). Read once at start: these pages change only with a deploy. The site's
 * HTML files and which of them say `noindex` are those server/site/load-site.ts found.
 */
export async function builtSitePages({ clientDir, pagePolicies, noindexPages }: BuiltSite): Promise<SearchPage[]> {
  if (clientDir === null) return []
  const pages: SearchPage[] = []
  for (const file of pagePolicies.keys()) {
    const path = `/${relative(clientDir, file).split(sep).join('/')}`
    if (!path.endsWith(INDEX_FILE) || noindexPages.has(file)) continue
    const { title, description } = headOf(await readFile(file, 'utf8'))
    if (title !== '') pages.push({ path: path.slice(0, -INDEX_FILE.length) || '/', title, description })
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}
