import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { CodeBoxes, type CodeBoxesHandle } from '#app/components/form/code-boxes.tsx'
import { emptyCode, firstEmptyIndex, joinCode } from '#app/components/form/code-input-state.ts'
import type { TrackingText } from '#content/tracking.ts'
import { VERIFICATION_CODE_LENGTH } from '#contracts/limits.ts'
import type { TrackingCodeRequest, TrackingResponse } from '#contracts/tracking.ts'
import { fetchTracking, requestTrackingCode } from './tracking-api.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './tracking.module.css'

export interface CodeStepProps {
  text: TrackingText['code']
  request: TrackingCodeRequest
  /** The server's answer to the code request, shown above the boxes. */
  notice: string
  headingRef: RefObject<HTMLHeadingElement | null>
  onAnswer: (answer: TrackingResponse) => void
  onChangeData: () => void
}

/**
 * Issue 15, second step: the code in the boxes of spec §2.16, checked by the server. A wrong code
 * keeps the digits (and says how many tries are left); an expired or spent one offers a new code.
 */
export function CodeStep({ text, request, notice, headingRef, onAnswer, onChangeData }: CodeStepProps) {
  const [digits, setDigits] = useState(() => emptyCode(VERIFICATION_CODE_LENGTH))
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState(notice)
  const [sending, setSending] = useState(false)
  const boxes = useRef<CodeBoxesHandle>(null)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const headingId = `${id}-titulo`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const missing = firstEmptyIndex(digits)
    if (missing !== -1) {
      setError(text.incompleteError)
      boxes.current?.focusBox(missing)
      return
    }
    setSending(true)
    setError(null)
    const result = await fetchTracking({ ...request, codigo: joinCode(digits) })
    setSending(false)
    if (result.ok) {
      onAnswer(result.data)
      return
    }
    setError(result.fieldErrors?.['codigo']?.[0] ?? result.serverMessage ?? result.message)
    boxes.current?.focusBox(0)
  }

  async function resend() {
    setSending(true)
    setError(null)
    const result = await requestTrackingCode(request)
    setSending(false)
    if (!result.ok) {
      setError(result.serverMessage ?? result.message)
      return
    }
    setDigits(emptyCode(VERIFICATION_CODE_LENGTH))
    setStatus(result.data.mensaje)
    boxes.current?.focusBox(0)
  }

  return (
    <form className={card.form} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={card.heading}>
        {text.heading}
      </h2>
      <p role="status" className={styles.notice}>
        {status}
      </p>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className="sr-only">{text.heading}</legend>
        <p id={hintId} className={card.note}>
          {text.hint}
        </p>
        <CodeBoxes
          digits={digits}
          onChange={(next) => {
            setDigits(next)
            setError(null)
          }}
          idPrefix={id}
          digitLabel={text.digitLabel}
          isInvalid={(digit) => error !== null && (error !== text.incompleteError || digit === '')}
          errorId={error === null ? undefined : errorId}
          disabled={sending}
          handleRef={boxes}
        />
        {error === null ? null : (
          <p id={errorId} role="alert" className={styles.error}>
            <span className="sr-only">{text.errorPrefix}</span> {error}
          </p>
        )}
      </fieldset>
      <div className={card.actions}>
        <button type="submit" className={card.submit} disabled={sending} aria-busy={sending || undefined}>
          {sending ? text.sending : text.submit}
        </button>
        <button type="button" className={card.secondary} disabled={sending} onClick={() => void resend()}>
          {text.resend}
        </button>
        <button type="button" className={card.secondary} disabled={sending} onClick={onChangeData}>
          {text.changeData}
        </button>
      </div>
    </form>
  )
}
