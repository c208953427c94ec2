import type { UseFormRegisterReturn } from 'react-hook-form'
import { uiText } from '#content/ui-text.ts'
import styles from './honeypot-field.module.css'

/**
 * The forms' anti-spam field (contracts/form-fields.ts `HONEYPOT_FIELD`): moved off screen, out
 * of the tab order and hidden from assistive technology, so only bots fill it in.
 */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{uiText.honeypotLabel}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  )
}
