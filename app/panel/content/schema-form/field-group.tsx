import type { ReactNode } from 'react'
import { uiText } from '#content/ui-text.ts'
import { FieldMessage } from './field-message.tsx'
import styles from './schema-form.module.css'

export interface FieldGroupProps {
  /** The fieldset's id (an error summary links to it; it takes focus from the link). */
  id?: string | undefined
  legend: string
  optional?: boolean | undefined
  /** The id the group's message takes. */
  errorId: string
  error: string | undefined
  /** Between the legend and the message (a list item's buttons). */
  actions?: ReactNode
  children: ReactNode
}

/** A group of fields: a fieldset named by its legend, with its own message under the legend. */
export function FieldGroup({ id, legend, optional, errorId, error, actions, children }: FieldGroupProps) {
  return (
    <fieldset id={id} tabIndex={id === undefined ? undefined : -1} className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        {legend}
        {optional ? uiText.optionalFieldSuffix : null}
      </legend>
      {actions}
      {error ? <FieldMessage id={errorId} message={error} /> : null}
      {children}
    </fieldset>
  )
}
