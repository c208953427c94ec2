import { useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import {
  STAFF_FIELD_TEXT,
  passwordConfirmationSchema,
  twoFactorConfirmSchema,
  twoFactorEnrolmentSchema,
  type TwoFactorEnrolment,
} from '#contracts/staff.ts'
import type { z } from '#contracts/zod.ts'
import { AccountUsername } from './account-username.tsx'
import { FormLinkButton, PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import { useFocusOnMount } from '../shared/use-focus-on-mount.ts'
import { accountText } from './account-text.ts'
import local from './account.module.css'
import card from '#app/components/form/form-card.module.css'
import styles from '../shared/panel.module.css'

const text = accountText.twoFactor

/** How many characters of the secret key go together, as authenticator apps print it. */
const KEY_GROUP_CHARS = 4

/** The base32 secret of an `otpauth://` URI, in groups of four for typing it by hand. */
export function readableSecret(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? ''
  return secret.match(new RegExp(`.{1,${KEY_GROUP_CHARS}}`, 'g'))?.join(' ') ?? ''
}

/** An SVG as an `<img>` source: the page's CSP allows `data:` images, and nothing in it runs. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

type Phase = { kind: 'idle' } | { kind: 'password' } | { kind: 'enrolment'; enrolment: TwoFactorEnrolment }

/** Leaves the step. */
function CancelButton({ onCancel }: { onCancel: () => void }) {
  return <FormLinkButton onClick={onCancel}>{text.cancel}</FormLinkButton>
}

/** The password asked again before starting or turning off two-factor; a wrong one shows under the field. */
function PasswordStep<Answer>({
  title,
  intro,
  submitLabel,
  send,
  onDone,
  onCancel,
}: {
  title: string
  intro: string
  submitLabel: string
  send: (values: z.output<typeof passwordConfirmationSchema>) => Promise<ApiResult<Answer>>
  onDone: (answer: Answer) => void
  onCancel: () => void
}) {
  const form = useSchemaForm(passwordConfirmationSchema, { text: { contrasena: STAFF_FIELD_TEXT.contrasena } })
  const submit = usePanelSubmit(form, send, onDone)
  // The button that opened this step is gone: the person goes on typing here.
  useEffect(() => form.setFocus('contrasena'), [form])
  return (
    <div className={local.step}>
      <h3>{title}</h3>
      <PanelForm
        label={title}
        intro={intro}
        submitLabel={submitLabel}
        {...submit}
        extra={
          <CancelButton onCancel={onCancel} />
        }
      >
        <AccountUsername />
        <TextField form={form} name="contrasena" type="password" />
      </PanelForm>
    </div>
  )
}

/** The ten recovery codes, with a button that copies them (or says to copy them by hand). */
function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const headingId = useId()
  const [copyStatus, setCopyStatus] = useState('')
  const copy = async () => {
    try {
      // Absent outside a secure context (plain http), refused without permission: both land below.
      await navigator.clipboard.writeText(codes.join('\n'))
      setCopyStatus(text.copied)
    } catch {
      setCopyStatus(text.copyFailed)
    }
  }
  return (
    <div className={local.step}>
      <h3 id={headingId}>{text.codesHeading}</h3>
      <p>{text.codesIntro}</p>
      <ul className={local.codes} aria-labelledby={headingId}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={local.actions}>
        <button type="button" className={card.secondary} onClick={() => void copy()}>
          {text.copy}
        </button>
        <p className={local.copyStatus} role="status">
          {copyStatus}
        </p>
      </div>
    </div>
  )
}

/** The first code from the app: turns two-factor on. */
function ConfirmStep({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { request, reload } = useStaffSession()
  const form = useSchemaForm(twoFactorConfirmSchema, { text: { codigo: STAFF_FIELD_TEXT.codigo } })
  const submit = usePanelSubmit(
    form,
    async (values) => {
      const result = await request(PANEL_API_PATHS.twoFactorConfirm, { method: 'POST', json: values })
      // Read `dosPasos` again while the button still says it is busy.
      if (result.ok) await reload()
      return result
    },
    onDone,
  )
  return (
    <div className={local.step}>
      <h3>{text.confirmTitle}</h3>
      <PanelForm
        label={text.confirmTitle}
        intro={text.confirmIntro}
        submitLabel={text.confirmSubmit}
        {...submit}
        extra={
          <CancelButton onCancel={onCancel} />
        }
      >
        <TextField form={form} name="codigo" inputMode="numeric" spellCheck={false} />
      </PanelForm>
    </div>
  )
}

/** Enrolment: the QR and the key for the app, the recovery codes, then the first code. */
function Enrolment({ enrolment, onDone, onCancel }: { enrolment: TwoFactorEnrolment; onDone: () => void; onCancel: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>()
  return (
    <>
      <div className={local.step}>
        <h3 ref={headingRef} tabIndex={-1}>
          {text.scanHeading}
        </h3>
        <p>{text.scanIntro}</p>
        <img className={local.qr} src={svgSource(enrolment.qrSvg)} alt={text.qrAlt} />
        <p>{text.manualKey}</p>
        <p className={local.key}>{readableSecret(enrolment.uri)}</p>
      </div>
      <RecoveryCodes codes={enrolment.codigosRespaldo} />
      <ConfirmStep onDone={onDone} onCancel={onCancel} />
    </>
  )
}

/**
 * Two-step verification (TOTP): off, the password starts an enrolment (QR, key, recovery codes)
 * that a first code from the app confirms; on, the password turns it off. Starting again after
 * an unconfirmed enrolment is fine: the server starts a new one.
 */
export function TwoFactorSection() {
  const { member, request, reload } = useStaffSession()
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [notice, setNotice] = useState<string | null>(null)

  const finish = (message: string) => {
    flushSync(() => {
      setPhase({ kind: 'idle' })
      setNotice(message)
    })
    // The form the person was in is gone: start again from the section's heading, the notice under it.
    headingRef.current?.focus()
  }
  const cancel = () => {
    flushSync(() => setPhase({ kind: 'idle' }))
    toggleRef.current?.focus()
  }

  return (
    <section className={`${styles.section} ${local.withForm}`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {text.heading}
      </h2>
      <p className={local.state}>
        {text.stateLabel} <strong>{member.dosPasos ? text.onState : text.offState}</strong>
      </p>
      <p className={styles.muted}>{member.dosPasos ? text.onIntro : text.offIntro}</p>
      {notice !== null ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {phase.kind === 'idle' ? (
        <button
          ref={toggleRef}
          type="button"
          className={member.dosPasos ? card.secondary : card.submit}
          onClick={() => {
            setNotice(null)
            setPhase({ kind: 'password' })
          }}
        >
          {member.dosPasos ? text.disable : text.start}
        </button>
      ) : null}
      {phase.kind === 'password' && !member.dosPasos ? (
        <PasswordStep
          title={text.startTitle}
          intro={text.startIntro}
          submitLabel={text.startSubmit}
          send={(values) => request(PANEL_API_PATHS.twoFactor, { method: 'POST', json: values, schema: twoFactorEnrolmentSchema })}
          onDone={(enrolment) => setPhase({ kind: 'enrolment', enrolment })}
          onCancel={cancel}
        />
      ) : null}
      {phase.kind === 'password' && member.dosPasos ? (
        <PasswordStep
          title={text.disableTitle}
          intro={text.disableIntro}
          submitLabel={text.disableSubmit}
          send={async (values) => {
            const result = await request(PANEL_API_PATHS.twoFactorDisable, { method: 'POST', json: values })
            if (result.ok) await reload()
            return result
          }}
          onDone={() => finish(text.disabled)}
          onCancel={cancel}
        />
      ) : null}
      {phase.kind === 'enrolment' ? <Enrolment enrolment={phase.enrolment} onDone={() => finish(text.enabled)} onCancel={cancel} /> : null}
    </section>
  )
}
