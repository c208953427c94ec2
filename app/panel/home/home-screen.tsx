import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { initialStatus } from '#contracts/queues.ts'
import { CONTENT_ROLES } from '#contracts/content/content-api.ts'
import { panelSummarySchema, staffMayUse, type PanelSummary } from '#contracts/staff.ts'
import { FailedMailsSection } from './failed-mails.tsx'
import { MyTasksSection } from './my-tasks.tsx'
import { FUNNEL_ROLES, FunnelDashboard } from './funnel-dashboard.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { STATUS_KEY } from '../shared/list/list-query.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { homeText as text } from './home-text.ts'
import panel from '../shared/panel.module.css'
import styles from './home.module.css'
import { Alert } from '../shared/alert.tsx'

/**
 * The panel's home: a greeting and the queues the person's roles open, with how many items each
 * holds, how many are new (a link to them) and how many are overdue (server/queues/overdue.ts);
 * for an administrator, the e-mails that could not be sent.
 */
export default function HomeScreen() {
  const { member, request } = useStaffSession()
  const [summary, setSummary] = useState<PanelSummary | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void request(PANEL_API_PATHS.summary, { schema: panelSummarySchema, signal: controller.signal }).then((result) => {
      if (result.ok) setSummary(result.data)
      else if (result.kind !== 'aborted') setFailure(result.message)
    })
    return () => controller.abort()
  }, [request])

  return (
    <PanelScreen title={text.title}>
      <p className={panel.muted}>{text.greeting(member.nombre)}</p>
      <section className={panel.section} aria-labelledby="colas">
        <h2 id="colas">{text.queues}</h2>
        <Alert>{failure}</Alert>
        {summary === null && failure === null ? <p className={panel.muted}>{panelText.loading}</p> : null}
        {summary !== null && summary.colas.length === 0 ? <p className={panel.muted}>{text.noQueues}</p> : null}
        {summary !== null && summary.colas.length > 0 ? (
          <ul className={panel.cards}>
            {summary.colas.map((queue) => (
              <li key={queue.cola} className="card-accent">
                <h3 className="card-title">
                  <Link to={PANEL_PAGES.queue(queue.cola)}>{queue.nombre}</Link>
                </h3>
                <p className={panel.muted}>
                  <span className={styles.count}>{queue.total}</span> {text.items(queue.total)}
                </p>
                <ul className={styles.waiting}>
                  <li>
                    <Link to={{ pathname: PANEL_PAGES.queue(queue.cola), search: new URLSearchParams({ [STATUS_KEY]: initialStatus(queue.cola) }).toString() }}>
                      {text.newItems(queue.nuevos)}
                    </Link>
                  </li>
                  {queue.vencidas > 0 ? (
                    <li className={styles.overdue}>
                      <Link to={PANEL_PAGES.queue(queue.cola)} aria-describedby={`${queue.cola}-vencidas`}>
                        {text.overdue(queue.vencidas, queue.cola)}
                      </Link>
                      <span id={`${queue.cola}-vencidas`} className={styles.overdueHint}>
                        {text.overdueHint[queue.cola]}
                      </span>
                    </li>
                  ) : null}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <MyTasksSection />
      {staffMayUse(member.roles, FUNNEL_ROLES) ? <FunnelDashboard /> : null}
      {staffMayUse(member.roles, CONTENT_ROLES) ? (
        <section className={panel.section} aria-labelledby="contenido">
          <h2 id="contenido">{text.content}</h2>
          <p className={panel.muted}>{text.contentIntro}</p>
          <Link to={PANEL_PAGES.content}>{text.openContent}</Link>
        </section>
      ) : null}
      {member.roles.includes('admin') ? <FailedMailsSection /> : null}
    </PanelScreen>
  )
}
