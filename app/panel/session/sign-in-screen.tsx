import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { STATUS_MESSAGES, messageBodySchema } from '#contracts/api-responses.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { SIGN_IN_QUERY } from '#contracts/panel-pages.ts'
import { STAFF_FIELD_TEXT, passwordResetRequestSchema, signInAnswerSchema, signInCodeSchema, signInSchema } from '#contracts/staff.ts'
import { FormLinkButton, PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { returnTarget } from '../shared/panel-api.ts'
import { signInText as text } from './session-text.ts'
import styles from '../shared/panel.module.css'

type Step = 'password' | 'code' | 'reset'

function PasswordStep({ onCode, onDone, onForgot }: { onCode: () => void; onDone: () => void; onForgot: () => void }) {
  const form = useSchemaForm(signInSchema, { text: { email: STAFF_FIELD_TEXT.email, contrasena: STAFF_FIELD_TEXT.contrasena } })
  const submit = usePanelSubmit(
    form,
    (values) => apiRequest(PANEL_API_PATHS.session, { method: 'POST', json: values, schema: signInAnswerSchema }),
    (answer) => ('requiereCodigo' in answer ? onCode() : onDone()),
  )
  return (
    <PanelForm
      label={text.title}
      intro={text.intro}
      submitLabel={text.submit}
      {...submit}
      extra={
        <FormLinkButton onClick={onForgot}>{text.forgot}</FormLinkButton>
      }
    >
      <TextField form={form} name="email" type="email" />
      <TextField form={form} name="contrasena" type="password" />
    </PanelForm>
  )
}

function CodeStep({ onDone, onStartOver }: { onDone: () => void; onStartOver: () => void }) {
  const form = useSchemaForm(signInCodeSchema, { text: { codigo: STAFF_FIELD_TEXT.codigo } })
  const submit = usePanelSubmit(form, (values) => apiRequest(PANEL_API_PATHS.signInCode, { method: 'POST', json: values }), onDone)
  // The password step's form has just gone: the person goes on typing here.
  useEffect(() => form.setFocus('codigo'), [form])
  return (
    <PanelForm
      label={text.codeTitle}
      heading
      intro={text.codeIntro}
      submitLabel={text.codeSubmit}
      {...submit}
      extra={
        <FormLinkButton onClick={onStartOver}>{text.startOver}</FormLinkButton>
      }
    >
      <TextField form={form} name="codigo" inputMode="numeric" spellCheck={false} />
    </PanelForm>
  )
}

function ResetStep({ onBack }: { onBack: () => void }) {
  const form = useSchemaForm(passwordResetRequestSchema, { text: { email: STAFF_FIELD_TEXT.email } })
  const [sent, setSent] = useState<string | null>(null)
  useEffect(() => form.setFocus('email'), [form])
  const submit = usePanelSubmit(
    form,
    (values) => apiRequest(PANEL_API_PATHS.passwordReset, { method: 'POST', json: values, schema: messageBodySchema }),
    (answer) => setSent(answer.mensaje),
  )
  const back = (
    <FormLinkButton onClick={onBack}>{text.backToSignIn}</FormLinkButton>
  )
  if (sent !== null) {
    return (
      <>
        <p className={styles.notice} role="status">
          {sent}
        </p>
        {back}
      </>
    )
  }
  return (
    <PanelForm label={text.resetTitle} heading intro={text.resetIntro} submitLabel={text.resetSubmit} {...submit} extra={back}>
      <TextField form={form} name="email" type="email" />
    </PanelForm>
  )
}

/**
 * The staff area's door: e-mail and password, then (two-factor on) the app's code or a recovery
 * code; afterwards back to the screen the person was sent from (`?volver=`), told first when
 * their session had expired (spec §8's text). A link to ask for a new password by e-mail.
 */
export default function SignInScreen() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>('password')
  const expired = params.get(SIGN_IN_QUERY.reason) === SIGN_IN_QUERY.expired
  const done = () => void navigate(returnTarget(params.get(SIGN_IN_QUERY.returnTo)), { replace: true })
  return (
    <PanelScreen title={text.title} narrow>
      {expired && step === 'password' ? (
        <p className={styles.alert} role="status">
          {STATUS_MESSAGES[403]}
        </p>
      ) : null}
      {step === 'password' ? <PasswordStep onCode={() => setStep('code')} onDone={done} onForgot={() => setStep('reset')} /> : null}
      {step === 'code' ? <CodeStep onDone={done} onStartOver={() => setStep('password')} /> : null}
      {step === 'reset' ? <ResetStep onBack={() => setStep('password')} /> : null}
    </PanelScreen>
  )
}
