import { useEffect } from 'react'
import { SchemaField, TextAreaField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm, type FormSchema } from '#app/components/form/use-schema-form.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { FieldText } from '#contracts/form-fields.ts'
import { PanelForm, usePanelSubmit } from './panel-form.tsx'
import { panelText } from './panel-text.ts'
import card from '#app/components/form/form-card.module.css'
import panel from './panel.module.css'

const text = panelText.queues

/** An action form's values as typed: every field a text (a note, a reply, a `datetime-local` value). */
export type ActionValues = Record<string, string | undefined>
export type ActionSchema = FormSchema<Record<string, string>, ActionValues>

export interface ActionField {
  readonly name: string
  /** A text area (`rows` tall) or the appointment's day and time. */
  readonly control: 'textarea' | 'datetime'
  readonly rows?: number
}

export interface QueueActionFormProps {
  /** The form's accessible name (the action's). */
  label: string
  schema: ActionSchema
  text: Readonly<Record<string, FieldText>>
  fields: readonly ActionField[]
  submitLabel: string
  send: (values: ActionValues) => Promise<ApiResult<unknown>>
  onDone: () => void
  onCancel: () => void
  /** Reads the item again (after a 409: someone else changed it); what was typed stays. */
  onReload: () => Promise<void>
}

/**
 * The form of one action on an item (a move, a reply, a note): its fields from the contract's
 * schema and texts, the first one focused as it opens. A refusal keeps what was typed; a 409
 * (someone else changed the item first) offers «Recargar», which reads the item again.
 */
export function QueueActionForm({ label, schema, text: fieldText, fields, submitLabel, send, onDone, onCancel, onReload }: QueueActionFormProps) {
  const form = useSchemaForm(schema, { text: fieldText })
  const { setFocus } = form
  const first = fields[0]?.name
  useEffect(() => {
    if (first !== undefined) setFocus(first)
  }, [setFocus, first])
  const { onSubmit, failure, failedStatus, dismissFailure, busy } = usePanelSubmit(form, send, onDone)
  const conflict = failedStatus === 409

  return (
    <PanelForm
      label={label}
      heading
      onSubmit={onSubmit}
      failure={failure}
      failureAction={
        conflict ? (
          <button
            type="button"
            className={panel.linkButton}
            onClick={() => {
              void onReload().then(dismissFailure)
            }}
          >
            {text.reload}
          </button>
        ) : null
      }
      busy={busy}
      submitLabel={submitLabel}
      extra={
        <button type="button" className={card.secondary} onClick={onCancel}>
          {text.cancel}
        </button>
      }
    >
      {fields.map((field) =>
        field.control === 'textarea' ? (
          <TextAreaField key={field.name} form={form} name={field.name} rows={field.rows ?? 3} />
        ) : (
          <SchemaField key={field.name} form={form} name={field.name}>
            {(control) => <input {...control} type="datetime-local" {...form.register(field.name)} />}
          </SchemaField>
        ),
      )}
    </PanelForm>
  )
}
