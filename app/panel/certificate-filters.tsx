import { useEffect } from 'react'
import { applyServerErrors } from '#app/components/form/server-errors.ts'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import {
  CERTIFICATE_FILTER_TEXT,
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUSES,
  certificateFilterFormSchema,
  type CertificateFilterValues,
} from '#contracts/certificates-panel.ts'
import { QUEUE_SEARCH_MAX_CHARS } from '#contracts/limits.ts'
import { CERTIFICATE_LIST_QUERY } from './certificate-query.ts'
import { FilterField, showFilters } from './filter-field.tsx'
import { PanelForm } from './panel-form.tsx'
import { panelText } from './panel-text.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './list.module.css'

const listText = panelText.list

export interface CertificateFiltersProps {
  /** The search of the URL (its query, without the page), which the form shows. */
  applied: string
  /** The server's refusal of it (a 422), shown under the fields. */
  fieldErrors: FieldErrors | undefined
  onFilter: (values: CertificateFilterValues) => void
  onClear: () => void
}

/** The registry's search: a text (folio, CURP, matrícula or name) and the status; checked with the server's own schema. */
export function CertificateFilters({ applied, fieldErrors, onFilter, onClear }: CertificateFiltersProps) {
  const form = useSchemaForm(certificateFilterFormSchema, {
    text: CERTIFICATE_FILTER_TEXT,
    initial: CERTIFICATE_LIST_QUERY.filterFormValues(new URLSearchParams(applied)),
  })
  const { setValue, clearErrors, setError } = form

  // The URL changed (back, forward, «Quitar filtros»): show its search.
  useEffect(() => showFilters(setValue, clearErrors, CERTIFICATE_LIST_QUERY.filterFormValues(new URLSearchParams(applied))), [setValue, clearErrors, applied])

  useEffect(() => {
    if (fieldErrors) applyServerErrors(fieldErrors, CERTIFICATE_LIST_QUERY.keys, setError)
  }, [fieldErrors, setError])

  return (
    <PanelForm
      label={listText.filters}
      heading
      failure={null}
      busy={false}
      submitLabel={listText.filter}
      onSubmit={(event) => void form.handleSubmit(onFilter)(event)}
      extra={
        <button type="button" className={card.secondary} onClick={onClear}>
          {listText.clearFilters}
        </button>
      }
    >
      <div className={styles.filters}>
        <FilterField form={form} name="q">
          {(control) => <input {...control} type="search" autoComplete="off" maxLength={QUEUE_SEARCH_MAX_CHARS} spellCheck={false} {...form.register('q')} />}
        </FilterField>
        <FilterField form={form} name="estado">
          {(control) => (
            <select {...control} {...form.register('estado')}>
              <option value="">{panelText.queues.allStatuses}</option>
              {CERTIFICATE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CERTIFICATE_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FilterField>
      </div>
    </PanelForm>
  )
}
