import { useState } from 'react'
import { CONTENT_API_PATHS, CONTENT_MESSAGES, contentHistorySchema, contentRecordName, contentPublishedSchema, type ContentVersion } from '#contracts/content/content-api.ts'
import { isContentKind, type ContentKind } from '#contracts/content/content-kinds.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { formatInstant } from '../shared/date-format.ts'
import { BackLink, ItemFailure, ItemNoticeLine, ItemSection, type ItemNotice } from '../shared/item-page.tsx'
import { PanelMessage } from '../shared/panel-message.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { useRecord } from '../shared/use-record.ts'
import { ContentDifferences } from './content-differences.tsx'
import { useContentParams } from './content-params.ts'
import { contentText as text } from './content-text.ts'
import panel from '../shared/panel.module.css'
import styles from './content.module.css'

interface VersionProps {
  readonly kind: ContentKind
  readonly version: ContentVersion
  readonly previous: ContentVersion | undefined
  readonly current: boolean
  readonly busy: boolean
  readonly onRestore: (version: number) => void
}

function Version({ kind, version, previous, current, busy, onRestore }: VersionProps) {
  return (
    <li className={styles.version}>
      <h3>
        {text.version(version.version)}
        {current ? ` · ${text.current}` : ''}
      </h3>
      <p className={panel.muted}>
        <time dateTime={version.publicadoEn}>{formatInstant(version.publicadoEn)}</time> · {text.publishedBy(version.publicadoPor)}
        {version.restauradaDe === null ? '' : ` · ${text.restoredFrom(version.restauradaDe)}`}
      </p>
      <h4>{text.differences}</h4>
      {previous === undefined ? <p className={panel.muted}>{text.firstVersion}</p> : <ContentDifferences kind={kind} before={previous.datos} after={version.datos} />}
      {current ? null : (
        <button type="button" className={panel.linkButton} aria-disabled={busy || undefined} onClick={() => busy || onRestore(version.version)}>
          {text.restore(version.version)}
        </button>
      )}
    </li>
  )
}

/** A content record's history (issue 37): every publish, who and when, what it changed, and «Restaurar». */
export default function ContentHistoryScreen() {
  const { kind, recordKey } = useContentParams()
  const { request } = useStaffSession()
  const { state, retry, reread } = useRecord(CONTENT_API_PATHS.history(kind, recordKey), contentHistorySchema)
  const [notice, setNotice] = useState<ItemNotice>(null)
  const [busy, setBusy] = useState(false)
  const [stale, setStale] = useState(false)
  const back = <BackLink to={PANEL_PAGES.contentRecord(kind, recordKey)}>{text.backToRecord}</BackLink>
  if (state.kind === 'loading') return <PanelMessage insideLayout busy heading={text.loading} />
  if (state.kind === 'failed') return <ItemFailure message={state.message} notFound={state.notFound} onRetry={retry} back={back} />
  if (!isContentKind(kind)) return <ItemFailure message={CONTENT_MESSAGES.kindNotFound} notFound onRetry={retry} back={back} />
  const versions = state.record.versiones
  const latest = versions[0]?.version ?? 0

  const restore = async (version: number) => {
    setBusy(true)
    setNotice(null)
    const result = await request(CONTENT_API_PATHS.restore(kind, recordKey), {
      method: 'POST',
      json: { version, versionActual: latest },
      schema: contentPublishedSchema,
    })
    setBusy(false)
    setStale(!result.ok && result.status === 409)
    if (!result.ok) return setNotice({ tone: 'alert', text: result.serverMessage ?? result.message })
    await reread()
    setNotice({ tone: 'status', text: text.restored(version, result.data.version) })
  }

  const reload = async () => {
    setStale(false)
    await reread()
    setNotice({ tone: 'status', text: panelText.item.reloaded })
  }

  return (
    <PanelScreen title={text.historyOf(contentRecordName(kind, recordKey, versions[0]?.datos))}>
      {back}
      <p className={panel.muted}>{text.historyIntro}</p>
      <ItemNoticeLine notice={notice} />
      {stale ? (
        <button type="button" className={panel.linkButton} onClick={() => void reload()}>
          {panelText.item.reload}
        </button>
      ) : null}
      <ItemSection title={text.history}>
        <ol className={styles.versions}>
          {versions.map((version, index) => (
            <Version
              key={version.version}
              kind={kind}
              version={version}
              previous={versions[index + 1]}
              current={index === 0}
              busy={busy}
              onRestore={(old) => void restore(old)}
            />
          ))}
        </ol>
      </ItemSection>
    </PanelScreen>
  )
}
