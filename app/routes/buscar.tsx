import { pageMeta } from '#app/lib/page-meta.ts'
import { SearchPage } from '#app/features/site-search/search-page.tsx'
import { searchPage } from '#content/search.ts'

export const meta = () => pageMeta(searchPage)

/** Issue 39: the site search's results page (`noindex`: it is one person's query). */
export default function Buscar() {
  return <SearchPage />
}
