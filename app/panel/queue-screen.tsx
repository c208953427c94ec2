import { useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { queuePageSchema, type QueuePage, type QueueFilters as QueueFilterValues } from '#contracts/queues.ts'
import { STAFF_QUEUES, type StaffQueue } from '#contracts/staff.ts'
import { ListPager } from './list-pager.tsx'
import { PanelScreen } from './panel-screen.tsx'
import { panelText } from './panel-text.ts'
import { QueueFilters } from './queue-filters.tsx'
import { QueueItemsTable } from './queue-items-table.tsx'
import { QUEUE_LIST_QUERIES, STATUS_KEY, queueCsvHref, queueListPath } from './queue-query.ts'
import { QueueStatusTabs } from './queue-status-tabs.tsx'
import { useListPage } from './use-list-page.ts'
import panel from './panel.module.css'
import list from './list.module.css'
import styles from './queue.module.css'

const text = panelText.queues
const listText = panelText.list

function Overdue({ queue, items }: { queue: StaffQueue; items: QueuePage['vencidas'] }) {
  const headingId = useId()
  return (
    <section className={`${panel.section} ${styles.overdue}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.overdueTitle(items.length)}</h2>
      <p className={panel.muted}>{text.overdueIntro}</p>
      <QueueItemsTable queue={queue} items={items} caption={text.overdueCaption} />
    </section>
  )
}

function Results({ queue, data, params, onPage }: { queue: StaffQueue; data: QueuePage; params: URLSearchParams; onPage: () => void }) {
  const pages = Math.max(1, Math.ceil(data.total / data.porPagina))
  if (data.total === 0) return <p className={panel.muted}>{text.none}</p>
  const searchOf = (page: number) => QUEUE_LIST_QUERIES[queue].pageQuery(params, page).toString()
  return (
    <>
      {data.elementos.length > 0 ? (
        <QueueItemsTable queue={queue} items={data.elementos} caption={text.caption(STAFF_QUEUES[queue].label)} />
      ) : (
        <p className={panel.muted}>{text.emptyPage}</p>
      )}
      {pages > 1 ? <ListPager label={text.pages} page={data.pagina} pages={pages} searchOf={searchOf} onPage={onPage} /> : null}
    </>
  )
}

/**
 * One queue's list (issue 14), the same screen for the three: its statuses with their counts,
 * its filters, the overdue requests first, a page of items newest first, and the CSV export.
 * The status, filters and page live in the URL query, which is also the API's.
 */
export default function QueueScreen({ queue }: { queue: StaffQueue }) {
  const [params, setParams] = useSearchParams()
  const query = QUEUE_LIST_QUERIES[queue]
  const applied = query.filterQuery(params).toString()
  const path = queueListPath(queue, params)
  const { result, reload } = useListPage(path, queuePageSchema)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // The counts stay on the status links while another status loads.
  const [counts, setCounts] = useState<QueuePage['conteos'] | undefined>(undefined)
  if (result?.ok && counts !== result.data.conteos) setCounts(result.data.conteos)
  const refused = result !== null && !result.ok && result.kind === 'validation'
  const status = params.get(STATUS_KEY) ?? undefined

  const filter = (values: QueueFilterValues) => {
    const next = query.queryOfFilters(values)
    // The same filters again: read them again (new items may have come in).
    if (next.toString() === query.listQuery(params).toString()) reload()
    else setParams(next)
  }
  const clear = () => setParams(status === undefined ? {} : { [STATUS_KEY]: status })

  return (
    <PanelScreen title={STAFF_QUEUES[queue].label}>
      <p className={panel.muted}>{text.intro}</p>
      <QueueStatusTabs queue={queue} params={params} current={status} counts={counts} />
      {result?.ok && result.data.vencidas.length > 0 ? <Overdue queue={queue} items={result.data.vencidas} /> : null}
      <QueueFilters queue={queue} applied={applied} fieldErrors={refused ? result.fieldErrors : undefined} onFilter={filter} onClear={clear} />
      <section className={`${panel.section} ${list.results}`} aria-labelledby={headingId} aria-busy={result === null}>
        <div className={list.resultsHead}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {text.results}
          </h2>
          {result?.ok && result.data.total > 0 ? (
            <div className={list.download}>
              <a href={queueCsvHref(queue, params)} download className={list.downloadLink} aria-describedby={`${headingId}-csv`}>
                {listText.download}
              </a>
              <p id={`${headingId}-csv`} className={list.downloadHint}>
                {text.downloadHint}
              </p>
            </div>
          ) : null}
        </div>
        <p className={list.count} role="status">
          {result === null ? (
            <>
              <span className={list.spinner} aria-hidden="true" />
              {text.loading}
            </>
          ) : result.ok ? (
            text.count(result.data.total)
          ) : null}
        </p>
        {result !== null && !result.ok ? (
          <>
            <p className={panel.alert} role="alert">
              {refused ? (result.fieldErrors?.pagina?.[0] ?? result.fieldErrors?.estado?.[0] ?? listText.fixFilters) : result.message}
            </p>
            {refused ? null : (
              <button type="button" className={panel.linkButton} onClick={() => reload()}>
                {panelText.retry}
              </button>
            )}
          </>
        ) : null}
        {result?.ok ? <Results queue={queue} data={result.data} params={params} onPage={() => heading.current?.focus()} /> : null}
      </section>
    </PanelScreen>
  )
}
