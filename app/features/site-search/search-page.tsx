import { Suspense, lazy, useId, useSyncExternalStore, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { paths } from '#contracts/site-paths.ts'
import { searchText } from '#content/search.ts'
import { SEARCH_QUERY_PARAM, searchResultsPath } from './search-client.ts'
import styles from './site-search.module.css'

// The index and its library come after the page is up, as for the box in the navigation bar.
const SearchResultsList = lazy(() => import('./search-results-list.tsx'))

// The server keeps one page per path (docs/decisions/055): the query is read once the page runs in the browser.
const noSubscription = () => () => {}
const inBrowser = () => true
const onServer = () => false

/**
 * Issue 39: the results page (`/inicio/buscar?q=…`), where the search box's form lands: its own
 * box, the number of results, and the results grouped by kind.
 */
export function SearchPage() {
  const hydrated = useSyncExternalStore(noSubscription, inBrowser, onServer)
  const location = useLocation()
  const navigate = useNavigate()
  const inputId = useId()
  const query = hydrated ? (new URLSearchParams(location.search).get(SEARCH_QUERY_PARAM) ?? '').trim() : ''

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get(SEARCH_QUERY_PARAM)
    void navigate(searchResultsPath(typeof typed === 'string' ? typed.trim() : ''))
  }

  return (
    <>
      <PageHeader heading={searchText.heading}>
        <p>{searchText.lead}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <form role="search" aria-label={searchText.formLabel} action={paths.buscar} className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="sr-only">
            {searchText.label}
          </label>
          <input key={query} id={inputId} type="search" name={SEARCH_QUERY_PARAM} defaultValue={query} enterKeyHint="search" />
          <button type="submit" className={styles.submit}>
            {searchText.submit}
          </button>
        </form>
        {/* The server's page knows no query: it shows the box alone, never «write a word» over a query in the URL. */}
        {!hydrated ? null : query === '' ? (
          <p>{searchText.empty}</p>
        ) : (
          <Suspense fallback={<p>{searchText.loading}</p>}>
            <SearchResultsList query={query} />
          </Suspense>
        )}
      </div>
    </>
  )
}
