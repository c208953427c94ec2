import type { Ref } from 'react'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { contentText as text } from './content-text.ts'
import { fieldIdOf } from './schema-form/field-id.ts'
import styles from './content.module.css'

/**
 * GOV.UK's error summary: above the form, focused when it appears, each message a link to its
 * field. The same messages show under the fields.
 */
export function ErrorSummary({ ref, errors }: { ref: Ref<HTMLDivElement>; errors: FieldErrors }) {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0)
  if (entries.length === 0) return null
  return (
    <div ref={ref} className={styles.errorSummary} role="alert" tabIndex={-1} aria-labelledby="resumen-errores">
      <h2 id="resumen-errores">{text.errorSummary}</h2>
      <ul>
        {entries.map(([path, [message]]) => (
          <li key={path}>
            <a href={`#${fieldIdOf(path)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
