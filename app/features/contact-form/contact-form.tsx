import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { EmailInput } from '#app/components/form/email-input.tsx'
import { Field } from '#app/components/form/field.tsx'
import { HoneypotField } from '#app/components/form/honeypot-field.tsx'
import { applyServerErrors } from '#app/components/form/server-errors.ts'
import { useTypedBeforeHydration } from '#app/components/form/typed-before-hydration.ts'
import { notify } from '#app/lib/toast.ts'
import type { contactContent } from '#content/contact.ts'
import {
  CONTACT_MESSAGE_FIELDS,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '#contracts/contact-message.ts'
import { HONEYPOT_FIELD } from '#contracts/form-fields.ts'
import { CONTACT_PHONE_MAX_CHARS, MESSAGE_MAX_CHARS, NAME_MAX_CHARS } from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'
import { submitContactMessage } from './submit-contact-message.ts'
import card from '#app/components/form/form-card.module.css'

export type ContactFormText = (typeof contactContent)['form']

const EMPTY: ContactMessageInput = { nombre: '', correo: '', telefono: '', contenido: '', [HONEYPOT_FIELD]: '' }

/**
 * spec §2.8, §4, §5, §8: the contact form. The send button stays disabled while the form is
 * invalid or sending ('Enviando...'); success clears the form and says so in a toast; any
 * failure keeps what was typed and shows the failure toast (with the server's field errors
 * under the fields when it sent some).
 */
export function ContactForm({ text }: { text: ContactFormText }) {
  const id = useId()
  const fieldId = (name: string) => `${id}-${name}`
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })
  const formRef = useTypedBeforeHydration(setValue, [...CONTACT_MESSAGE_FIELDS, HONEYPOT_FIELD])

  async function send(message: ContactMessage) {
    const result = await submitContactMessage(message)
    if (result.ok) {
      reset(EMPTY)
      notify({ type: 'success', message: text.success })
      return
    }
    if (result.fieldErrors) applyServerErrors(result.fieldErrors, CONTACT_MESSAGE_FIELDS, setError)
    notify({ type: 'error', message: text.failure })
  }

  const disabled = !isValid || isSubmitting
  const disabledHintId = fieldId('envio-hint')

  return (
    <form ref={formRef} className={card.form} noValidate onSubmit={handleSubmit(send)} aria-labelledby={fieldId('titulo')}>
      <h2 id={fieldId('titulo')} className={card.heading}>
        {text.heading}
      </h2>
      <Field id={fieldId('nombre')} label={text.fields.nombre.label} error={errors.nombre?.message}>
        {(control) => <input {...control} type="text" autoComplete="name" maxLength={NAME_MAX_CHARS} {...register('nombre')} />}
      </Field>
      <Field
        id={fieldId('correo')}
        label={text.fields.correo.label}
        hint={text.fields.correo.hint}
        error={errors.correo?.message}
      >
        {(control) => <EmailInput {...control} registration={register('correo')} />}
      </Field>
      <Field
        id={fieldId('telefono')}
        label={text.fields.telefono.label}
        hint={text.fields.telefono.hint}
        error={errors.telefono?.message}
      >
        {(control) => (
          <input {...control} type="tel" autoComplete="tel" maxLength={CONTACT_PHONE_MAX_CHARS} {...register('telefono')} />
        )}
      </Field>
      <Field id={fieldId('contenido')} label={text.fields.contenido.label} error={errors.contenido?.message}>
        {(control) => <textarea {...control} rows={6} maxLength={MESSAGE_MAX_CHARS} {...register('contenido')} />}
      </Field>
      <HoneypotField id={fieldId(HONEYPOT_FIELD)} registration={register(HONEYPOT_FIELD)} />

      <p className={card.privacy}>
        {text.privacy.before}
        <Link to={paths.avisoPrivacidad}>{text.privacy.link}</Link>
        {text.privacy.after}
      </p>
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
    </form>
  )
}
