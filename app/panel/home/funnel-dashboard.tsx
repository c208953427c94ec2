import { useSearchParams } from 'react-router'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { STAFF_QUEUES, type StaffRole } from '#contracts/staff.ts'
import { CAMPUS_LABELS, type Campus } from '#contracts/admission-options.ts'
import { DASHBOARD_FILTER_TEXT, dashboardSchema, type Dashboard, type DashboardFilters } from '#contracts/dashboard.ts'
import { useListPage } from '../shared/list/use-list-page.ts'
import { withQuery } from '../shared/list/list-query.ts'
import { panelText } from '../shared/panel-text.ts'
import { Alert } from '../shared/alert.tsx'
import { FunnelPeriodForm } from './funnel-period-form.tsx'
import { FunnelSection } from './funnel-section.tsx'
import { funnelText as text } from './funnel-text.ts'
import panel from '../shared/panel.module.css'
import styles from './funnel.module.css'

/** Who sees the dashboard (and admin): the fichas' role, as the server's route allows. */
export const FUNNEL_ROLES: readonly StaffRole[] = [STAFF_QUEUES.fichas.role]

const PERIOD_KEYS = Object.keys(DASHBOARD_FILTER_TEXT) as (keyof DashboardFilters)[]

/** The period of the URL's query (the API's too): only its keys, only those given. */
function periodQuery(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams()
  for (const key of PERIOD_KEYS) {
    const value = params.get(key)?.trim()
    if (value) query.set(key, value)
  }
  return query
}

function campusLabel(campus: string | null): string | null {
  return campus === null ? null : (CAMPUS_LABELS[campus as Campus] ?? campus)
}

/** The period the dashboard shows, defaults filled in: its CSV files hold the same rows even on another day. */
function shownPeriod(dashboard: Dashboard): URLSearchParams {
  const query = new URLSearchParams({ desde: dashboard.desde, hasta: dashboard.hasta })
  if (dashboard.campus !== null) query.set('campus', dashboard.campus)
  return query
}

/**
 * Issue 38: the funnel at a glance on the panel's home, for admisiones and admin. The period lives
 * in the URL (back and forward move between periods); every section of the answer is drawn the same
 * way (funnel-section.tsx), so a section the server adds shows without a change here.
 */
export function FunnelDashboard() {
  const [params, setParams] = useSearchParams()
  const query = periodQuery(params)
  const { result, reload } = useListPage(withQuery(PANEL_API_PATHS.funnel, query), dashboardSchema)
  const refused = result !== null && !result.ok && result.kind === 'validation'
  const dashboard = result?.ok ? result.data : undefined

  const showPeriod = (values: DashboardFilters) => {
    const next = periodQuery(new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string')))
    // The same period again: read it again (fichas may have come in).
    if (next.toString() === query.toString()) reload()
    else setParams(next)
  }

  return (
    <section className={panel.section} aria-labelledby="embudo" aria-busy={result === null}>
      <h2 id="embudo">{text.heading}</h2>
      <p className={panel.muted}>{text.intro}</p>
      <FunnelPeriodForm
        initial={{ desde: query.get('desde') ?? '', hasta: query.get('hasta') ?? '', campus: query.get('campus') ?? '' }}
        fieldErrors={refused ? result.fieldErrors : undefined}
        busy={result === null}
        onPeriod={showPeriod}
      />
      <p className={styles.period} role="status">
        {result === null ? text.loading : dashboard !== undefined ? text.period(dashboard.desde, dashboard.hasta, campusLabel(dashboard.campus)) : null}
      </p>
      {result !== null && !result.ok ? (
        <>
          <Alert>{refused ? text.fixPeriod : result.message}</Alert>
          {refused ? null : (
            <button type="button" className={panel.linkButton} onClick={reload}>
              {panelText.retry}
            </button>
          )}
        </>
      ) : null}
      {dashboard !== undefined ? (
        <div className={styles.sections}>
          {dashboard.secciones.map((section) => (
            <FunnelSection key={section.seccion} section={section} query={shownPeriod(dashboard)} />
          ))}
        </div>
      ) : null}
    </section>
  )
}
