import { useCallback, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { API_BASE_PATH, CERTIFICATE_API_PATHS } from '#contracts/api-paths.ts'
import { CERTIFICATE_FIELDS } from '#contracts/certificate.ts'
import {
  CERTIFICATE_PANEL_TEXT,
  CERTIFICATE_STATUS_LABELS,
  QR_FORMATS,
  certificateDetailSchema,
  type CertificateDetail,
} from '#contracts/certificates-panel.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { formatAuditInstant } from './audit-format.ts'
import { CertificateAnnul } from './certificate-annul.tsx'
import { ITEM_PARAM } from './panel-sections.ts'
import { PanelMessage } from './panel-message.tsx'
import { PanelScreen } from './panel-screen.tsx'
import { panelText } from './panel-text.ts'
import { HistorySteps } from './queue-history.tsx'
import { QueueItemSection } from './queue-item-facts.tsx'
import { useStaffSession } from './staff-session.tsx'
import panel from './panel.module.css'
import styles from './queue.module.css'

const text = CERTIFICATE_PANEL_TEXT
const statusLabel = (status: string) => (Object.hasOwn(CERTIFICATE_STATUS_LABELS, status) ? CERTIFICATE_STATUS_LABELS[status as keyof typeof CERTIFICATE_STATUS_LABELS] : status)
const QR_LINK_TEXT = { svg: text.qrSvg, png: text.qrPng } as const

type DetailState = { kind: 'loading' } | { kind: 'failed'; message: string; notFound: boolean } | { kind: 'ready'; detail: CertificateDetail }

function Facts({ detail }: { detail: CertificateDetail }) {
  return (
    <QueueItemSection title={text.fields}>
      <dl className={styles.facts}>
        {CERTIFICATE_FIELDS.map((field) => (
          <div key={field}>
            <dt>{field}</dt>
            <dd>{detail.datos[field]}</dd>
          </div>
        ))}
      </dl>
    </QueueItemSection>
  )
}

function QrLinks({ folio }: { folio: string }) {
  return (
    <QueueItemSection title={text.qrTitle}>
      <p className={panel.muted}>{text.qrIntro}</p>
      <ul className={styles.files}>
        {QR_FORMATS.map((format) => (
          <li key={format}>
            <a href={`${API_BASE_PATH}${CERTIFICATE_API_PATHS.qr(folio, format)}`} download>
              {QR_LINK_TEXT[format]}
            </a>
          </li>
        ))}
      </ul>
    </QueueItemSection>
  )
}

function CertificatePage({ folio }: { folio: string }) {
  const { request } = useStaffSession()
  const [state, setState] = useState<DetailState>({ kind: 'loading' })
  const [notice, setNotice] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null)
  const fetchDetail = useCallback(
    async (signal?: AbortSignal): Promise<DetailState | null> => {
      const result = await request(CERTIFICATE_API_PATHS.item(folio), { schema: certificateDetailSchema, signal })
      if (result.ok) return { kind: 'ready', detail: result.data }
      if (result.kind === 'aborted') return null
      return { kind: 'failed', message: result.serverMessage ?? result.message, notFound: result.status === 404 }
    },
    [request, folio],
  )
  useEffect(() => {
    const controller = new AbortController()
    void fetchDetail(controller.signal).then((next) => next && setState(next))
    return () => controller.abort()
  }, [fetchDetail])

  const back = (
    <Link to={PANEL_PAGES.certificates} className={styles.back}>
      {text.back}
    </Link>
  )
  if (state.kind === 'loading') return <PanelMessage insideLayout busy heading={panelText.queues.loadingItem} />
  if (state.kind === 'failed') {
    return (
      <PanelScreen title={state.notFound ? panelText.queues.notFound : panelText.unavailable}>
        <p className={panel.alert} role="alert">
          {state.message}
        </p>
        {state.notFound ? null : (
          <button type="button" className={panel.linkButton} onClick={() => void fetchDetail().then((next) => next && setState(next))}>
            {panelText.retry}
          </button>
        )}
        {back}
      </PanelScreen>
    )
  }

  const { detail } = state
  /** Reads the certificate again; the page keeps showing it if that fails, with the reason. */
  const reload = async (done: string) => {
    setNotice(null)
    const next = await fetchDetail()
    if (next?.kind === 'ready') setState(next)
    setNotice(next?.kind === 'failed' ? { tone: 'alert', text: next.message } : { tone: 'status', text: done })
  }

  return (
    <PanelScreen title={detail.datos.Folio}>
      {back}
      <p className={styles.summary}>
        <span>
          {text.status}: <span className={styles.status}>{statusLabel(detail.estado)}</span>
        </span>
        <span>
          {text.registered}: <time dateTime={detail.registrado}>{formatAuditInstant(detail.registrado)}</time>
        </span>
        {detail.anulado === null ? null : (
          <span>
            {text.annulledAt}: <time dateTime={detail.anulado}>{formatAuditInstant(detail.anulado)}</time>
          </span>
        )}
      </p>
      <div role="status">{notice?.tone === 'status' ? <p className={panel.notice}>{notice.text}</p> : null}</div>
      {notice?.tone === 'alert' ? (
        <p className={panel.alert} role="alert">
          {notice.text}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <Facts detail={detail} />
          <QrLinks folio={detail.datos.Folio} />
          {detail.estado === 'vigente' ? <CertificateAnnul folio={detail.datos.Folio} onDone={() => void reload(text.annulled)} onReload={() => void reload(panelText.queues.reloaded)} /> : null}
        </div>
        <div className={styles.column}>
          <QueueItemSection title={text.history}>
            {detail.historial.length === 0 ? (
              <p className={panel.muted}>{text.noHistory}</p>
            ) : (
              <HistorySteps steps={detail.historial} statusLabel={statusLabel} nobody={text.commandLine} />
            )}
          </QueueItemSection>
        </div>
      </div>
    </PanelScreen>
  )
}

/** One certificate (issue 15): its 14 fields, status, QR codes, the annulment and its history. */
export default function CertificateScreen() {
  const folio = useParams()[ITEM_PARAM] ?? ''
  return <CertificatePage key={folio} folio={folio} />
}
