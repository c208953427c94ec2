import { useState, type FormEventHandler, type MouseEvent, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { SchemaForm } from '#app/components/form/use-schema-form.ts'
import { panelText } from './panel-text.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './panel.module.css'

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
}

/** The card a panel form sits in: heading or name, intro, fields, the failure, the button (busy while sending). */
export function PanelForm({ onSubmit, label, heading = false, intro, failure, failureAction, busy, submitLabel, children, extra }: PanelFormProps) {
  return (
    <form className={card.form} noValidate onSubmit={onSubmit} aria-label={label}>
      {heading ? <h2 className={card.heading}>{label}</h2> : null}
      {intro ? <p className={card.intro}>{intro}</p> : null}
      {children}
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {failure ? failureAction : null}
      <div className={card.actions}>
        <button type="submit" className={card.submit} aria-disabled={busy || undefined} onMouseDown={keepFieldFocus}>
          {busy ? panelText.sending : submitLabel}
        </button>
        {extra}
      </div>
    </form>
  )
}
