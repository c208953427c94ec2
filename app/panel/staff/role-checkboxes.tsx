import type { UseFormRegisterReturn } from 'react-hook-form'
import { uiText } from '#content/ui-text.ts'
import { STAFF_FIELD_TEXT, STAFF_ROLES, STAFF_ROLE_LABELS } from '#contracts/staff.ts'
import { staffText } from './staff-text.ts'
import field from '#app/components/form/field.module.css'
import styles from './staff-screen.module.css'

export interface RoleCheckboxesProps {
  /** Unique on the page: each checkbox, hint and the message derive their ids from it. */
  id: string
  /**
   * The form's `register('roles')` (the checked boxes become the array of roles), called as the
   * boxes render so they register in screen order, after the fields above them.
   */
  register: () => UseFormRegisterReturn
  error: string | undefined
  /** An administrator's own account: the admin box stays checked (the server refuses to drop it). */
  keepAdmin?: boolean
}

/** The roles as a group of checkboxes, each with what it opens; the group's message under it. */
export function RoleCheckboxes({ id, register, error, keepAdmin = false }: RoleCheckboxesProps) {
  const errorId = `${id}-error`
  const registration = register()
  return (
    <fieldset className={styles.roles}>
      <legend className={field.label}>{STAFF_FIELD_TEXT.roles.label}</legend>
      {STAFF_ROLES.map((role) => {
        const boxId = `${id}-${role}`
        const locked = keepAdmin && role === 'admin'
        const hintId = `${boxId}-hint`
        return (
          <div key={role} className={styles.role}>
            <input
              type="checkbox"
              id={boxId}
              value={role}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              // aria-disabled, not disabled: a disabled box would drop out of the form's value.
              aria-disabled={locked || undefined}
              onClick={locked ? (event) => event.preventDefault() : undefined}
              {...registration}
            />
            <label htmlFor={boxId}>{STAFF_ROLE_LABELS[role]}</label>
            <span id={hintId} className={styles.roleHint}>
              {locked ? staffText.ownAdminHint : staffText.roleHints[role]}
            </span>
          </div>
        )
      })}
      {error ? (
        <p id={errorId} className={field.error}>
          <span className="sr-only">{uiText.fieldErrorPrefix}</span> {error}
        </p>
      ) : null}
    </fieldset>
  )
}
