import { useEffect, useState, type ReactNode } from 'react'
import { useFormState, type UseFormClearErrors, type UseFormRegisterReturn, type UseFormSetValue } from 'react-hook-form'
import { Field, type FieldControlProps } from '#app/components/form/field.tsx'
import { applyServerErrors } from '#app/components/form/server-errors.ts'
import { useSchemaForm, type FieldDescription, type SchemaForm } from '#app/components/form/use-schema-form.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import type { FieldText } from '#contracts/form-fields.ts'
import { PanelForm } from '../panel-form.tsx'
import { panelText } from '../panel-text.ts'
import type { FilterControl, FilterInput, FilterValues, ListPageData, PanelList } from './panel-list.ts'
import card from '#app/components/form/form-card.module.css'
import styles from './list.module.css'

const text = panelText.list

/** From this width the filters start open (list.module.css lays them out in columns from here). */
const FILTERS_OPEN_MEDIA_QUERY = '(min-width: 768px)'

/**
 * One filter: its label, hint, control and message. Unlike a form's fields, none is marked
 * optional (they all are), and a message waits for «Filtrar» or the server: shown as «Hasta»
 * loses the focus to a press on «Filtrar», it would push the button from under the pointer and
 * lose the press.
 */
function FilterField<Output>({ form, name, children }: { form: SchemaForm<FilterInput, Output>; name: string; children: (control: FieldControlProps) => ReactNode }) {
  const formState = useFormState({ control: form.control, name })
  const { error } = form.getFieldState(name, formState)
  const { id, label, hint } = form.describe(name)
  const shown = formState.isSubmitted || error?.type === 'server' ? error?.message : undefined
  return (
    <Field id={id} label={label} hint={hint} error={shown}>
      {children}
    </Field>
  )
}

/** A filter's control, as its list describes it. */
function FilterInputControl({
  control,
  props,
  registration,
  description,
}: {
  control: FilterControl
  props: FieldControlProps
  registration: UseFormRegisterReturn
  description: FieldDescription
}) {
  switch (control.kind) {
    case 'select':
      return (
        <select {...props} {...registration}>
          <option value="">{control.anyLabel}</option>
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
    case 'date':
      return <input {...props} type="date" {...registration} />
    case 'email':
      return (
        <input
          {...props}
          type="text"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete={description.autoComplete}
          maxLength={control.maxLength ?? description.maxLength}
          {...registration}
        />
      )
    case 'search':
      return (
        <input
          {...props}
          type="search"
          autoComplete={description.autoComplete}
          maxLength={control.maxLength ?? description.maxLength}
          spellCheck={false}
          {...registration}
        />
      )
  }
}

/**
 * Shows the given filter values, without messages. Not `form.reset`, which forgets the mounted
 * fields until they render again, and with them the field a failed submit focuses.
 */
function showFilters(setValue: UseFormSetValue<FilterInput>, clearErrors: UseFormClearErrors<FilterInput>, values: Readonly<Record<string, string>>) {
  for (const [key, value] of Object.entries(values)) setValue(key, value)
  clearErrors()
}

/** Open at first from 768 px, or on a phone when the query applies one of the filters on screen. */
function startsOpen(shownKeys: readonly string[], applied: string): boolean {
  const query = new URLSearchParams(applied)
  if (shownKeys.some((key) => query.has(key))) return true
  return typeof window.matchMedia !== 'function' || window.matchMedia(FILTERS_OPEN_MEDIA_QUERY).matches
}

export interface FilterFormProps<Page extends ListPageData, Item, Key extends string> {
  list: PanelList<Page, Item, Key>
  /** The filters of the URL (its query, without the page), which the form shows. */
  applied: string
  /** The server's refusal of them (a 422), shown under the fields (the form opens for it). */
  fieldErrors: FieldErrors | undefined
  onFilter: (values: FilterValues<Key>) => void
  /** The query «Quitar filtros» leads to (what it keeps: a queue's status). */
  cleared: URLSearchParams
  onClear: () => void
}

/**
 * A list's filters, checked here with the server's own schema, under a «Filtros» heading that
 * folds them (folded at first on a phone, so the first rows show on the first screen).
 */
export function FilterForm<Page extends ListPageData, Item, Key extends string>({
  list,
  applied,
  fieldErrors,
  onFilter,
  cleared,
  onClear,
}: FilterFormProps<Page, Item, Key>) {
  const { query } = list
  const form: SchemaForm<FilterInput, FilterValues<Key>> = useSchemaForm(list.filterSchema, {
    text: list.filterText as Readonly<Record<string, FieldText>>,
    initial: query.filterFormValues(new URLSearchParams(applied)),
  })
  const { setValue, clearErrors, setError } = form
  const [open, setOpen] = useState(() => startsOpen(list.filters.map((filter) => filter.name), applied))
  const unfolded = open || fieldErrors !== undefined

  // The URL changed (back, forward, a status link, «Quitar filtros»): show its filters.
  useEffect(() => showFilters(setValue, clearErrors, query.filterFormValues(new URLSearchParams(applied))), [setValue, clearErrors, query, applied])

  useEffect(() => {
    if (fieldErrors) applyServerErrors(fieldErrors, query.keys, setError)
  }, [fieldErrors, query, setError])

  return (
    <PanelForm
      label={text.filters}
      intro={list.filterIntro}
      failure={null}
      busy={false}
      submitLabel={text.filter}
      onSubmit={(event) => void form.handleSubmit(onFilter)(event)}
      folding={{ open: unfolded, onToggle: () => setOpen(!unfolded) }}
      extra={
        <button
          type="button"
          className={card.secondary}
          onClick={() => {
            showFilters(setValue, clearErrors, query.filterFormValues(cleared))
            onClear()
          }}
        >
          {text.clearFilters}
        </button>
      }
    >
      <div className={styles.filters}>
        {list.filters.map(({ name, control }) => (
          <FilterField key={name} form={form} name={name}>
            {(props) => <FilterInputControl control={control} props={props} registration={form.register(name)} description={form.describe(name)} />}
          </FilterField>
        ))}
      </div>
    </PanelForm>
  )
}
