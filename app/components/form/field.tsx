import type { ReactNode } from 'react'
import { uiText } from '#content/ui-text.ts'
import styles from './field.module.css'

/** What a field hands to its control: the ids and states that tie it to its label, hint and message. */
export interface FieldControlProps {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldProps {
  /** The control's id; the hint and message ids derive from it (`<id>-hint`, `<id>-error`). */
  id: string
  label: string
  /** Marks the label '(opcional)': the other fields of a form are required. */
  optional?: boolean | undefined
  hint?: string | undefined
  /** The message to show under the control; none while the field is valid. */
  error?: string | undefined
  /** Renders the control with the given props spread on it. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * STYLE §4 field anatomy, in order: the visible label, an optional hint, the control, then the
 * message under the control. The control is described by the hint and, only while there is
 * one, by the message, and marked `aria-invalid` then.
 */
export function Field({ id, label, optional, hint, error, children }: FieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? uiText.optionalFieldSuffix : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, className: styles.control ?? '', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span className="sr-only">{uiText.fieldErrorPrefix}</span> {error}
        </p>
      ) : null}
    </div>
  )
}
