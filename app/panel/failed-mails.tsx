import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { failedMailsSchema, type FailedMails } from '#contracts/failed-mails.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { formatAuditInstant } from './audit-format.ts'
import { EmailText } from './email-text.tsx'
import { panelText } from './panel-text.ts'
import { useStaffSession } from './staff-session.tsx'
import panel from './panel.module.css'
import styles from './queue.module.css'

const text = panelText.home

/**
 * The admin's home (issue 16): how many e-mails the outbox gave up on, and the newest of them,
 * each linking to its item's page, where «Reintentar» sends it again.
 */
export function FailedMailsSection() {
  const { request } = useStaffSession()
  const [mails, setMails] = useState<FailedMails | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void request(PANEL_API_PATHS.failedMails, { schema: failedMailsSchema, signal: controller.signal }).then((result) => {
      if (result.ok) setMails(result.data)
      else if (result.kind !== 'aborted') setFailure(result.serverMessage ?? result.message)
    })
    return () => controller.abort()
  }, [request])

  return (
    <section className={panel.section} aria-labelledby="correos-fallidos">
      <h2 id="correos-fallidos">{text.failedMails}</h2>
      {failure ? (
        <p className={panel.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {mails === null && failure === null ? <p className={panel.muted}>{panelText.loading}</p> : null}
      {mails !== null && mails.total === 0 ? <p className={panel.muted}>{text.noFailedMails}</p> : null}
      {mails !== null && mails.total > 0 ? (
        <>
          <p className={styles.failed}>{text.failedMailsCount(mails.total)}</p>
          <p className={panel.muted}>
            {text.failedMailsHint}
            {mails.total > mails.correos.length ? ` ${text.failedMailsMore(mails.correos.length)}` : null}
          </p>
          <ul className={styles.mails}>
            {mails.correos.map((mail) => (
              <li key={mail.id}>
                <p className={styles.stepTitle}>
                  {mail.cola === null ? mail.asunto : <Link to={PANEL_PAGES.queueItem(mail.cola, mail.folio)}>{mail.asunto}</Link>}
                </p>
                <p>
                  {mail.cola === null ? text.failedMailNoItem : text.failedMailOf(mail.folio)} ·{' '}
                  <time dateTime={mail.creado}>{formatAuditInstant(mail.creado)}</time>
                </p>
                <p>
                  {panelText.queues.mailTo}: <EmailText address={mail.para} />
                </p>
                {mail.error ? (
                  <p className={styles.failed}>
                    {panelText.queues.mailError}: {mail.error}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
