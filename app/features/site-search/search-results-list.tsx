import { useId } from 'react'
import { Link } from 'react-router'
import { SEARCH_KINDS, type SearchKind } from '#contracts/search.ts'
import { SEARCH_KIND_TEXT, searchText } from '#content/search.ts'
import type { SearchHit } from './search-index.ts'
import { useSiteSearch } from './search-client.ts'
import styles from './site-search.module.css'

function ResultGroup({ kind, hits }: { kind: SearchKind; hits: readonly SearchHit[] }) {
  const headingId = useId()
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId}>{SEARCH_KIND_TEXT[kind].group}</h2>
      <ul className={styles.results}>
        {hits.map(({ document }) => (
          <li key={`${document.path}-${document.title}`} className={styles.result}>
            <Link to={document.path}>{document.title}</Link>
            {document.summary === '' ? null : <p>{document.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The results of `query`, their number announced, grouped by kind in SEARCH_KINDS order, best first within each. */
export default function SearchResultsList({ query }: { query: string }) {
  const search = useSiteSearch()
  const hits = search.status === 'ready' ? search.index.search(query) : []
  const status = search.status === 'loading' ? searchText.loading : search.status === 'failed' ? searchText.failed : searchText.count(hits.length, query)
  return (
    <>
      <p role="status">{status}</p>
      {SEARCH_KINDS.map((kind) => {
        const ofKind = hits.filter((hit) => hit.document.kind === kind)
        return ofKind.length === 0 ? null : <ResultGroup key={kind} kind={kind} hits={ofKind} />
      })}
    </>
  )
}
