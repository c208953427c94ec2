import { uiText } from '#content/ui-text.ts'
import field from '#app/components/form/field.module.css'

/** A group's message, as Field shows a control's: under it, red, prefixed «Error:» for screen readers. */
export function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className={field.error}>
      <span className="sr-only">{uiText.fieldErrorPrefix}</span> {message}
    </p>
  )
}
