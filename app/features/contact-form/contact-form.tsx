import { FormCard } from '#app/components/form/form-card.tsx'
import { TextAreaField, TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useSchemaValidity } from '#app/components/form/use-schema-validity.ts'
import { notify } from '#app/lib/toast.ts'
import type { contactContent } from '#content/contact.ts'
import { CONTACT_MESSAGE_FIELD_TEXT, contactMessageSchema, type ContactMessage } from '#contracts/contact-message.ts'
import { submitContactMessage } from './submit-contact-message.ts'
import card from '#app/components/form/form-card.module.css'

export type ContactFormText = (typeof contactContent)['form']

/**
 * spec §2.8, §4, §5, §8: the contact form. The send button stays disabled while the form is
 * invalid or sending ('Enviando...'); success clears the form and says so in a toast; any
 * failure keeps what was typed and shows the failure toast (with the server's field errors
 * under the fields when it sent some).
 */
export function ContactForm({ text }: { text: ContactFormText }) {
  const form = useSchemaForm(contactMessageSchema, { text: CONTACT_MESSAGE_FIELD_TEXT })
  const { fieldId } = form
  const isValid = useSchemaValidity(form)
  const { isSubmitting } = form.formState

  async function send(message: ContactMessage) {
    const result = await submitContactMessage(message)
    if (result.ok) {
      form.clear()
      notify({ type: 'success', message: text.success })
      return
    }
    if (result.fieldErrors) form.showServerErrors(result.fieldErrors)
    notify({ type: 'error', message: text.failure })
  }

  const disabled = !isValid || isSubmitting
  const disabledHintId = fieldId('envio-hint')

  return (
    <FormCard
      form={form}
      onSubmit={form.handleSubmit(send)}
      heading={text.heading}
      privacy={text.privacy}
      actions={
        <>
          <div className={card.actions}>
            <button
              type="submit"
              className={card.submit}
              disabled={disabled}
              aria-describedby={!isValid && !isSubmitting ? disabledHintId : undefined}
            >
              {isSubmitting ? text.sending : text.submit}
            </button>
          </div>
          {!isValid && !isSubmitting ? (
            <p id={disabledHintId} className={card.note}>
              {text.disabledHint}
            </p>
          ) : null}
        </>
      }
    >
      <TextField form={form} name="nombre" />
      <TextField form={form} name="correo" type="email" />
      <TextField form={form} name="telefono" type="tel" />
      <TextAreaField form={form} name="contenido" rows={6} />
    </FormCard>
  )
}
