import { useCallback, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { queueItemSchema, queueStatusLabel, type QueueItem } from '#contracts/queues.ts'
import { STAFF_QUEUES, type StaffQueue } from '#contracts/staff.ts'
import { formatAuditInstant } from './audit-format.ts'
import { ITEM_PARAM } from './panel-sections.ts'
import { PanelMessage } from './panel-message.tsx'
import { PanelScreen } from './panel-screen.tsx'
import { panelText } from './panel-text.ts'
import { QueueActions } from './queue-actions.tsx'
import { QueueAssignee } from './queue-assignee.tsx'
import { QueueHistory } from './queue-history.tsx'
import { AppointmentFact, DocumentFacts, DuplicateWarning, QueueItemFields, QueueItemSection } from './queue-item-facts.tsx'
import { QueueMails } from './queue-mails.tsx'
import { useStaffSession } from './staff-session.tsx'
import panel from './panel.module.css'
import styles from './queue.module.css'

const text = panelText.queues

type ItemState = { kind: 'loading' } | { kind: 'failed'; message: string; notFound: boolean } | { kind: 'ready'; item: QueueItem }
type Notice = { tone: 'status' | 'alert'; text: string } | null

/** The item as the server has it now; `null` when the request was cancelled (the screen was left). */
function useQueueItem(queue: StaffQueue, folio: string) {
  const { request } = useStaffSession()
  const [state, setState] = useState<ItemState>({ kind: 'loading' })
  const fetchItem = useCallback(
    async (signal?: AbortSignal): Promise<ItemState | null> => {
      const result = await request(QUEUE_API_PATHS.item(queue, folio), { schema: queueItemSchema, signal })
      if (result.ok) return { kind: 'ready', item: result.data }
      if (result.kind === 'aborted') return null
      return { kind: 'failed', message: result.serverMessage ?? result.message, notFound: result.status === 404 }
    },
    [request, queue, folio],
  )

  useEffect(() => {
    const controller = new AbortController()
    void fetchItem(controller.signal).then((next) => next && setState(next))
    return () => controller.abort()
  }, [fetchItem])

  /** Reads the item again; the page keeps showing it meanwhile, and keeps it if the reading fails (its message is returned). */
  const reload = useCallback(async (): Promise<string | null> => {
    const next = await fetchItem()
    if (next === null) return null
    if (next.kind === 'failed') return next.message
    setState(next)
    return null
  }, [fetchItem])

  const retry = () => {
    setState({ kind: 'loading' })
    void fetchItem().then((next) => next && setState(next))
  }
  return { state, reload, retry }
}

function Header({ queue, item }: { queue: StaffQueue; item: QueueItem }) {
  return (
    <p className={styles.summary}>
      <span>
        {text.statusLabel}: <span className={styles.status}>{queueStatusLabel(queue, item.estado)}</span>
      </span>
      <span>
        {text.receivedLabel}: <time dateTime={item.recibido}>{formatAuditInstant(item.recibido)}</time>
      </span>
    </p>
  )
}

function ItemPage({ queue, folio }: { queue: StaffQueue; folio: string }) {
  const { state, reload, retry } = useQueueItem(queue, folio)
  const [notice, setNotice] = useState<Notice>(null)
  const queueLabel = STAFF_QUEUES[queue].label
  const back = (
    <Link to={PANEL_PAGES.queue(queue)} className={styles.back}>
      {text.backToList(queueLabel)}
    </Link>
  )

  if (state.kind === 'loading') return <PanelMessage insideLayout busy heading={text.loadingItem} />
  if (state.kind === 'failed') {
    return (
      <PanelScreen title={state.notFound ? text.notFound : panelText.unavailable}>
        <p className={panel.alert} role="alert">
          {state.message}
        </p>
        {state.notFound ? null : (
          <button type="button" className={panel.linkButton} onClick={retry}>
            {panelText.retry}
          </button>
        )}
        {back}
      </PanelScreen>
    )
  }

  const { item } = state
  const changed = async (message: string) => {
    setNotice(null)
    const failure = await reload()
    setNotice(failure === null ? { tone: 'status', text: message } : { tone: 'alert', text: failure })
  }
  const reloadAfterConflict = async () => {
    setNotice(null)
    const failure = await reload()
    setNotice(failure === null ? { tone: 'status', text: text.reloaded } : { tone: 'alert', text: failure })
  }

  return (
    <PanelScreen title={folio}>
      {back}
      <Header queue={queue} item={item} />
      <div role="status">{notice?.tone === 'status' ? <p className={panel.notice}>{notice.text}</p> : null}</div>
      {notice?.tone === 'alert' ? (
        <p className={panel.alert} role="alert">
          {notice.text}
        </p>
      ) : null}
      {item.duplicadoDe ? <DuplicateWarning folio={item.duplicadoDe} /> : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <QueueActions queue={queue} item={item} onChanged={changed} onReload={reloadAfterConflict} />
          <QueueItemFields item={item} />
          {queue === 'fichas' ? (
            <QueueItemSection title={text.followUp}>
              <AppointmentFact item={item} />
              <QueueAssignee item={item} onChanged={changed} onReload={reloadAfterConflict} />
            </QueueItemSection>
          ) : null}
          {queue === 'documentos' ? <DocumentFacts item={item} /> : null}
        </div>
        <div className={styles.column}>
          <QueueItemSection title={text.history}>
            <QueueHistory queue={queue} steps={item.historial} />
          </QueueItemSection>
          <QueueItemSection title={text.mails}>
            <QueueMails queue={queue} folio={folio} mails={item.correos} onRetried={changed} />
          </QueueItemSection>
        </div>
      </div>
    </PanelScreen>
  )
}

/**
 * One item of a queue (issue 14), the same page for the three queues: its status and what was
 * sent, what may be done now (QUEUE_TRANSITIONS), its follow-up or payment, its history and e-mails.
 */
export default function QueueItemScreen({ queue }: { queue: StaffQueue }) {
  const folio = useParams()[ITEM_PARAM] ?? ''
  // Another folio (the link to a possible duplicate) is another page: nothing of this one stays.
  return <ItemPage key={folio} queue={queue} folio={folio} />
}
