import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import {
  applyBackspace,
  applyDelete,
  applyDigit,
  applyText,
  clampIndex,
  emptyCode,
  firstEmptyIndex,
  insertedText,
  joinCode,
  type CodeUpdate,
} from '#app/features/verification-code/code-input-state.ts'
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
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  function focusBox(index: number) {
    boxes.current[clampIndex(index, VERIFICATION_CODE_LENGTH)]?.focus()
  }

  function update({ digits: next, focusIndex }: CodeUpdate) {
    setDigits(next)
    // The code shown back no longer matches the boxes.
    setEnteredCode(null)
    focusBox(focusIndex)
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const move = (to: number) => {
      event.preventDefault()
      focusBox(to)
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault()
        update(applyBackspace(digits, index))
        return
      case 'Delete':
        event.preventDefault()
        update(applyDelete(digits, index))
        return
      case 'ArrowLeft':
        move(index - 1)
        return
      case 'ArrowRight':
        move(index + 1)
        return
      case 'Home':
        move(0)
        return
      case 'End':
        move(VERIFICATION_CODE_LENGTH - 1)
        return
    }
    // A printable key: handled here so that a box already holding a digit takes the new one.
    // Non-digits are dropped. Phone keyboards that send no usable key arrive through onChange.
    if (event.key.length === 1) {
      event.preventDefault()
      const result = applyDigit(digits, index, event.key)
      if (result.digits[index] !== digits[index] || result.focusIndex !== index) update(result)
    }
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const added = insertedText(digits[index] ?? '', event.target.value)
    if (added === '') {
      update(applyDelete(digits, index))
      return
    }
    // One digit, or a whole one-time code filled in by the phone: the same rule as a paste.
    const result = applyText(digits, index, added)
    if (result.digits.join('') !== digits.join('')) update(result)
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    update(applyText(digits, index, event.clipboardData.getData('text')))
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
    focusBox(missing)
  }

  const boxesStyle = { '--code-length': VERIFICATION_CODE_LENGTH } as CSSProperties

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.legend}>
          <h1 className="screen-title">{text.title}</h1>
        </legend>
        <p id={hintId} className={styles.hint}>
          {text.hint}
        </p>
        <div className={styles.boxes} style={boxesStyle}>
          {digits.map((digit, index) => {
            const inputId = `${id}-digit-${index + 1}`
            const invalid = showError && digit === ''
            return (
              <div key={inputId} className={styles.box}>
                <label htmlFor={inputId} className="sr-only">
                  {text.digitLabel(index + 1, VERIFICATION_CODE_LENGTH)}
                </label>
                <input
                  ref={(element) => {
                    boxes.current[index] = element
                  }}
                  id={inputId}
                  className={styles.input}
                  type="text"
                  inputMode="numeric"
                  maxLength={1}
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  value={digit}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={showError ? errorId : undefined}
                  onKeyDown={(event) => handleKeyDown(index, event)}
                  onChange={(event) => handleChange(index, event)}
                  onPaste={(event) => handlePaste(index, event)}
                  onFocus={(event) => event.target.select()}
                />
              </div>
            )
          })}
        </div>
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
