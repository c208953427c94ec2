import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Link } from 'react-router'
import type { FieldErrors } from '#contracts/api-responses.ts'
import {
  CONTENT_API_PATHS,
  CONTENT_ITEM_PAGES,
  contentPreviewUrl,
  hasItemPages,
  type ItemPageKind,
  contentPublishedSchema,
  contentRecordSchema,
  type ContentRecord,
  type ContentVersion,
} from '#contracts/content/content-api.ts'
import type { ContentKind } from '#contracts/content/content-kinds.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { formatInstant } from '../shared/date-format.ts'
import { BackLink, ItemFailure, ItemNoticeLine, ItemSection, type ItemNotice } from '../shared/item-page.tsx'
import { PanelMessage } from '../shared/panel-message.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { useRecord } from '../shared/use-record.ts'
import { ContentDifferences } from './content-differences.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { useContentParams } from './content-params.ts'
import { contentText as text } from './content-text.ts'
import { isRecord } from './schema-form/json-value.ts'
import { SchemaForm } from './schema-form/schema-form.tsx'
import { useDraftSaver, type DraftState } from './use-draft-saver.ts'
import card from '#app/components/form/form-card.module.css'
import panel from '../shared/panel.module.css'
import styles from './content.module.css'


function SaveState({ state, onRetry }: { state: DraftState; onRetry: () => void }) {
  if (state.kind === 'failed') {
    return (
      <>
        <p className={panel.alert} role="alert">
          {text.saveFailed(state.message)}
        </p>
        <button type="button" className={panel.linkButton} onClick={onRetry}>
          {text.saveAgain}
        </button>
      </>
    )
  }
  const line = {
    clean: state.kind === 'clean' && state.savedAt !== null ? text.saved(formatInstant(state.savedAt)) : '',
    dirty: text.unsaved,
    saving: text.saving,
  }[state.kind]
  return (
    <p className={`${styles.saveState} ${panel.muted}`} role="status">
      {line}
    </p>
  )
}

function Editor({ kind, recordKey, record, onReload }: { kind: ContentKind; recordKey: string; record: ContentRecord; onReload: () => Promise<ContentRecord | null> }) {
  const { request } = useStaffSession()
  const [data, setData] = useState<unknown>(record.borrador?.datos ?? record.publicada.datos)
  const [base, setBase] = useState<ContentVersion>(record.publicada)
  const draftBase = record.borrador?.version ?? record.publicada.version
  const [errors, setErrors] = useState<FieldErrors>({})
  const [notice, setNotice] = useState<ItemNotice>(null)
  const [busy, setBusy] = useState(false)
  const [conflict, setConflict] = useState<ContentVersion | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  const saver = useDraftSaver(kind, recordKey, record.borrador?.guardadoEn ?? null)
  const previewUrl = contentPreviewUrl(kind, recordKey)

  useEffect(() => {
    if (Object.keys(errors).length > 0) summary.current?.focus()
  }, [errors])

  const change = (next: unknown) => {
    setData(next)
    saver.change(next, base.version)
  }

  /** Opens a preview once the draft is saved: the page is rendered from the saved draft. */
  const openPreview = (event: MouseEvent<HTMLAnchorElement>) => {
    if (saver.state.kind === 'clean') return
    event.preventDefault()
    const url = event.currentTarget.href
    void saver.flush().then(() => window.open(url, '_blank', 'noopener'))
  }

  const publish = async () => {
    if (busy) return
    setBusy(true)
    setNotice(null)
    await saver.flush()
    const result = await request(CONTENT_API_PATHS.publish(kind, recordKey), {
      method: 'POST',
      json: { datos: data, version: base.version },
      schema: contentPublishedSchema,
    })
    setBusy(false)
    if (result.ok) {
      await saver.forget()
      setErrors({})
      setConflict(null)
      setBase(result.data)
      setData(result.data.datos)
      setNotice({ tone: 'status', text: text.published(result.data.version) })
      return
    }
    if (result.fieldErrors) setErrors(result.fieldErrors)
    if (result.status === 409) {
      const latest = await onReload()
      if (latest) setConflict(latest.publicada)
    }
    setNotice({ tone: 'alert', text: result.serverMessage ?? result.message })
  }

  const takeLatest = () => {
    if (conflict === null) return
    setBase(conflict)
    setConflict(null)
    saver.change(data, conflict.version)
    setNotice({ tone: 'status', text: text.reloaded })
  }

  const discard = async () => {
    if (!window.confirm(text.discardConfirm)) return
    await saver.forget()
    const result = await request(CONTENT_API_PATHS.draft(kind, recordKey), { method: 'DELETE' })
    if (!result.ok) return setNotice({ tone: 'alert', text: result.serverMessage ?? result.message })
    setData(base.datos)
    setErrors({})
    setNotice({ tone: 'status', text: text.discarded })
  }

  return (
    <PanelScreen title={record.nombre}>
      <BackLink to={PANEL_PAGES.content}>{text.back}</BackLink>
      <p className={panel.muted}>
        {text.version(base.version)} · {text.publishedBy(base.publicadoPor)} ·{' '}
        <Link to={PANEL_PAGES.contentHistory(kind, recordKey)}>{text.history}</Link>
      </p>
      <p className={panel.muted}>{text.editorIntro}</p>
      {draftBase < record.publicada.version ? (
        <p className={panel.alert} role="alert">
          {text.staleDraft(draftBase, record.publicada.version)}
        </p>
      ) : null}
      <ItemNoticeLine notice={notice} />
      {conflict === null ? null : (
        <ItemSection title={text.conflictTitle}>
          <ContentDifferences kind={kind} before={base.datos} after={conflict.datos} />
          <button type="button" className={panel.linkButton} onClick={takeLatest}>
            {panelText.item.reload}
          </button>
        </ItemSection>
      )}
      <ErrorSummary ref={summary} errors={errors} />
      <form
        className={card.form}
        noValidate
        aria-label={record.nombre}
        onSubmit={(event) => {
          event.preventDefault()
          void publish()
        }}
      >
        <SchemaForm kind={kind} value={data} onChange={change} errors={errors} request={request} />
        <SaveState state={saver.state} onRetry={() => void saver.flush()} />
        <div className={styles.toolbar}>
          <button type="submit" className={card.submit} aria-disabled={busy || undefined}>
            {busy ? text.publishing : text.publish}
          </button>
          <a href={previewUrl} target="_blank" rel="noopener" onClick={openPreview} aria-describedby="vista-previa-ayuda">
            {text.preview}
          </a>
          <button type="button" className={panel.linkButton} onClick={() => void discard()}>
            {text.discard}
          </button>
        </div>
        <p id="vista-previa-ayuda" className={panel.muted}>
          {text.previewHint}
        </p>
        {hasItemPages(kind) ? <ItemPreviews kind={kind} recordKey={recordKey} items={data} onOpen={openPreview} /> : null}
      </form>
      <ItemSection title={text.pendingChanges}>
        <ContentDifferences kind={kind} before={base.datos} after={data} />
      </ItemSection>
    </PanelScreen>
  )
}

/** A list's items that have a page of their own (news, events): a preview link to each, as typed. */
function ItemPreviews({ kind, recordKey, items, onOpen }: { kind: ItemPageKind; recordKey: string; items: unknown; onOpen: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const named = (Array.isArray(items) ? items : []).filter(
    (item): item is { slug: string; title: string } => isRecord(item) && typeof item['slug'] === 'string' && item['slug'] !== '' && typeof item['title'] === 'string',
  )
  if (named.length === 0) return null
  return (
    <nav aria-label={text.itemPreviews}>
      <ul className={styles.itemPreviews}>
        {named.map((item) => (
          <li key={item.slug}>
            <a href={contentPreviewUrl(kind, recordKey, CONTENT_ITEM_PAGES[kind](item.slug))} target="_blank" rel="noopener" onClick={onOpen}>
              {text.itemPreview(item.title || item.slug)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A content record's editor (issue 37): its form drawn from its schema, the draft kept as one types, preview and publish. */
export default function ContentRecordScreen() {
  const { kind, recordKey } = useContentParams()
  const { state, retry, reread } = useRecord(CONTENT_API_PATHS.record(kind, recordKey), contentRecordSchema)
  const back = <BackLink to={PANEL_PAGES.content}>{text.back}</BackLink>
  if (state.kind === 'loading') return <PanelMessage insideLayout busy heading={text.loading} />
  if (state.kind === 'failed') return <ItemFailure message={state.message} notFound={state.notFound} onRetry={retry} back={back} />
  return <Editor key={`${kind}/${recordKey}`} kind={state.record.tipo} recordKey={recordKey} record={state.record} onReload={reread} />
}
