import { SITE_PAGES } from '#app/config/prerender.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import type { SearchDocument } from '#contracts/search.ts'
import { searchDocuments, type SearchPage } from '#server/search/search-documents.ts'

/** The pages the server reads from the build (server/search/site-pages.ts), taken here from the metas they are built from. */
export function sitePagesOfTheBuild(): SearchPage[] {
  return SITE_PAGES.filter((page) => !page.meta.noindex).map(({ meta }) => ({ path: meta.path, title: meta.title, description: meta.description }))
}

/** The site search's documents as the server writes them for `content`. */
export function searchCorpus(content: ContentSource): Promise<SearchDocument[]> {
  return searchDocuments(content, sitePagesOfTheBuild())
}
