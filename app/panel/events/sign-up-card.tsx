import { useId, useState } from 'react'
import { CARRERA_LABELS, NIVEL_ESTUDIO_LABELS, optionLabel } from '#contracts/admission-options.ts'
import { EVENT_SIGN_UP_API_PATHS } from '#contracts/api-paths.ts'
import { EVENT_SIGN_UP_STATUS_LABELS } from '#contracts/event-sign-up.ts'
import { signUpChangeAnswerSchema, type PanelSignUp } from '#contracts/event-sign-ups-panel.ts'
import { Alert } from '../shared/alert.tsx'
import { formatInstant } from '../shared/date-format.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { eventsText as text } from './events-text.ts'
import card from '#app/components/form/form-card.module.css'
import panel from '../shared/panel.module.css'
import styles from './events.module.css'

type Busy = 'checkIn' | 'cancel' | null

/** One sign-up: who, how many places, its status, and «Asistió» / «Cancelar» (asked twice) while it is not cancelled. */
export function SignUpCard({ signUp, onChanged }: { signUp: PanelSignUp; onChanged: (message: string) => Promise<void> }) {
  const { request } = useStaffSession()
  const [busy, setBusy] = useState<Busy>(null)
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const headingId = useId()

  async function change(kind: Exclude<Busy, null>) {
    setBusy(kind)
    setFailure(null)
    const path = kind === 'checkIn' ? EVENT_SIGN_UP_API_PATHS.panelAttended(signUp.folio) : EVENT_SIGN_UP_API_PATHS.panelCancel(signUp.folio)
    const result = await request(path, { method: 'POST', json: { version: signUp.version }, schema: signUpChangeAnswerSchema })
    setBusy(null)
    setConfirming(false)
    if (result.ok) {
      await onChanged(kind === 'checkIn' ? text.checkedIn(signUp.nombre) : text.cancelled(signUp.nombre))
      return
    }
    if (result.kind !== 'aborted') setFailure(result.serverMessage ?? result.message)
  }

  const open = signUp.estado !== 'cancelada'
  return (
    <li className={panel.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{signUp.nombre}</h2>
      <p>
        {EVENT_SIGN_UP_STATUS_LABELS[signUp.estado]} · {text.places(signUp.lugares)} · {signUp.folio}
      </p>
      <p>
        <a href={`tel:${signUp.telefono}`}>{signUp.telefono}</a> · {signUp.correo}
      </p>
      <p className={panel.muted}>
        {optionLabel(NIVEL_ESTUDIO_LABELS, signUp.nivelInteres)}
        {signUp.programaInteres ? ` · ${optionLabel(CARRERA_LABELS, signUp.programaInteres)}` : ''}
      </p>
      {signUp.asistio ? <p>{text.attendedAt(formatInstant(signUp.asistio))}</p> : null}
      <Alert>{failure}</Alert>
      {open && confirming ? <p>{text.confirmCancel(signUp.nombre)}</p> : null}
      {open ? (
        <div className={styles.actions}>
          {confirming ? (
            <>
              <button type="button" className={card.submit} disabled={busy !== null} onClick={() => void change('cancel')}>
                {busy === 'cancel' ? text.cancelling : text.yesCancel}
              </button>
              <button type="button" className={card.secondary} disabled={busy !== null} onClick={() => setConfirming(false)}>
                {text.keep}
              </button>
            </>
          ) : (
            <>
              {signUp.asistio === null ? (
                <button type="button" className={card.submit} disabled={busy !== null} onClick={() => void change('checkIn')}>
                  {busy === 'checkIn' ? text.checkingIn : text.checkIn}
                </button>
              ) : null}
              <button type="button" className={card.secondary} disabled={busy !== null} onClick={() => setConfirming(true)}>
                {text.cancel}
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  )
}
