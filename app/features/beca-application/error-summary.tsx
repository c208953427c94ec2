import type { FieldErrors, FieldValues, Path } from 'react-hook-form'
import type { SchemaForm } from '#app/components/form/use-schema-form.ts'
import styles from './beca-application.module.css'

/**
 * GOV.UK's error summary, after a failed send: above the fields, each message a link that takes
 * the person to its field. The same messages show under the fields; it goes once they are fixed.
 */
export function ErrorSummary<Input extends FieldValues, Output>({
  form,
  errors,
  heading,
}: {
  form: SchemaForm<Input, Output>
  errors: FieldErrors<Input>
  heading: string
}) {
  const shown = form.fields.flatMap((name) => {
    const message = errors[name]?.message
    return typeof message === 'string' ? [{ name, message }] : []
  })
  if (shown.length === 0) return null
  const headingId = form.fieldId('resumen-errores')
  return (
    <div className={styles.summary} aria-labelledby={headingId} role="region">
      <h3 id={headingId}>{heading}</h3>
      <ul>
        {shown.map(({ name, message }) => (
          <li key={name}>
            <a
              href={`#${form.fieldId(name)}`}
              onClick={(event) => {
                event.preventDefault()
                form.setFocus(name as Path<Input>)
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
