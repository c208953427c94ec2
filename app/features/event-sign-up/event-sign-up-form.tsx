import { useEffect, useRef, useState } from 'react'
import { FormCard } from '#app/components/form/form-card.tsx'
import { SelectField, TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useSchemaValidity } from '#app/components/form/use-schema-validity.ts'
import type { eventSignUpContent } from '#content/event-sign-up.ts'
import { EVENT_SIGN_UP_FIELD_TEXT, EVENT_SIGN_UP_OPTIONS, eventSignUpSchema, type EventSignUp, type EventSignUpAnswer, type EventSignUpState } from '#contracts/event-sign-up.ts'
import { fetchSignUpState, submitEventSignUp } from './event-sign-up-api.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './event-sign-up.module.css'

export type EventSignUpText = typeof eventSignUpContent

// The select's first option («Ninguno») stands for no companions: an empty choice reads as 0.
const COMPANION_OPTIONS = EVENT_SIGN_UP_OPTIONS.acompanantes.filter((option) => option.value !== '0')

/** The sign-up's answer: its status and folio, focused so it is read out at once. */
function SignUpResult({ answer, text }: { answer: EventSignUpAnswer; text: EventSignUpText }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const result = text.result[answer.estado]
  return (
    <div className={styles.result} role="status">
      <h2 ref={heading} tabIndex={-1}>
        {result.heading}
      </h2>
      <p>
        {text.result.folio}: <strong>{answer.folio}</strong>
      </p>
      <p>{result.body}</p>
    </div>
  )
}

/**
 * Issue 38: the sign-up form of an event's page. It asks the server whether the event still takes
 * sign-ups and whether the next one waits («Cupo lleno…»); the button stays disabled while the form
 * is invalid or sending; a failure keeps what was typed and shows why (field errors under the
 * fields); success replaces the form with the folio and the status.
 */
export function EventSignUpForm({ slug, text }: { slug: string; text: EventSignUpText }) {
  const form = useSchemaForm(eventSignUpSchema, { text: EVENT_SIGN_UP_FIELD_TEXT })
  const isValid = useSchemaValidity(form)
  const { isSubmitting } = form.formState
  const [state, setState] = useState<EventSignUpState | null>(null)
  const [answer, setAnswer] = useState<EventSignUpAnswer | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void fetchSignUpState(slug, controller.signal).then((result) => {
      if (result.ok) setState(result.data)
    })
    return () => controller.abort()
  }, [slug])

  async function send(signUp: EventSignUp) {
    setFailure(null)
    const result = await submitEventSignUp(slug, signUp)
    if (result.ok) {
      setAnswer(result.data)
      return
    }
    if (result.fieldErrors) form.showServerErrors(result.fieldErrors)
    setFailure(result.serverMessage ?? result.message)
  }

  if (answer !== null) return <SignUpResult answer={answer} text={text} />
  if (state?.abierto === false) return <p className={styles.note}>{text.closed}</p>

  const disabled = !isValid || isSubmitting
  const hintId = form.fieldId('envio-hint')
  return (
    <FormCard
      form={form}
      onSubmit={form.handleSubmit(send)}
      heading={text.heading}
      intro={text.intro}
      privacy={text.privacy}
      actions={
        <>
          {state?.lleno ? (
            <p className={styles.note} role="note">
              {text.full}
            </p>
          ) : null}
          {failure ? (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={card.actions}>
            <button type="submit" className={card.submit} disabled={disabled} aria-describedby={!isValid && !isSubmitting ? hintId : undefined}>
              {isSubmitting ? text.sending : state?.lleno ? text.submitWaiting : text.submit}
            </button>
          </div>
          {!isValid && !isSubmitting ? (
            <p id={hintId} className={card.note}>
              {text.disabledHint}
            </p>
          ) : null}
        </>
      }
    >
      <TextField form={form} name="nombre" />
      <TextField form={form} name="correo" type="email" />
      <TextField form={form} name="telefono" type="tel" inputMode="numeric" />
      <SelectField form={form} name="nivel_interes" placeholder={text.levelPlaceholder} options={EVENT_SIGN_UP_OPTIONS.nivel_interes} />
      <SelectField form={form} name="programa_interes" placeholder={text.noProgramme} options={EVENT_SIGN_UP_OPTIONS.programa_interes} />
      <SelectField form={form} name="acompanantes" placeholder={text.noCompanions} options={COMPANION_OPTIONS} />
    </FormCard>
  )
}

/** The form's place on the event's page, under the event's text. */
export function EventSignUp({ slug, text }: { slug: string; text: EventSignUpText }) {
  return (
    <div className={`container ${styles.section}`}>
      <EventSignUpForm slug={slug} text={text} />
    </div>
  )
}
