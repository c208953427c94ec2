import { useState, useSyncExternalStore } from 'react'
import type { eventCancelContent } from '#content/event-sign-up.ts'
import { EVENT_CANCEL_PARAMS, type EventCancellation } from '#contracts/event-cancellation.ts'
import { cancelEventSignUp } from './event-cancel-api.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './event-sign-up.module.css'

export type EventCancelText = typeof eventCancelContent

type Step = { kind: 'ready' } | { kind: 'done'; event: string }

// The query never changes while the page is open; the prerendered page (the server's snapshot) has none.
const noSubscription = () => () => {}
const browserQuery = () => window.location.search
const prerenderedQuery = () => null

/** The folio and key of the link, once the page runs in the browser (the page is prerendered without them). */
function linkOf(search: string): EventCancellation | null {
  const params = new URLSearchParams(search)
  const folio = params.get(EVENT_CANCEL_PARAMS.folio)
  const clave = params.get(EVENT_CANCEL_PARAMS.key)
  return folio && clave ? { folio, clave } : null
}

/**
 * Issue 38: the page of the e-mail's cancellation link: the folio, «Cancelar mi lugar» (disabled
 * and saying so while it is sent), then what happened, or why not (the button stays to try again).
 */
export function EventCancelFlow({ text }: { text: EventCancelText }) {
  const query = useSyncExternalStore(noSubscription, browserQuery, prerenderedQuery)
  const [step, setStep] = useState<Step>({ kind: 'ready' })
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (query === null) return null
  const link = linkOf(query)
  if (link === null) return <p className={styles.note}>{text.missing}</p>
  if (step.kind === 'done') {
    return (
      <p className={styles.result} role="status">
        {text.done(step.event)}
      </p>
    )
  }

  const cancel = async () => {
    setSending(true)
    setFailure(null)
    const result = await cancelEventSignUp(link)
    setSending(false)
    if (result.ok) setStep({ kind: 'done', event: result.data.evento })
    else setFailure(result.serverMessage ?? result.message)
  }

  return (
    <div>
      <p>
        {text.folio}: <strong>{link.folio}</strong>
      </p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={card.actions}>
        <button type="button" className={card.submit} disabled={sending} onClick={() => void cancel()}>
          {sending ? text.sending : text.submit}
        </button>
      </div>
    </div>
  )
}
