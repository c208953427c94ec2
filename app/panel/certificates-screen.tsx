import { useId, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CERTIFICATE_PANEL_TEXT, certificatePageSchema, type CertificateFilterValues, type CertificatePage } from '#contracts/certificates-panel.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { CertificateFilters } from './certificate-filters.tsx'
import { CERTIFICATE_LIST_QUERY, certificateListPath } from './certificate-query.ts'
import { CertificatesTable } from './certificates-table.tsx'
import { ListPager } from './list-pager.tsx'
import { PanelScreen } from './panel-screen.tsx'
import { panelText } from './panel-text.ts'
import { useListPage } from './use-list-page.ts'
import panel from './panel.module.css'
import list from './list.module.css'

const text = CERTIFICATE_PANEL_TEXT

function Results({ data, params, onPage }: { data: CertificatePage; params: URLSearchParams; onPage: () => void }) {
  if (data.total === 0) return <p className={panel.muted}>{text.none}</p>
  const pages = Math.max(1, Math.ceil(data.total / data.porPagina))
  return (
    <>
      {data.elementos.length > 0 ? <CertificatesTable items={data.elementos} /> : <p className={panel.muted}>{panelText.queues.emptyPage}</p>}
      {pages > 1 ? (
        <ListPager label={text.pages} page={data.pagina} pages={pages} searchOf={(page) => CERTIFICATE_LIST_QUERY.pageQuery(params, page).toString()} onPage={onPage} />
      ) : null}
    </>
  )
}

/**
 * The certificate registry (issue 15): a search by folio, CURP, matrícula or name and by status,
 * a page of results, and the way to the import. The search and page live in the URL query, which
 * is also the API's.
 */
export default function CertificatesScreen() {
  const [params, setParams] = useSearchParams()
  const applied = CERTIFICATE_LIST_QUERY.filterQuery(params).toString()
  const path = certificateListPath(params)
  const { result, reload } = useListPage(path, certificatePageSchema)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const refused = result !== null && !result.ok && result.kind === 'validation'

  const filter = (values: CertificateFilterValues) => {
    const next = CERTIFICATE_LIST_QUERY.queryOfFilters(values)
    // The same search again: read it again (an import may have changed the registry).
    if (next.toString() === CERTIFICATE_LIST_QUERY.listQuery(params).toString()) reload()
    else setParams(next)
  }

  return (
    <PanelScreen title={text.section}>
      <p className={panel.muted}>{text.intro}</p>
      <p>
        <Link to={PANEL_PAGES.certificateImport}>{text.importLink}</Link>
      </p>
      <CertificateFilters applied={applied} fieldErrors={refused ? result.fieldErrors : undefined} onFilter={filter} onClear={() => setParams({})} />
      <section className={`${panel.section} ${list.results}`} aria-labelledby={headingId} aria-busy={result === null}>
        <div className={list.resultsHead}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {text.results}
          </h2>
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
              {refused ? (result.fieldErrors?.pagina?.[0] ?? result.fieldErrors?.estado?.[0] ?? panelText.list.fixFilters) : result.message}
            </p>
            {refused ? null : (
              <button type="button" className={panel.linkButton} onClick={() => reload()}>
                {panelText.retry}
              </button>
            )}
          </>
        ) : null}
        {result?.ok ? <Results data={result.data} params={params} onPage={() => heading.current?.focus()} /> : null}
      </section>
    </PanelScreen>
  )
}
