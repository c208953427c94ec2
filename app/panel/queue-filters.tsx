import { useEffect } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { FieldControlProps } from '#app/components/form/field.tsx'
import { applyServerErrors } from '#app/components/form/server-errors.ts'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { QUEUE_FILTER_TEXT, type QueueFilters as QueueFilterValues } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { FilterField, showFilters } from './filter-field.tsx'
import { PanelForm } from './panel-form.tsx'
import { panelText } from './panel-text.ts'
import { QUEUE_FILTER_OPTIONS } from './queue-filter-options.ts'
import { QUEUE_FILTER_FORMS, QUEUE_LIST_QUERIES, STATUS_KEY, type QueueFilterKey } from './queue-query.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './list.module.css'

const text = panelText.queues
const listText = panelText.list

export interface QueueFiltersProps {
  queue: StaffQueue
  /** The filters of the URL (its query, without the page), which the form shows. */
  applied: string
  /** The server's refusal of them (a 422), shown under the fields. */
  fieldErrors: FieldErrors | undefined
  onFilter: (values: QueueFilterValues) => void
  onClear: () => void
}

/**
 * A queue's filters (the queue's own from contracts/queues.ts), checked here with the server's
 * schema. The status is chosen with the status links above the list; the form keeps it.
 */
export function QueueFilters({ queue, applied, fieldErrors, onFilter, onClear }: QueueFiltersProps) {
  const query = QUEUE_LIST_QUERIES[queue]
  const form = useSchemaForm(QUEUE_FILTER_FORMS[queue], {
    text: QUEUE_FILTER_TEXT,
    initial: query.filterFormValues(new URLSearchParams(applied)),
  })
  const { setValue, clearErrors, setError } = form

  // The URL changed (back, forward, a status link, «Quitar filtros»): show its filters.
  useEffect(() => showFilters(setValue, clearErrors, query.filterFormValues(new URLSearchParams(applied))), [setValue, clearErrors, query, applied])

  useEffect(() => {
    if (fieldErrors) applyServerErrors(fieldErrors, query.keys, setError)
  }, [fieldErrors, query, setError])

  const shown = form.fields.filter((name) => name !== STATUS_KEY)

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
        <button type="button" className={card.secondary} onClick={onClear}>
          {listText.clearFilters}
        </button>
      }
    >
      <div className={styles.filters}>
        {shown.map((name) => (
          <FilterField key={name} form={form} name={name}>
            {(control) => (
              <FilterControl
                name={name}
                control={control}
                registration={form.register(name)}
                autoComplete={form.describe(name).autoComplete}
                maxLength={form.describe(name).maxLength}
              />
            )}
          </FilterField>
        ))}
      </div>
    </PanelForm>
  )
}

/** A filter's control: a select for a list of options, a date, or the search box. */
function FilterControl({
  name,
  control,
  registration,
  autoComplete,
  maxLength,
}: {
  name: QueueFilterKey
  control: FieldControlProps
  registration: UseFormRegisterReturn
  autoComplete: string | undefined
  maxLength: number | undefined
}) {
  const options = QUEUE_FILTER_OPTIONS[name]
  if (options !== undefined) {
    const any: Readonly<Record<string, string>> = text.anyOption
    return (
      <select {...control} {...registration}>
        <option value="">{any[name] ?? text.allStatuses}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  }
  if (name === 'desde' || name === 'hasta') return <input {...control} type="date" {...registration} />
  return <input {...control} type="search" autoComplete={autoComplete} maxLength={maxLength} spellCheck={false} {...registration} />
}
