import { useEffect, type ReactNode } from 'react'
import { useFormState } from 'react-hook-form'
import { Field, type FieldControlProps } from '#app/components/form/field.tsx'
import { applyServerErrors } from '#app/components/form/server-errors.ts'
import { useSchemaForm, type SchemaForm } from '#app/components/form/use-schema-form.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { AUDIT_ACTIONS, AUDIT_FILTER_TEXT, auditActionLabel, auditFilterFormSchema } from '#contracts/audit.ts'
import { EMAIL_MAX_CHARS } from '#contracts/limits.ts'
import type { z } from '#contracts/zod.ts'
import { AUDIT_FILTER_KEYS, filterFormValues, type AuditFilterKey, type AuditFilterValues } from './audit-query.ts'
import { PanelForm } from './panel-form.tsx'
import { panelText } from './panel-text.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './audit.module.css'

const text = panelText.audit

type FilterForm = SchemaForm<z.input<typeof auditFilterFormSchema>, AuditFilterValues>

/**
 * One filter: its label, control and message. Unlike a form's fields, none is marked optional
 * (they all are), and a message waits for «Filtrar» or the server: shown as «Hasta» loses the
 * focus to a press on «Filtrar», it would push the button from under the pointer and lose the press.
 */
function FilterField({ form, name, children }: { form: FilterForm; name: AuditFilterKey; children: (control: FieldControlProps) => ReactNode }) {
  const formState = useFormState({ control: form.control, name })
  const { error } = form.getFieldState(name, formState)
  const { id, label } = form.describe(name)
  const shown = formState.isSubmitted || error?.type === 'server' ? error?.message : undefined
  return (
    <Field id={id} label={label} error={shown}>
      {children}
    </Field>
  )
}

/**
 * Shows the filters of a query, without messages. Not `form.reset`, which forgets the mounted
 * fields until they render again, and with them the field a failed submit focuses.
 */
function show(setValue: FilterForm['setValue'], clearErrors: FilterForm['clearErrors'], query: string) {
  const values = filterFormValues(new URLSearchParams(query))
  for (const key of AUDIT_FILTER_KEYS) setValue(key, values[key])
  clearErrors()
}

export interface AuditFiltersProps {
  /** The filters of the URL (its query, without the page), which the form shows. */
  applied: string
  /** The server's refusal of them (a 422), shown under the fields. */
  fieldErrors: FieldErrors | undefined
  onFilter: (values: AuditFilterValues) => void
  onClear: () => void
}

/** The audit list's filters: person, action, from and to; checked here with the server's own schema. */
export function AuditFilters({ applied, fieldErrors, onFilter, onClear }: AuditFiltersProps) {
  const { form, formRef } = useSchemaForm(auditFilterFormSchema, {
    text: AUDIT_FILTER_TEXT,
    initial: filterFormValues(new URLSearchParams(applied)),
  })
  const { setValue, clearErrors, setError } = form

  // The URL changed (back, forward, «Quitar filtros»): show its filters.
  useEffect(() => show(setValue, clearErrors, applied), [setValue, clearErrors, applied])

  useEffect(() => {
    if (fieldErrors) applyServerErrors(fieldErrors, AUDIT_FILTER_KEYS, setError)
  }, [fieldErrors, setError])

  return (
    <PanelForm
      formRef={formRef}
      label={text.filters}
      heading
      intro={text.filtersIntro}
      failure={null}
      busy={false}
      submitLabel={text.filter}
      onSubmit={(event) => void form.handleSubmit(onFilter)(event)}
      extra={
        <button
          type="button"
          className={card.secondary}
          onClick={() => {
            show(setValue, clearErrors, '')
            onClear()
          }}
        >
          {text.clearFilters}
        </button>
      }
    >
      <div className={styles.filters}>
        <FilterField form={form} name="persona">
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              autoComplete={form.describe('persona').autoComplete}
              maxLength={EMAIL_MAX_CHARS}
              {...form.register('persona')}
            />
          )}
        </FilterField>
        <FilterField form={form} name="accion">
          {(control) => (
            <select {...control} {...form.register('accion')}>
              <option value="">{text.allActions}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabel(action)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField form={form} name="desde">
          {(control) => <input {...control} type="date" {...form.register('desde')} />}
        </FilterField>
        <FilterField form={form} name="hasta">
          {(control) => <input {...control} type="date" {...form.register('hasta')} />}
        </FilterField>
      </div>
    </PanelForm>
  )
}
