import { useRef, useState } from 'react'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { mailRetryAnswerSchema } from '#contracts/failed-mails.ts'
import type { QueueItem } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { formatInstant } from '../shared/date-format.ts'
import { EmailText } from '../shared/email-text.tsx'
import { panelText } from '../shared/panel-text.ts'
import { queueText as text } from './queue-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import panel from '../shared/panel.module.css'
import records from '../shared/item.module.css'
import { Alert } from '../shared/alert.tsx'
import { MailError } from '../shared/mail-error.tsx'

type Mail = QueueItem['correos'][number]

/** «Reintentar» of one failed e-mail: busy while it is asked, its refusal told beside it. */
function RetryMail({ queue, folio, mail, onRetried }: { queue: StaffQueue; folio: string; mail: Mail; onRetried: (message: string) => Promise<void> }) {
  const { request } = useStaffSession()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function retry() {
    if (busy) return
    setBusy(true)
    setFailure(null)
    const result = await request(QUEUE_API_PATHS.mailRetry(queue, folio, mail.id), { method: 'POST', json: {}, schema: mailRetryAnswerSchema })
    if (result.ok) await onRetried(text.mailRetried(mail.asunto))
    else setFailure(result.serverMessage ?? result.message)
    setBusy(false)
  }

  return (
    <>
      <button type="button" className={panel.linkButton} aria-disabled={busy || undefined} aria-label={`${text.mailRetry}: ${mail.asunto}`} onClick={() => void retry()}>
        {busy ? panelText.sending : text.mailRetry}
      </button>
      <Alert>{failure}</Alert>
    </>
  )
}

/**
 * The e-mails about the item (from the outbox): subject, to whom, and whether it went, with the
 * error if it failed, and «Reintentar» to send a failed one again.
 */
export function QueueMails({
  queue,
  folio,
  mails,
  onRetried,
}: {
  queue: StaffQueue
  folio: string
  mails: QueueItem['correos']
  /** After a retry was accepted, with the message to tell (the page reloads the item). */
  onRetried: (message: string) => Promise<void>
}) {
  const list = useRef<HTMLUListElement>(null)
  if (mails.length === 0) return <p className={panel.muted}>{text.noMails}</p>
  // The retried e-mail's button goes once it is pending again: the focus stays in the list.
  const retried = async (message: string) => {
    await onRetried(message)
    list.current?.focus()
  }
  return (
    <ul className={records.mails} ref={list} tabIndex={-1}>
      {mails.map((mail) => (
        <li key={mail.id}>
          <p className={records.stepTitle}>{mail.asunto}</p>
          <p>
            {panelText.mail.to}: <EmailText address={mail.para} />
          </p>
          <p className={mail.estado === 'fallido' ? records.failed : undefined}>
            {text.mailStatus[mail.estado]} ·{' '}
            <time dateTime={mail.enviado ?? mail.creado}>{formatInstant(mail.enviado ?? mail.creado)}</time>
          </p>
          <MailError error={mail.error} />
          {mail.estado === 'fallido' ? <RetryMail queue={queue} folio={folio} mail={mail} onRetried={retried} /> : null}
        </li>
      ))}
    </ul>
  )
}
