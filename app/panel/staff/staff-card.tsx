import { useEffect, useRef, useState } from 'react'
import { useFormState } from 'react-hook-form'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import { messageBodySchema } from '#contracts/api-responses.ts'
import { panelStaffInvitationPath, panelStaffMemberPath } from '#contracts/api-paths.ts'
import { STAFF_FIELD_TEXT, STAFF_ROLE_LABELS, newStaffSchema, staffListItemSchema, type StaffChange, type StaffListItem } from '#contracts/staff.ts'
import { z } from '#contracts/zod.ts'
import { usePanelSubmit } from '../shared/panel-form.tsx'
import { panelText } from '../shared/panel-text.ts'
import { RoleCheckboxes } from './role-checkboxes.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import { staffText as text } from './staff-text.ts'
import card from '#app/components/form/form-card.module.css'
import panel from '../shared/panel.module.css'
import styles from './staff-screen.module.css'
import { Alert } from '../shared/alert.tsx'

/** The body of a roles change (`PATCH`), as its form holds it. */
const rolesSchema = z.pick(newStaffSchema, { roles: true })

type Mode = 'view' | 'roles' | 'confirm'
type Note = { tone: 'status' | 'alert'; text: string } | null
/** Where the focus goes once the card has drawn its next step. */
type FocusTarget = 'edit' | 'toggle' | 'confirm'

function RolesEditor({
  person,
  self,
  send,
  onSaved,
  onCancel,
}: {
  person: StaffListItem
  self: boolean
  send: (change: StaffChange) => Promise<ApiResult<StaffListItem>>
  onSaved: (person: StaffListItem) => void
  onCancel: () => void
}) {
  const form = useSchemaForm(rolesSchema, { text: { roles: STAFF_FIELD_TEXT.roles }, initial: { roles: person.roles } })
  const formState = useFormState({ control: form.control, name: 'roles' })
  const { setFocus } = form
  useEffect(() => setFocus('roles'), [setFocus])
  const { onSubmit, failure, busy } = usePanelSubmit(form, send, onSaved)
  return (
    <form className={styles.editor} noValidate onSubmit={onSubmit} aria-label={`${text.editRoles}: ${person.nombre}`}>
      <RoleCheckboxes
        id={form.fieldId('roles')}
        register={() => form.register('roles')}
        error={form.getFieldState('roles', formState).error?.message}
        keepAdmin={self && person.roles.includes('admin')}
      />
      <Alert>{failure}</Alert>
      <div className={card.actions}>
        <button type="submit" className={card.submit} aria-disabled={busy || undefined}>
          {busy ? panelText.sending : text.saveRoles}
        </button>
        <button type="button" className={card.secondary} onClick={onCancel}>
          {text.cancel}
        </button>
      </div>
    </form>
  )
}

/**
 * One staff member in the administrators' list: who they are, their roles and state, and what
 * may be done to the account; each step's outcome is told inside the card. An administrator's
 * own card offers neither disabling it nor dropping their admin role (the server refuses both).
 */
export function StaffCard({ person, onChange }: { person: StaffListItem; onChange: (person: StaffListItem) => void }) {
  const { member, request, reload } = useStaffSession()
  const self = person.email === member.email
  const [mode, setMode] = useState<Mode>('view')
  const [note, setNote] = useState<Note>(null)
  const [busy, setBusy] = useState<'toggle' | 'resend' | null>(null)

  const editRef = useRef<HTMLButtonElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLParagraphElement>(null)
  const pendingFocus = useRef<FocusTarget | null>(null)
  useEffect(() => {
    const target = pendingFocus.current
    if (target === null) return
    pendingFocus.current = null
    const refs = { edit: editRef, toggle: toggleRef, confirm: confirmRef }
    refs[target].current?.focus()
  })

  const go = (next: Mode, focus: FocusTarget) => {
    pendingFocus.current = focus
    setMode(next)
  }
  /** A new step: the previous step's message goes. */
  const start = (next: Mode, focus: FocusTarget) => {
    setNote(null)
    go(next, focus)
  }
  const failed = (result: { serverMessage?: string; message: string }) => setNote({ tone: 'alert', text: result.serverMessage ?? result.message })
  const send = (change: StaffChange) => request(panelStaffMemberPath(person.id), { method: 'PATCH', json: change, schema: staffListItemSchema })

  async function setActive(activo: boolean) {
    if (busy !== null) return
    setBusy('toggle')
    setNote(null)
    const result = await send({ activo })
    setBusy(null)
    go('view', 'toggle')
    if (!result.ok) return failed(result)
    onChange(result.data)
    setNote({ tone: 'status', text: activo ? text.enabledDone : text.disabledDone })
  }

  async function resend() {
    if (busy !== null) return
    setBusy('resend')
    setNote(null)
    const result = await request(panelStaffInvitationPath(person.id), { method: 'POST', schema: messageBodySchema })
    setBusy(null)
    if (!result.ok) return failed(result)
    setNote({ tone: 'status', text: result.data.mensaje })
  }

  return (
    <li className={person.activo ? styles.card : `${styles.card} ${styles.off}`}>
      <div className={styles.who}>
        <h3 className={styles.name}>
          {person.nombre}
        </h3>
        <p className={styles.email}>{person.email}</p>
        {self || !person.tieneContrasena ? (
          <ul className={styles.tags}>
            {self ? <li>{text.you}</li> : null}
            {person.tieneContrasena ? null : <li className={styles.pending}>{text.pending}</li>}
          </ul>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{text.roles}</dt>
          <dd>{person.roles.length > 0 ? person.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ') : text.noRoles}</dd>
        </div>
        <div>
          <dt>{text.state}</dt>
          <dd className={person.activo ? undefined : styles.offText}>{person.activo ? text.active : text.disabled}</dd>
        </div>
        <div>
          <dt>{text.twoFactor}</dt>
          <dd>{person.dosPasos ? text.twoFactorOn : text.twoFactorOff}</dd>
        </div>
      </dl>

      <div role="status" className={styles.note}>
        {note?.tone === 'status' ? <p className={panel.notice}>{note.text}</p> : null}
      </div>
      {note?.tone === 'alert' ? (
        <p className={panel.alert} role="alert">
          {note.text}
        </p>
      ) : null}

      {mode === 'view' ? (
        <div className={styles.actions}>
          <button ref={editRef} type="button" className={card.secondary} onClick={() => start('roles', 'edit')}>
            {text.editRoles}
          </button>
          {self ? null : (
            <button
              ref={toggleRef}
              type="button"
              className={card.secondary}
              aria-disabled={busy === 'toggle' || undefined}
              onClick={() => (person.activo ? start('confirm', 'confirm') : void setActive(true))}
            >
              {busy === 'toggle' ? panelText.sending : person.activo ? text.disable : text.enable}
            </button>
          )}
          {person.activo && !person.tieneContrasena ? (
            <button type="button" className={card.secondary} aria-disabled={busy === 'resend' || undefined} onClick={() => void resend()}>
              {busy === 'resend' ? panelText.sending : text.resend}
            </button>
          ) : null}
        </div>
      ) : null}

      {mode === 'roles' ? (
        <RolesEditor
          person={person}
          self={self}
          send={send}
          onSaved={(changed) => {
            onChange(changed)
            if (self) void reload()
            setNote({ tone: 'status', text: text.rolesSaved })
            go('view', 'edit')
          }}
          onCancel={() => go('view', 'edit')}
        />
      ) : null}

      {mode === 'confirm' ? (
        <div className={styles.confirm}>
          <p ref={confirmRef} tabIndex={-1} className={styles.confirmQuestion}>
            {text.confirmDisable(person.nombre)} {text.confirmDisableBody}
          </p>
          <div className={card.actions}>
            <button type="button" className={styles.danger} aria-disabled={busy === 'toggle' || undefined} onClick={() => void setActive(false)}>
              {busy === 'toggle' ? panelText.sending : text.confirmDisableSubmit}
            </button>
            <button type="button" className={card.secondary} onClick={() => go('view', 'toggle')}>
              {text.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  )
}
