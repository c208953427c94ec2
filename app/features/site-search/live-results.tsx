import { useEffect, useImperativeHandle, useMemo, useState, type KeyboardEvent, type Ref, type RefObject } from 'react'
import { Link, useNavigate } from 'react-router'
import { SEARCH_KIND_TEXT, searchText } from '#content/search.ts'
import { searchResultsPath, useSiteSearch } from './search-client.ts'
import styles from './site-search.module.css'

/** The most results the list under the box shows; «Ver los resultados» opens them all. */
export const LIVE_RESULTS_MAX = 8

/** What the search box's input says of the list (the ARIA combobox pattern). */
export interface ListboxState {
  readonly open: boolean
  readonly activeId: string | undefined
}

/** What the search box hands over to the list: the keys pressed in its input. */
export interface LiveResultsHandle {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void
}

export interface LiveResultsProps {
  ref: Ref<LiveResultsHandle>
  /** The search box's form: the list shows while focus is inside it. */
  form: RefObject<HTMLFormElement | null>
  /** The listbox's id, which the input's `aria-controls` names. */
  id: string
  query: string
  onListbox(state: ListboxState): void
}

/** Whether focus is inside the form: the list hides when it leaves (a press on a result keeps it in the box). */
function useFocusWithin(form: RefObject<HTMLFormElement | null>): boolean {
  const [inside, setInside] = useState(() => form.current?.contains(document.activeElement) ?? false)
  useEffect(() => {
    const element = form.current
    if (!element) return
    const onFocusIn = () => setInside(true)
    const onFocusOut = (event: FocusEvent) => setInside(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))
    element.addEventListener('focusin', onFocusIn)
    element.addEventListener('focusout', onFocusOut)
    return () => {
      element.removeEventListener('focusin', onFocusIn)
      element.removeEventListener('focusout', onFocusOut)
    }
  }, [form])
  return inside
}

/**
 * Issue 39: the results under the navigation bar's search box as one types (docs/decisions/063),
 * loaded with the search index on the box's first focus. Arrows move through them, Enter opens
 * the one chosen (with none chosen the form goes to the results page), Escape closes the list; the
 * number of results is announced.
 */
export default function LiveResults({ ref, form, id, query, onListbox }: LiveResultsProps) {
  const navigate = useNavigate()
  const shown = useFocusWithin(form)
  const search = useSiteSearch()
  const [chosen, setChosen] = useState({ query, index: -1 })
  const [closedFor, setClosedFor] = useState<string | null>(null)
  const trimmed = query.trim()
  const hits = useMemo(() => (search.status === 'ready' && trimmed !== '' ? search.index.search(trimmed) : []), [search, trimmed])
  const listed = hits.slice(0, LIVE_RESULTS_MAX)
  const expanded = shown && trimmed !== '' && search.status !== 'loading' && closedFor !== query
  const active = expanded && chosen.query === query ? chosen.index : -1
  const activeId = active >= 0 ? `${id}-${active}` : undefined

  useEffect(() => onListbox({ open: expanded && listed.length > 0, activeId }), [expanded, listed.length, activeId, onListbox])

  // The list closes on the page it opened; typing opens it again.
  const open = (path: string) => {
    setClosedFor(query)
    void navigate(path)
  }

  const move = (step: number) => {
    if (listed.length === 0) return
    setClosedFor(null)
    const from = active === -1 && step < 0 ? 0 : active
    setChosen({ query, index: (from + step + listed.length) % listed.length })
  }

  useImperativeHandle(ref, () => ({
    onKeyDown(event) {
      const key = event.key
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        event.preventDefault()
        move(key === 'ArrowDown' ? 1 : -1)
      } else if (key === 'Enter' && trimmed !== '') {
        // With none chosen, the results page; without the scripts the form goes there too.
        event.preventDefault()
        open(listed[active]?.document.path ?? searchResultsPath(trimmed))
      } else if (key === 'Escape' && expanded) {
        // Only the list closes: the menu around the box stays open, and the typed words stay.
        event.preventDefault()
        event.stopPropagation()
        setClosedFor(query)
      }
    },
  }))

  const status =
    search.status === 'loading' ? searchText.loading : search.status === 'failed' ? searchText.failed : trimmed === '' ? '' : searchText.live.count(hits.length)

  return (
    <>
      <p role="status" className="sr-only">
        {shown ? status : ''}
      </p>
      {expanded && (
        <div className={styles.panel}>
          {search.status === 'failed' ? (
            <p className={styles.note}>{searchText.failed}</p>
          ) : listed.length === 0 ? (
            <p className={styles.note}>{searchText.live.none}</p>
          ) : (
            <ul role="listbox" id={id} aria-label={searchText.live.listLabel} className={styles.options}>
              {listed.map(({ document }, index) => (
                // The keys are the input's (aria-activedescendant); a press keeps focus in the input.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${document.path}-${document.title}`}
                  id={`${id}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => open(document.path)}
                >
                  <span className={styles.optionTitle}>{document.title}</span>
                  <span className={styles.optionKind}>{SEARCH_KIND_TEXT[document.kind].one}</span>
                </li>
              ))}
            </ul>
          )}
          {hits.length > 0 && (
            <Link to={searchResultsPath(trimmed)} className={styles.all} onClick={() => setClosedFor(query)}>
              {searchText.live.all(hits.length)}
            </Link>
          )}
        </div>
      )}
    </>
  )
}
