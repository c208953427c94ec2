import { useState, type RefObject } from 'react'
import { TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import type { TrackingText } from '#content/tracking.ts'
import { TRACKING_FIELD_TEXT, trackingCodeRequestSchema, type TrackingCodeRequest } from '#contracts/tracking.ts'
import { requestTrackingCode } from './tracking-api.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './tracking.module.css'

export interface AskStepProps {
  text: TrackingText
  /** What was typed before, when the person comes back to change it. */
  initial: TrackingCodeRequest | null
  headingRef: RefObject<HTMLHeadingElement | null>
  /** The code was asked for: the server's answer (the same whether or not the data match). */
  onSent: (request: TrackingCodeRequest, notice: string) => void
}

/** Issue 15, first step: the folio and the e-mail; a code is asked for. */
export function AskStep({ text, initial, headingRef, onSent }: AskStepProps) {
  const form = useSchemaForm(trackingCodeRequestSchema, { text: TRACKING_FIELD_TEXT, initial: initial ?? {} })
  const [failure, setFailure] = useState<string | null>(null)
  const { isSubmitting } = form.formState
  const headingId = form.fieldId('titulo')

  async function send(request: TrackingCodeRequest) {
    setFailure(null)
    const result = await requestTrackingCode(request)
    if (result.ok) {
      onSent(request, result.data.mensaje)
      return
    }
    if (result.fieldErrors) form.showServerErrors(result.fieldErrors)
    else setFailure(result.serverMessage ?? result.message)
  }

  return (
    <form className={card.form} noValidate onSubmit={form.handleSubmit(send)} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={card.heading}>
        {text.ask.heading}
      </h2>
      <TextField form={form} name="folio" autoCapitalize="characters" spellCheck={false} />
      <TextField form={form} name="correo" type="email" />
      <p className={card.note}>{text.help}</p>
      {failure === null ? null : (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={card.actions}>
        <button type="submit" className={card.submit} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? text.ask.sending : text.ask.submit}
        </button>
      </div>
    </form>
  )
}
