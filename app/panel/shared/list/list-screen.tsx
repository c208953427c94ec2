import { useId, useRef, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { API_BASE_PATH } from '#contracts/api-paths.ts'
import { PanelScreen } from '../panel-screen.tsx'
import { panelText } from '../panel-text.ts'
import { FilterForm } from './filter-form.tsx'
import { ListPager } from './list-pager.tsx'
import { PAGE_KEY, STATUS_KEY, withQuery } from './list-query.ts'
import { ListTable } from './list-table.tsx'
import type { FilterValues, ListPageData, PanelList } from './panel-list.ts'
import { useListPage } from './use-list-page.ts'
import panel from '../panel.module.css'
import styles from './list.module.css'

const text = panelText.list

/** A refusal (422) of a key with no field of its own is said in the alert: the page, a queue's status (chosen with links). */
const SAID_IN_ALERT = [PAGE_KEY, STATUS_KEY]

function Results<Page extends ListPageData, Item, Key extends string>({
  list,
  page,
  params,
  onPage,
}: {
  list: PanelList<Page, Item, Key>
  page: Page
  params: URLSearchParams
  onPage: () => void
}) {
  if (page.total === 0) return <p className={panel.muted}>{list.text.none}</p>
  const pages = Math.max(1, Math.ceil(page.total / page.porPagina))
  const items = list.items(page)
  return (
    <>
      {items.length > 0 ? <ListTable table={list.table} items={items} caption={list.text.caption} /> : <p className={panel.muted}>{list.text.emptyPage ?? panelText.list.emptyPage}</p>}
      {pages > 1 ? (
        <ListPager label={list.text.pages} page={page.pagina} pages={pages} searchOf={(number) => list.query.pageQuery(params, number).toString()} onPage={onPage} />
      ) : null}
    </>
  )
}

export interface ListScreenProps<Page extends ListPageData, Item, Key extends string> {
  title: string
  list: PanelList<Page, Item, Key>
  /** Under the title: what the list is, a way to another page. */
  intro: ReactNode
  /** Between the intro and the filters, from the URL's query and the page read (`undefined` until it is). */
  above?: (params: URLSearchParams, page: Page | undefined) => ReactNode
  /** What «Quitar filtros» keeps of the query (a queue's status). */
  keep?: readonly Key[]
}

/**
 * A filtered, paged list (queues, certificates, audit trail): its filters, how many match, a page
 * of rows, the pager and, for a list with one, the CSV export. The filters and the page live in
 * the URL query, which is also the API's.
 */
export function ListScreen<Page extends ListPageData, Item, Key extends string>({ title, list, intro, above, keep = [] }: ListScreenProps<Page, Item, Key>) {
  const [params, setParams] = useSearchParams()
  const { query } = list
  const applied = query.filterQuery(params)
  const { result, reload } = useListPage(withQuery(list.apiPath, query.listQuery(params)), list.schema)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const refused = result !== null && !result.ok && result.kind === 'validation'
  const page = result?.ok ? result.data : undefined

  const filter = (values: FilterValues<Key>) => {
    const next = query.queryOfFilters(values)
    // The same filters again: read them again (new rows may have come in).
    if (next.toString() === query.listQuery(params).toString()) reload()
    else setParams(next)
  }
  const cleared = query.filterQuery(params)
  for (const key of query.keys) if (!keep.includes(key)) cleared.delete(key)

  return (
    <PanelScreen title={title}>
      {intro}
      {above?.(params, page)}
      <FilterForm
        list={list}
        applied={applied.toString()}
        fieldErrors={refused ? result.fieldErrors : undefined}
        onFilter={filter}
        cleared={cleared}
        onClear={() => setParams(cleared)}
      />
      <section className={`${panel.section} ${styles.results}`} aria-labelledby={headingId} aria-busy={result === null}>
        <div className={styles.resultsHead}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {list.text.results}
          </h2>
          {list.csvPath !== undefined && page !== undefined && page.total > 0 ? (
            <div className={styles.download}>
              <a href={withQuery(`${API_BASE_PATH}${list.csvPath}`, applied)} download className={styles.downloadLink} aria-describedby={`${headingId}-csv`}>
                {text.download}
              </a>
              <p id={`${headingId}-csv`} className={styles.downloadHint}>
                {list.text.downloadHint}
              </p>
            </div>
          ) : null}
        </div>
        <p className={styles.count} role="status">
          {result === null ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {list.text.loading}
            </>
          ) : page !== undefined ? (
            list.text.count(page.total)
          ) : null}
        </p>
        {result !== null && !result.ok ? (
          <>
            <p className={panel.alert} role="alert">
              {refused ? (SAID_IN_ALERT.map((key) => result.fieldErrors?.[key]?.[0]).find((message) => message !== undefined) ?? text.fixFilters) : result.message}
            </p>
            {refused ? null : (
              <button type="button" className={panel.linkButton} onClick={() => reload()}>
                {panelText.retry}
              </button>
            )}
          </>
        ) : null}
        {/* After a page link, the new page's heading takes the focus (and the view) from the link at the bottom. */}
        {page !== undefined ? <Results list={list} page={page} params={params} onPage={() => heading.current?.focus()} /> : null}
      </section>
    </PanelScreen>
  )
}
