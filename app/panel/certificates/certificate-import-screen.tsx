import { useId, useRef, useState, type FormEvent } from 'react'
import { Field } from '#app/components/form/field.tsx'
import type { ApiResult } from '#app/lib/api-client.ts'
import { CERTIFICATE_API_PATHS } from '#contracts/api-paths.ts'
import {
  CERTIFICATE_IMPORT_EXTENSIONS,
  CERTIFICATE_PANEL_MESSAGES,
  certificateImportAnswerSchema,
  type CertificateImport,
  type CertificateImportAnswer,
} from '#contracts/certificates-panel.ts'
import { CERTIFICATE_IMPORT_MAX_BYTES } from '#contracts/limits.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { BackLink, ItemSection } from '../shared/item-page.tsx'
import { PanelForm } from '../shared/panel-form.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { ImportCounts, ImportRowsTable } from './certificate-import-preview.tsx'
import { certificateText as text } from './certificate-text.ts'
import card from '#app/components/form/form-card.module.css'
import panel from '../shared/panel.module.css'
import { Alert } from '../shared/alert.tsx'

/** What the screen shows: the file chosen and, once checked, what importing it does (preview) or did (result). */
type Stage = { kind: 'choose' } | { kind: 'preview'; file: CertificateImport; answer: CertificateImportAnswer } | { kind: 'done'; answer: CertificateImportAnswer }

/** Why the chosen file cannot be sent, or null. */
function fileProblem(file: File | undefined): string | null {
  if (file === undefined) return CERTIFICATE_PANEL_MESSAGES.fileRequired
  if (!CERTIFICATE_IMPORT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension))) return CERTIFICATE_PANEL_MESSAGES.fileType
  if (file.size > CERTIFICATE_IMPORT_MAX_BYTES) return CERTIFICATE_PANEL_MESSAGES.fileTooLarge
  return null
}

/** The file's text (FileReader: what every browser, and the tests' DOM, offers). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error(file.name))
    reader.readAsText(file)
  })
}

const written = (answer: CertificateImportAnswer) => answer.conteos.nuevo + answer.conteos.actualizado

/**
 * The certificates' import (issue 15), the command line's format and rules: «Revisar» sends the
 * file and lists what importing each row would do, writing nothing; «Confirmar importación» sends
 * the same file again, which the server checks again and writes in one transaction.
 */
export default function CertificateImportScreen() {
  const { request } = useStaffSession()
  const fileId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [stage, setStage] = useState<Stage>({ kind: 'choose' })
  const [fieldError, setFieldError] = useState<string | undefined>(undefined)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (path: string, file: CertificateImport): Promise<ApiResult<CertificateImportAnswer> | null> => {
    setBusy(true)
    setFailure(null)
    const result = await request(path, { method: 'POST', json: file, schema: certificateImportAnswerSchema })
    setBusy(false)
    if (result.ok) return result
    const problem = result.fieldErrors?.contenido?.[0] ?? result.fieldErrors?.nombre?.[0]
    if (problem !== undefined) setFieldError(problem)
    else setFailure(result.serverMessage ?? result.message)
    return null
  }

  const review = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const chosen = input.current?.files?.[0]
    const problem = fileProblem(chosen)
    setFieldError(problem ?? undefined)
    if (problem !== null || chosen === undefined) return input.current?.focus()
    let contenido: string
    try {
      contenido = await readText(chosen)
    } catch {
      setFieldError(CERTIFICATE_PANEL_MESSAGES.fileUnreadable)
      return input.current?.focus()
    }
    const file = { nombre: chosen.name, contenido }
    const result = await send(CERTIFICATE_API_PATHS.importPreview, file)
    if (result?.ok) setStage({ kind: 'preview', file, answer: result.data })
  }

  const confirm = async () => {
    if (busy || stage.kind !== 'preview' || written(stage.answer) === 0) return
    const result = await send(CERTIFICATE_API_PATHS.importConfirm, stage.file)
    if (result?.ok) setStage({ kind: 'done', answer: result.data })
  }

  const startOver = () => {
    setStage({ kind: 'choose' })
    setFailure(null)
    if (input.current) input.current.value = ''
  }

  return (
    <PanelScreen title={text.importTitle}>
      <BackLink to={PANEL_PAGES.certificates}>{text.back}</BackLink>
      {stage.kind === 'done' ? (
        <ItemSection title={text.resultTitle}>
          <div role="status">
            <p className={panel.notice}>{text.imported(written(stage.answer))}</p>
          </div>
          <ImportCounts answer={stage.answer} />
          <ImportRowsTable answer={stage.answer} />
          <button type="button" className={card.secondary} onClick={startOver}>
            {text.another}
          </button>
        </ItemSection>
      ) : (
        <>
          <PanelForm
            label={text.importTitle}
            intro={text.importIntro}
            onSubmit={(event) => void review(event)}
            failure={stage.kind === 'choose' ? failure : null}
            busy={busy && stage.kind === 'choose'}
            submitLabel={text.review}
          >
            <Field id={fileId} label={text.importFile.label} hint={text.importFile.hint} error={fieldError}>
              {(control) => (
                <input
                  {...control}
                  ref={input}
                  type="file"
                  accept={CERTIFICATE_IMPORT_EXTENSIONS.join(',')}
                  onChange={() => {
                    setFieldError(undefined)
                    // Another file: the preview was of the previous one.
                    if (stage.kind === 'preview') setStage({ kind: 'choose' })
                  }}
                />
              )}
            </Field>
          </PanelForm>
          {stage.kind === 'preview' ? <Preview answer={stage.answer} busy={busy} failure={failure} onConfirm={() => void confirm()} /> : null}
        </>
      )}
    </PanelScreen>
  )
}

function Preview({ answer, busy, failure, onConfirm }: { answer: CertificateImportAnswer; busy: boolean; failure: string | null; onConfirm: () => void }) {
  const nothing = written(answer) === 0
  return (
    <ItemSection title={text.previewTitle}>
      <div role="status">
        <ImportCounts answer={answer} />
      </div>
      <ImportRowsTable answer={answer} />
      {nothing ? <p className={panel.muted}>{text.nothingToWrite}</p> : null}
      <Alert>{failure}</Alert>
      <div className={card.actions}>
        <button type="button" className={card.submit} disabled={nothing} aria-disabled={busy || undefined} onClick={onConfirm}>
          {busy ? panelText.sending : text.confirm}
        </button>
      </div>
    </ItemSection>
  )
}
