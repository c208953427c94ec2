import { useState } from 'react'
import { useFormState } from 'react-hook-form'
import { TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { STAFF_FIELD_TEXT, newStaffSchema } from '#contracts/staff.ts'
import { PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { RoleCheckboxes } from './role-checkboxes.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import { staffText as text } from './staff-text.ts'
import panel from '../shared/panel.module.css'
import styles from './staff-screen.module.css'

const FIELD_TEXT = {
  // Someone else's address: the browser must not offer the administrator's own.
  email: { label: STAFF_FIELD_TEXT.email.label, autoComplete: 'off' },
  nombre: STAFF_FIELD_TEXT.nombre,
  roles: STAFF_FIELD_TEXT.roles,
}

/** Invites someone: e-mail, name and roles; the server e-mails them a set-password link. */
export function StaffInviteForm({ onInvited }: { onInvited: () => void }) {
  const { request } = useStaffSession()
  const form = useSchemaForm(newStaffSchema, { text: FIELD_TEXT, initial: { roles: [] } })
  const formState = useFormState({ control: form.control, name: 'roles' })
  const [invited, setInvited] = useState<string | null>(null)
  const submit = usePanelSubmit(
    form,
    (values) => {
      setInvited(null)
      return request(PANEL_API_PATHS.staff, { method: 'POST', json: values })
    },
    (_answer, values) => {
      setInvited(values.email)
      form.clear()
      onInvited()
    },
  )
  return (
    <div className={styles.invite}>
      <PanelForm label={text.inviteTitle} heading intro={text.inviteIntro} submitLabel={text.inviteSubmit} {...submit}>
        <TextField form={form} name="email" type="email" />
        <TextField form={form} name="nombre" />
        <RoleCheckboxes id={form.fieldId('roles')} register={() => form.register('roles')} error={form.getFieldState('roles', formState).error?.message} />
      </PanelForm>
      <div role="status">{invited === null ? null : <p className={panel.notice}>{text.invited(invited)}</p>}</div>
    </div>
  )
}
