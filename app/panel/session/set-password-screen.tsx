import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES, SET_PASSWORD_QUERY } from '#contracts/panel-pages.ts'
import { STAFF_FIELD_TEXT, STAFF_MESSAGES, setPasswordSchema, setPasswordScreenSchema } from '#contracts/staff.ts'
import { PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import { setPasswordText as text } from './session-text.ts'
import styles from '../shared/panel.module.css'
import own from './set-password-screen.module.css'

const FIELD_TEXT = {
  // Never shown: the token comes from the link.
  token: { label: 'Enlace' },
  contrasena: { ...STAFF_FIELD_TEXT.nueva, hint: panelText.passwordHint },
  repetida: STAFF_FIELD_TEXT.repetida,
}

type Outcome = 'form' | 'done' | 'dead'

function SetPasswordForm({ token, onDone, onDead }: { token: string; onDone: () => void; onDead: () => void }) {
  const form = useSchemaForm(setPasswordScreenSchema, { text: FIELD_TEXT, initial: { token } })
  const { setFocus } = form
  useEffect(() => setFocus('contrasena'), [setFocus])
  const submit = usePanelSubmit(
    form,
    async ({ contrasena }) => {
      const result = await apiRequest(PANEL_API_PATHS.setPassword, { method: 'POST', json: { token, contrasena } })
      if (!result.ok && result.status === 400) onDead()
      return result
    },
    onDone,
  )
  return (
    <PanelForm label={text.title} intro={text.intro} submitLabel={text.submit} {...submit}>
      <TextField form={form} name="contrasena" type="password" />
      <TextField form={form} name="repetida" type="password" />
    </PanelForm>
  )
}

/** The link cannot be used (incomplete, used, expired): why, and how to get a new one. */
function LinkProblem({ message, focus }: { message: string; focus: boolean }) {
  const ref = useFocusOnMount<HTMLParagraphElement>(focus)
  return (
    <>
      <p ref={ref} className={styles.alert} role="alert" tabIndex={-1}>
        {message}
      </p>
      <p className={styles.muted}>{text.newLinkHow}</p>
      <Link className={`pill-link ${own.wayOn}`} to={PANEL_PAGES.signIn}>
        {text.newLink}
      </Link>
    </>
  )
}

function Done() {
  const ref = useFocusOnMount<HTMLParagraphElement>()
  return (
    <>
      <p ref={ref} className={styles.notice} role="status" tabIndex={-1}>
        {text.done}
      </p>
      <Link className={`pill-link ${own.wayOn}`} to={PANEL_PAGES.signIn}>
        {text.signIn}
      </Link>
    </>
  )
}

/**
 * Where an invitation's or a reset's e-mailed link leads: the new password, typed twice, set with
 * the link's one-time token; then on to sign in. A link that is incomplete, used or expired says
 * how to ask for a new one.
 */
export default function SetPasswordScreen() {
  const [params] = useSearchParams()
  const token = params.get(SET_PASSWORD_QUERY.token)
  const [outcome, setOutcome] = useState<Outcome>('form')
  const complete = token !== null && setPasswordSchema.shape.token.safeParse(token).success
  return (
    <PanelScreen title={text.title} narrow>
      {!complete ? <LinkProblem message={text.incomplete} focus={false} /> : null}
      {complete && outcome === 'form' ? <SetPasswordForm token={token} onDone={() => setOutcome('done')} onDead={() => setOutcome('dead')} /> : null}
      {complete && outcome === 'dead' ? <LinkProblem message={STAFF_MESSAGES.invalidLink} focus /> : null}
      {complete && outcome === 'done' ? <Done /> : null}
    </PanelScreen>
  )
}
