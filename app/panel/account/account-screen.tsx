import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router'
import { TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { STAFF_FIELD_TEXT, STAFF_ROLE_LABELS, ownPasswordSchema } from '#contracts/staff.ts'
import { TwoFactorSection } from './account-two-factor.tsx'
import { AccountUsername } from './account-username.tsx'
import { PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import { accountText as text } from './account-text.ts'
import local from './account.module.css'
import card from '#app/components/form/form-card.module.css'
import styles from '../shared/panel.module.css'
import { Alert } from '../shared/alert.tsx'

/** Who the person is, as the panel knows them: only an administrator changes it. */
function DataSection() {
  const { member } = useStaffSession()
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.data.heading}</h2>
      <dl className={local.facts}>
        <div>
          <dt>{STAFF_FIELD_TEXT.nombre.label}</dt>
          <dd>{member.nombre}</dd>
        </div>
        <div>
          <dt>{STAFF_FIELD_TEXT.email.label}</dt>
          <dd>{member.email}</dd>
        </div>
        <div>
          <dt>{STAFF_FIELD_TEXT.roles.label}</dt>
          <dd>{member.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{text.data.note}</p>
    </section>
  )
}

/** A new password with the current one: the other sessions end, this one stays. */
function PasswordSection() {
  const { request } = useStaffSession()
  const headingId = useId()
  const [done, setDone] = useState(false)
  const form = useSchemaForm(ownPasswordSchema, {
    text: { actual: STAFF_FIELD_TEXT.actual, nueva: { ...STAFF_FIELD_TEXT.nueva, hint: panelText.passwordHint } },
  })
  const submit = usePanelSubmit(
    form,
    (values) => {
      setDone(false)
      return request(PANEL_API_PATHS.ownPassword, { method: 'POST', json: values })
    },
    () => {
      form.clear()
      setDone(true)
    },
  )
  return (
    <section className={`${styles.section} ${local.withForm}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.password.heading}</h2>
      {done ? (
        <p className={styles.notice} role="status">
          {text.password.done}
        </p>
      ) : null}
      <PanelForm label={text.password.heading} intro={text.password.intro} submitLabel={text.password.submit} {...submit}>
        <AccountUsername />
        <TextField form={form} name="actual" type="password" />
        <TextField form={form} name="nueva" type="password" />
      </PanelForm>
    </section>
  )
}

/** The question before signing out everywhere, this browser included. */
function SignOutEverywhere({ onCancel }: { onCancel: () => void }) {
  const { request } = useStaffSession()
  const navigate = useNavigate()
  const questionRef = useFocusOnMount<HTMLHeadingElement>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = async () => {
    if (busy) return
    setBusy(true)
    setFailure(null)
    const result = await request(PANEL_API_PATHS.allSessions, { method: 'DELETE' })
    // This session ended with the others: the sign-in screen is next.
    if (result.ok) return void navigate(PANEL_PAGES.signIn, { replace: true })
    setBusy(false)
    setFailure(result.message)
  }
  return (
    <>
      <h3 ref={questionRef} tabIndex={-1} className={local.question}>
        {text.sessions.confirm}
      </h3>
      <Alert>{failure}</Alert>
      <div className={local.actions}>
        <button type="button" className={card.submit} aria-disabled={busy || undefined} onClick={() => void confirm()}>
          {busy ? text.sessions.busy : text.sessions.confirmYes}
        </button>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {text.sessions.cancel}
        </button>
      </div>
    </>
  )
}

/** Signing out of every browser at once (a lost phone, a shared computer), after a confirmation. */
function SessionsSection() {
  const headingId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [confirming, setConfirming] = useState(false)
  const cancel = () => {
    flushSync(() => setConfirming(false))
    buttonRef.current?.focus()
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.sessions.heading}</h2>
      <p className={styles.muted}>{text.sessions.intro}</p>
      {confirming ? (
        <SignOutEverywhere onCancel={cancel} />
      ) : (
        <button ref={buttonRef} type="button" className={card.secondary} onClick={() => setConfirming(true)}>
          {text.sessions.signOutAll}
        </button>
      )}
    </section>
  )
}

/** "Mi cuenta", for every role: one's data, password, two-step verification and sessions. */
export default function AccountScreen() {
  return (
    <PanelScreen title={text.title}>
      <div className={local.sections}>
        <DataSection />
        <PasswordSection />
        <TwoFactorSection />
        <SessionsSection />
      </div>
    </PanelScreen>
  )
}
