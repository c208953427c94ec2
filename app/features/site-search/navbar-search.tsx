import { Suspense, lazy, useRef, useState, type SyntheticEvent } from 'react'
import { paths } from '#contracts/site-paths.ts'
import { navigationText } from '#content/navigation.ts'
import styles from '#app/components/layout/navbar.module.css'
import type { ListboxState, LiveResultsHandle } from './live-results.tsx'

// Every public page loads the bar: the results as one types, and the search library, come on the box's first focus.
const LiveResults = lazy(() => import('./live-results.tsx'))

// The bar is on every page once: fixed ids cost less than generated ones.
const INPUT_ID = 'buscar-en-el-sitio'
const LIST_ID = 'resultados-de-busqueda'
const CLOSED: ListboxState = { open: false, activeId: undefined }

/**
 * Issue 39: the search box of the navigation bar. Before the page's scripts run, or without them,
 * it is a plain form to the results page; once focused, results show under it as one types (the
 * ARIA combobox pattern: focus stays in the box, the arrows choose a result).
 */
export default function NavbarSearch() {
  const form = useRef<HTMLFormElement>(null)
  const results = useRef<LiveResultsHandle>(null)
  const [query, setQuery] = useState<string | null>(null)
  const [listbox, setListbox] = useState(CLOSED)
  const onQuery = (event: SyntheticEvent<HTMLInputElement>) => setQuery(event.currentTarget.value)

  return (
    <form ref={form} role="search" aria-label={navigationText.searchLabel} action={paths.buscar} className={styles.search}>
      <label htmlFor={INPUT_ID} className="sr-only">
        {navigationText.searchLabel}
      </label>
      <input
        id={INPUT_ID}
        type="search"
        name="q"
        autoComplete="off"
        placeholder={navigationText.searchPlaceholder}
        className={styles.searchInput}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listbox.open}
        aria-controls={listbox.open ? LIST_ID : undefined}
        aria-activedescendant={listbox.activeId}
        onFocus={onQuery}
        onChange={onQuery}
        onKeyDown={(event) => results.current?.onKeyDown(event)}
      />
      {query !== null && (
        <Suspense fallback={null}>
          <LiveResults ref={results} form={form} id={LIST_ID} query={query} onListbox={setListbox} />
        </Suspense>
      )}
    </form>
  )
}
