import { useId, useRef, useState, type FormEvent } from 'react'
import { CodeBoxes, type CodeBoxesHandle } from '#app/components/form/code-boxes.tsx'
import { emptyCode, firstEmptyIndex, joinCode } from '#app/components/form/code-input-state.ts'
import type { VerificationCodeText } from '#content/verification.ts'
import { VERIFICATION_CODE_LENGTH } from '#contracts/limits.ts'
import styles from './verification-code-form.module.css'

export interface VerificationCodeFormProps {
  text: VerificationCodeText
}

/**
 * spec §2.16: six one-digit boxes and 'Verificar'. Submitting only joins the code and shows it
 * back; no call is made, because the spec shows no server check behind it (spec §7).
 */
export function VerificationCodeForm({ text }: VerificationCodeFormProps) {
  const [digits, setDigits] = useState(() => emptyCode(VERIFICATION_CODE_LENGTH))
  const [showError, setShowError] = useState(false)
  const [enteredCode, setEnteredCode] = useState<string | null>(null)
  const boxes = useRef<CodeBoxesHandle>(null)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  function change(next: string[]) {
    setDigits(next)
    // The code shown back no longer matches the boxes.
    setEnteredCode(null)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing = firstEmptyIndex(digits)
    if (missing === -1) {
      setShowError(false)
      setEnteredCode(joinCode(digits))
      return
    }
    setEnteredCode(null)
    setShowError(true)
    boxes.current?.focusBox(missing)
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.legend}>
          <h1 className="screen-title">{text.title}</h1>
        </legend>
        <p id={hintId} className={styles.hint}>
          {text.hint}
        </p>
        <CodeBoxes
          digits={digits}
          onChange={change}
          idPrefix={id}
          digitLabel={text.digitLabel}
          isInvalid={(digit) => showError && digit === ''}
          errorId={showError ? errorId : undefined}
          handleRef={boxes}
        />
        {showError ? (
          <p id={errorId} className={styles.error}>
            <span className="sr-only">{text.errorPrefix}</span> {text.incompleteError}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className={styles.submit}>
        {text.submitLabel}
      </button>
      <p role="status" className={styles.result}>
        {enteredCode === null ? '' : text.enteredCode(enteredCode)}
      </p>
    </form>
  )
}
