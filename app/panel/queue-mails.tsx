import type { QueueItem } from '#contracts/queues.ts'
import { formatAuditInstant } from './audit-format.ts'
import { EmailText } from './email-text.tsx'
import { panelText } from './panel-text.ts'
import panel from './panel.module.css'
import styles from './queue.module.css'

const text = panelText.queues

/** The e-mails about the item (from the outbox): subject, to whom, and whether it went, with the error if it failed. */
export function QueueMails({ mails }: { mails: QueueItem['correos'] }) {
  if (mails.length === 0) return <p className={panel.muted}>{text.noMails}</p>
  return (
    <ul className={styles.mails}>
      {mails.map((mail) => (
        <li key={mail.id}>
          <p className={styles.stepTitle}>{mail.asunto}</p>
          <p>
            {text.mailTo}: <EmailText address={mail.para} />
          </p>
          <p className={mail.estado === 'fallido' ? styles.failed : undefined}>
            {text.mailStatus[mail.estado]} ·{' '}
            <time dateTime={mail.enviado ?? mail.creado}>{formatAuditInstant(mail.enviado ?? mail.creado)}</time>
          </p>
          {mail.error ? (
            <p className={styles.failed}>
              {text.mailError}: {mail.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
