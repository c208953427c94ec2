import { panelText } from './panel-text.ts'
import records from './item.module.css'

/** Why the mail server refused an e-mail, under the e-mail; nothing for one that was not refused. */
export function MailError({ error }: { error: string | null | undefined }) {
  if (!error) return null
  return (
    <p className={records.failed}>
      {panelText.mail.error}: {error}
    </p>
  )
}
