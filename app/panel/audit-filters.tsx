import { useEffect } from 'react'
import { applyServerErrors } from '#app/components/form/server-errors.ts'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { AUDIT_ACTIONS, AUDIT_FILTER_TEXT, auditActionLabel, auditFilterFormSchema } from '#contracts/audit.ts'
import { EMAIL_MAX_CHARS } from '#contracts/limits.ts'
import { AUDIT_FILTER_KEYS, filterFormValues, type AuditFilterValues } from './audit-query.ts'
import { FilterField, showFilters } from './filter-field.tsx'
import { PanelForm } from './panel-form.tsx'
import { panelText } from './panel-text.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './list.module.css'

const text = panelText.audit
const listText = panelText.list

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
  const form = useSchemaForm(auditFilterFormSchema, {
    text: AUDIT_FILTER_TEXT,
    initial: filterFormValues(new URLSearchParams(applied)),
  })
  const { setValue, clearErrors, setError } = form

  // The URL changed (back, forward, «Quitar filtros»): show its filters.
  useEffect(() => showFilters(setValue, clearErrors, filterFormValues(new URLSearchParams(applied))), [setValue, clearErrors, applied])

  useEffect(() => {
    if (fieldErrors) applyServerErrors(fieldErrors, AUDIT_FILTER_KEYS, setError)
  }, [fieldErrors, setError])

  return (
    <PanelForm
      label={listText.filters}
      heading
      intro={text.filtersIntro}
      failure={null}
      busy={false}
      submitLabel={listText.filter}
      onSubmit={(event) => void form.handleSubmit(onFilter)(event)}
      extra={
        <button
          type="button"
          className={card.secondary}
          onClick={() => {
            showFilters(setValue, clearErrors, filterFormValues(new URLSearchParams()))
            onClear()
          }}
        >
          {listText.clearFilters}
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
