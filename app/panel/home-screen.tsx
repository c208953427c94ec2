import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { initialStatus } from '#contracts/queues.ts'
import { panelSummarySchema, type PanelSummary } from '#contracts/staff.ts'
import { FailedMailsSection } from './failed-mails.tsx'
import { PanelScreen } from './panel-screen.tsx'
import { panelText } from './panel-text.ts'
import { statusSearch } from './queue-query.ts'
import { useStaffSession } from './staff-session.tsx'
import styles from './panel.module.css'

const text = panelText.home

/**
 * The panel's home: a greeting and the queues the person's roles open, with how many items each
 * holds, how many are new (a link to them) and, for document requests, how many are overdue;
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
      <p className={styles.muted}>{text.greeting(member.nombre)}</p>
      <section className={styles.section} aria-labelledby="colas">
        <h2 id="colas">{text.queues}</h2>
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        {summary === null && failure === null ? <p className={styles.muted}>{panelText.loading}</p> : null}
        {summary !== null && summary.colas.length === 0 ? <p className={styles.muted}>{text.noQueues}</p> : null}
        {summary !== null && summary.colas.length > 0 ? (
          <ul className={styles.cards}>
            {summary.colas.map((queue) => (
              <li key={queue.cola} className="card-accent">
                <h3 className="card-title">
                  <Link to={PANEL_PAGES.queue(queue.cola)}>{queue.nombre}</Link>
                </h3>
                <p className={styles.muted}>
                  <span className={styles.count}>{queue.total}</span> {text.items(queue.total)}
                </p>
                <ul className={styles.waiting}>
                  <li>
                    <Link to={{ pathname: PANEL_PAGES.queue(queue.cola), search: statusSearch(queue.cola, new URLSearchParams(), initialStatus(queue.cola)) }}>
                      {text.newItems(queue.nuevos)}
                    </Link>
                  </li>
                  {queue.vencidas ? (
                    <li className={styles.overdue}>
                      <Link to={PANEL_PAGES.queue(queue.cola)} aria-describedby={`${queue.cola}-vencidas`}>
                        {text.overdue(queue.vencidas)}
                      </Link>
                      <span id={`${queue.cola}-vencidas`} className={styles.overdueHint}>
                        {text.overdueHint}
                      </span>
                    </li>
                  ) : null}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {member.roles.includes('admin') ? <FailedMailsSection /> : null}
    </PanelScreen>
  )
}
