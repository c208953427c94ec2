import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { failedMailsSchema, type FailedMails } from '#contracts/failed-mails.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { formatInstant } from '../shared/date-format.ts'
import { EmailText } from '../shared/email-text.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { homeText as text } from './home-text.ts'
import panel from '../shared/panel.module.css'
import records from '../shared/item.module.css'
import { Alert } from '../shared/alert.tsx'
import { MailError } from '../shared/mail-error.tsx'

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
      <Alert>{failure}</Alert>
      {mails === null && failure === null ? <p className={panel.muted}>{panelText.loading}</p> : null}
      {mails !== null && mails.total === 0 ? <p className={panel.muted}>{text.noFailedMails}</p> : null}
      {mails !== null && mails.total > 0 ? (
        <>
          <p className={records.failed}>{text.failedMailsCount(mails.total)}</p>
          <p className={panel.muted}>
            {text.failedMailsHint}
            {mails.total > mails.correos.length ? ` ${text.failedMailsMore(mails.correos.length)}` : null}
          </p>
          <ul className={records.mails}>
            {mails.correos.map((mail) => (
              <li key={mail.id}>
                <p className={records.stepTitle}>
                  {mail.cola === null ? mail.asunto : <Link to={PANEL_PAGES.queueItem(mail.cola, mail.folio)}>{mail.asunto}</Link>}
                </p>
                <p>
                  {mail.cola === null ? text.failedMailNoItem : text.failedMailOf(mail.folio)} ·{' '}
                  <time dateTime={mail.creado}>{formatInstant(mail.creado)}</time>
                </p>
                <p>
                  {panelText.mail.to}: <EmailText address={mail.para} />
                </p>
                <MailError error={mail.error} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
