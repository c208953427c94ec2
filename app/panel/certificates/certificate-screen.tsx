import { API_BASE_PATH, CERTIFICATE_API_PATHS } from '#contracts/api-paths.ts'
import { CERTIFICATE_FIELDS } from '#contracts/certificate.ts'
import { CERTIFICATE_STATUS_LABELS, QR_FORMATS, certificateDetailSchema, type CertificateDetail } from '#contracts/certificates-panel.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { HistorySteps } from '../shared/history-steps.tsx'
import { BackLink, Fact, ItemFailure, ItemNoticeLine, ItemSection, ItemSummary, useItemFolio } from '../shared/item-page.tsx'
import { PanelMessage } from '../shared/panel-message.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useRecord } from '../shared/use-record.ts'
import { CertificateAnnul } from './certificate-annul.tsx'
import { certificateText as text } from './certificate-text.ts'
import panel from '../shared/panel.module.css'
import records from '../shared/item.module.css'

const statusLabel = (status: string) => (Object.hasOwn(CERTIFICATE_STATUS_LABELS, status) ? CERTIFICATE_STATUS_LABELS[status as keyof typeof CERTIFICATE_STATUS_LABELS] : status)
const QR_LINK_TEXT = { svg: text.qrSvg, png: text.qrPng } as const

function Facts({ detail }: { detail: CertificateDetail }) {
  return (
    <ItemSection title={text.fields}>
      <dl className={records.facts}>
        {CERTIFICATE_FIELDS.map((field) => (
          <Fact key={field} term={field}>
            {detail.datos[field]}
          </Fact>
        ))}
      </dl>
    </ItemSection>
  )
}

function QrLinks({ folio }: { folio: string }) {
  return (
    <ItemSection title={text.qrTitle}>
      <p className={panel.muted}>{text.qrIntro}</p>
      <ul className={records.files}>
        {QR_FORMATS.map((format) => (
          <li key={format}>
            <a href={`${API_BASE_PATH}${CERTIFICATE_API_PATHS.qr(folio, format)}`} download>
              {QR_LINK_TEXT[format]}
            </a>
          </li>
        ))}
      </ul>
    </ItemSection>
  )
}

function CertificatePage({ folio }: { folio: string }) {
  const { state, notice, refresh, retry } = useRecord(CERTIFICATE_API_PATHS.item(folio), certificateDetailSchema)
  const back = <BackLink to={PANEL_PAGES.certificates}>{text.back}</BackLink>
  if (state.kind === 'loading') return <PanelMessage insideLayout busy heading={panelText.item.loading} />
  if (state.kind === 'failed') return <ItemFailure message={state.message} notFound={state.notFound} onRetry={retry} back={back} />

  const { record: detail } = state

  return (
    <PanelScreen title={detail.datos.Folio}>
      {back}
      <ItemSummary
        status={statusLabel(detail.estado)}
        instants={[
          { label: text.registered, at: detail.registrado },
          { label: text.annulledAt, at: detail.anulado },
        ]}
      />
      <ItemNoticeLine notice={notice} />
      <div className={records.layout}>
        <div className={records.column}>
          <Facts detail={detail} />
          <QrLinks folio={detail.datos.Folio} />
          {detail.estado === 'vigente' ? <CertificateAnnul folio={detail.datos.Folio} onDone={() => void refresh(text.annulled)} onReload={() => void refresh(panelText.item.reloaded)} /> : null}
        </div>
        <div className={records.column}>
          <ItemSection title={text.history}>
            {detail.historial.length === 0 ? (
              <p className={panel.muted}>{text.noHistory}</p>
            ) : (
              <HistorySteps steps={detail.historial} statusLabel={statusLabel} nobody={text.commandLine} />
            )}
          </ItemSection>
        </div>
      </div>
    </PanelScreen>
  )
}

/** One certificate (issue 15): its 14 fields, status, QR codes, the annulment and its history. */
export default function CertificateScreen() {
  const folio = useItemFolio()
  return <CertificatePage key={folio} folio={folio} />
}
