import { useId, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { auditPageSchema, type AuditPage } from '#contracts/audit.ts'
import { AuditEventsTable } from './audit-events-table.tsx'
import { AuditFilters } from './audit-filters.tsx'
import { auditCsvHref, filterQuery, listQuery, pageQuery, queryOfFilters, type AuditFilterValues } from './audit-query.ts'
import { ListPager } from './list-pager.tsx'
import { withQuery } from './list-query.ts'
import { PanelScreen } from './panel-screen.tsx'
import { panelText } from './panel-text.ts'
import { useListPage } from './use-list-page.ts'
import panel from './panel.module.css'
import styles from './list.module.css'

const text = panelText.audit
const listText = panelText.list

function Results({ data, params, onPage }: { data: AuditPage; params: URLSearchParams; onPage: () => void }) {
  const pages = Math.max(1, Math.ceil(data.total / data.porPagina))
  if (data.total === 0) return <p className={panel.muted}>{text.none}</p>
  return (
    <>
      {data.items.length > 0 ? <AuditEventsTable events={data.items} /> : <p className={panel.muted}>{text.emptyPage}</p>}
      {pages > 1 ? (
        <ListPager label={text.pages} page={data.pagina} pages={pages} searchOf={(page) => pageQuery(params, page).toString()} onPage={onPage} />
      ) : null}
    </>
  )
}

/**
 * The audit trail for administrators (issue 13): who did what and when, newest first, filtered by
 * person, action and days, a page at a time, and exportable as CSV. The filters and the page live
 * in the URL query, which is also the API's.
 */
export default function AuditScreen() {
  const [params, setParams] = useSearchParams()
  const applied = filterQuery(params).toString()
  const list = listQuery(params).toString()
  const { result, reload } = useListPage(withQuery(PANEL_API_PATHS.audit, new URLSearchParams(list)), auditPageSchema)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const refused = result !== null && !result.ok && result.kind === 'validation'

  const filter = (values: AuditFilterValues) => {
    const query = queryOfFilters(values)
    // The same filters again: read them again (new events may have come in).
    if (query.toString() === list) reload()
    else setParams(query)
  }

  return (
    <PanelScreen title={text.title}>
      <p className={panel.muted}>{text.intro}</p>
      <AuditFilters applied={applied} fieldErrors={refused ? result.fieldErrors : undefined} onFilter={filter} onClear={() => setParams({})} />
      <section className={`${panel.section} ${styles.results}`} aria-labelledby={headingId} aria-busy={result === null}>
        <div className={styles.resultsHead}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {text.events}
          </h2>
          {result?.ok && result.data.total > 0 ? (
            <div className={styles.download}>
              <a href={auditCsvHref(params)} download className={styles.downloadLink} aria-describedby={`${headingId}-csv`}>
                {listText.download}
              </a>
              <p id={`${headingId}-csv`} className={styles.downloadHint}>
                {text.downloadHint}
              </p>
            </div>
          ) : null}
        </div>
        <p className={styles.count} role="status">
          {result === null ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {text.loading}
            </>
          ) : result.ok ? (
            text.count(result.data.total)
          ) : null}
        </p>
        {result !== null && !result.ok ? (
          <>
            <p className={panel.alert} role="alert">
              {refused ? (result.fieldErrors?.pagina?.[0] ?? listText.fixFilters) : result.message}
            </p>
            {refused ? null : (
              <button type="button" className={panel.linkButton} onClick={() => reload()}>
                {panelText.retry}
              </button>
            )}
          </>
        ) : null}
        {result?.ok ? (
          // After a page link, the new page's heading takes the focus (and the view) from the link at the bottom.
          <Results data={result.data} params={params} onPage={() => heading.current?.focus()} />
        ) : null}
      </section>
    </PanelScreen>
  )
}
