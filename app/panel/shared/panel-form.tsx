import { useId, useState, type FormEventHandler, type MouseEvent, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { SchemaForm } from '#app/components/form/use-schema-form.ts'
import { panelText } from './panel-text.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './panel.module.css'
import { Alert } from './alert.tsx'

/**
 * A panel form's submit: one request at a time; on success `onDone`, on failure the server's field
 * errors under the fields and its message above the button. What was typed stays either way.
 */
export function usePanelSubmit<Input extends FieldValues, Output, Answer>(
  form: SchemaForm<Input, Output>,
  send: (values: Output) => Promise<ApiResult<Answer>>,
  onDone: (answer: Answer, values: Output) => void,
): {
  onSubmit: FormEventHandler<HTMLFormElement>
  failure: string | null
  /** The HTTP status of the failure shown, if an answer came (409: someone else changed it first). */
  failedStatus: number | undefined
  /** Takes the failure's message away (its cause was dealt with, e.g. the data was read again). */
  dismissFailure: () => void
  busy: boolean
} {
  const [failed, setFailed] = useState<{ message: string; status: number | undefined } | null>(null)
  const busy = form.formState.isSubmitting
  const submit = form.handleSubmit(async (values) => {
    setFailed(null)
    const result = await send(values)
    if (result.ok) return onDone(result.data, values)
    if (result.fieldErrors) form.showServerErrors(result.fieldErrors)
    setFailed({ message: result.serverMessage ?? result.message, status: result.status })
  })
  const onSubmit: FormEventHandler<HTMLFormElement> = (event) => {
    if (!busy) return submit(event)
    event.preventDefault()
  }
  return { onSubmit, failure: failed?.message ?? null, failedStatus: failed?.status, dismissFailure: () => setFailed(null), busy }
}

/**
 * Pressing a form's button keeps the focus in the field: a blur would first show that field's
 * message, moving the button from under the pointer before the click lands (the click is lost).
 * The button still takes the click; a submit then checks every field and focuses the first wrong one.
 */
const keepFieldFocus = (event: MouseEvent) => event.preventDefault()

/** A quiet button beside a form's fields (cancel, another way on), pressed without a blur first. */
export function FormLinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onMouseDown={keepFieldFocus} onClick={onClick}>
      {children}
    </button>
  )
}

/** Under a refusal because someone else changed the record first (409): «Recargar» reads it again. */
export function ConflictReload({ failedStatus, onReload }: { failedStatus: number | undefined; onReload: () => void }) {
  if (failedStatus !== 409) return null
  return (
    <button type="button" className={styles.linkButton} onClick={onReload}>
      {panelText.item.reload}
    </button>
  )
}

export interface PanelFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form's accessible name; shown as its heading when `heading` is set. */
  label: string
  heading?: boolean
  intro?: ReactNode
  failure: string | null
  /** Under the failure: what to do about it (read the data again). */
  failureAction?: ReactNode
  busy: boolean
  submitLabel: string
  /** The fields, in screen order. */
  children: ReactNode
  /** Beside the button: another way on (forgot password, cancel). */
  extra?: ReactNode
  /**
   * The heading as a button that folds everything under it (a list's filters on a phone): whether
   * it is open now, and what a press does.
   */
  folding?: { open: boolean; onToggle: () => void }
}

/** The card a panel form sits in: heading or name, intro, fields, the failure, the button (busy while sending). */
export function PanelForm({ onSubmit, label, heading = false, intro, failure, failureAction, busy, submitLabel, children, extra, folding }: PanelFormProps) {
  const foldedId = useId()
  const content = (
    <>
      {intro ? <p className={card.intro}>{intro}</p> : null}
      {children}
      <Alert>{failure}</Alert>
      {failure ? failureAction : null}
      <div className={card.actions}>
        <button type="submit" className={card.submit} aria-disabled={busy || undefined} onMouseDown={keepFieldFocus}>
          {busy ? panelText.sending : submitLabel}
        </button>
        {extra}
      </div>
    </>
  )
  return (
    <form className={folding ? `${card.form} ${styles.foldingForm}` : card.form} noValidate onSubmit={onSubmit} aria-label={label}>
      {folding ? (
        <>
          <h2 className={card.heading}>
            <button type="button" className={styles.disclosure} aria-expanded={folding.open} aria-controls={foldedId} onClick={folding.onToggle}>
              {label}
            </button>
          </h2>
          {/* Folded, the fields stay mounted: what was typed is kept, and a message can still find its field. */}
          <div id={foldedId} className={styles.folded} hidden={!folding.open}>
            {content}
          </div>
        </>
      ) : (
        <>
          {heading ? <h2 className={card.heading}>{label}</h2> : null}
          {content}
        </>
      )}
    </form>
  )
}
