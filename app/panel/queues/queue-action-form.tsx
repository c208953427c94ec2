import { useEffect, type ReactNode } from 'react'
import { SchemaField, TextAreaField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm, type FormSchema } from '#app/components/form/use-schema-form.ts'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { FieldText } from '#contracts/form-fields.ts'
import { ConflictReload, PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { queueText as text } from './queue-text.ts'
import { BECA_PERCENT_MAX, BECA_PERCENT_MIN } from '#contracts/content/becas-rules.ts'
import card from '#app/components/form/form-card.module.css'

/** An action form's values as typed: every field a text (a note, a reply, a `datetime-local` value). */
export type ActionValues = Record<string, string | undefined>
export type ActionSchema = FormSchema<Record<string, string>, ActionValues>

export interface ActionField {
  readonly name: string
  /** A text area (`rows` tall), the appointment's day and time, or a whole percentage (a beca's). */
  readonly control: 'textarea' | 'datetime' | 'percentage'
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
  const submission = usePanelSubmit(form, send, onDone)

  return (
    <ItemChangeForm label={label} submission={submission} submitLabel={submitLabel} onCancel={onCancel} onReload={onReload}>
      {fields.map((field) =>
        field.control === 'textarea' ? (
          <TextAreaField key={field.name} form={form} name={field.name} rows={field.rows ?? 3} />
        ) : (
          <SchemaField key={field.name} form={form} name={field.name}>
            {(control) =>
              field.control === 'percentage' ? (
                <input {...control} type="number" inputMode="numeric" min={BECA_PERCENT_MIN} max={BECA_PERCENT_MAX} step={1} {...form.register(field.name)} />
              ) : (
                <input {...control} type="datetime-local" {...form.register(field.name)} />
              )
            }
          </SchemaField>
        ),
      )}
    </ItemChangeForm>
  )
}

type PanelSubmit = ReturnType<typeof usePanelSubmit>

/**
 * The frame of a change to an item, around its fields: the heading, the failure (with «Recargar»
 * after a 409, which reads the item again and keeps what was typed), the button and «Cancelar».
 */
export function ItemChangeForm({
  label,
  submission: { onSubmit, failure, failedStatus, dismissFailure, busy },
  submitLabel,
  onCancel,
  onReload,
  children,
}: Pick<QueueActionFormProps, 'label' | 'submitLabel' | 'onCancel' | 'onReload'> & { submission: PanelSubmit; children: ReactNode }) {
  return (
    <PanelForm
      label={label}
      heading
      onSubmit={onSubmit}
      failure={failure}
      failureAction={<ConflictReload failedStatus={failedStatus} onReload={() => void onReload().then(dismissFailure)} />}
      busy={busy}
      submitLabel={submitLabel}
      extra={
        <button type="button" className={card.secondary} onClick={onCancel}>
          {text.cancel}
        </button>
      }
    >
      {children}
    </PanelForm>
  )
}
