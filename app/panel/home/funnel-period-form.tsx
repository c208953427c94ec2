import { useEffect } from 'react'
import { useFormState } from 'react-hook-form'
import { Field } from '#app/components/form/field.tsx'
import { applyServerErrors } from '#app/components/form/server-errors.ts'
import { useSchemaForm, type SchemaForm } from '#app/components/form/use-schema-form.ts'
import { CAMPUS_LABELS, CAMPUSES } from '#contracts/admission-options.ts'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { DASHBOARD_FILTER_TEXT, dashboardFiltersSchema, type DashboardFilters, type DashboardFiltersInput } from '#contracts/dashboard.ts'
import { PanelForm } from '../shared/panel-form.tsx'
import { funnelText as text } from './funnel-text.ts'
import styles from '../shared/list/list.module.css'

type PeriodForm = SchemaForm<DashboardFiltersInput, DashboardFilters>
type PeriodField = keyof DashboardFilters

const PERIOD_FIELDS = Object.keys(DASHBOARD_FILTER_TEXT) as PeriodField[]

/** A field of the period: its message shows once «Ver el periodo» was pressed, or from the server. */
function PeriodField({ form, name }: { form: PeriodForm; name: PeriodField }) {
  const formState = useFormState({ control: form.control, name })
  const { error } = form.getFieldState(name, formState)
  const { id, label, hint } = form.describe(name)
  const shown = formState.isSubmitted || error?.type === 'server' ? error?.message : undefined
  return (
    <Field id={id} label={label} hint={hint} error={shown}>
      {(props) =>
        name === 'campus' ? (
          <select {...props} {...form.register(name)}>
            <option value="">{text.anyCampus}</option>
            {CAMPUSES.map((campus) => (
              <option key={campus} value={campus}>
                {CAMPUS_LABELS[campus]}
              </option>
            ))}
          </select>
        ) : (
          <input {...props} type="date" {...form.register(name)} />
        )
      }
    </Field>
  )
}

export interface FunnelPeriodFormProps {
  /** The period of the URL, which the form starts with. */
  initial: Readonly<Record<PeriodField, string>>
  /** The server's refusal of the period asked for (a 422), shown under the fields. */
  fieldErrors: FieldErrors | undefined
  busy: boolean
  onPeriod: (values: DashboardFilters) => void
}

/** The dashboard's period and campus, checked here with the server's own schema; what was typed stays on a refusal. */
export function FunnelPeriodForm({ initial, fieldErrors, busy, onPeriod }: FunnelPeriodFormProps) {
  const form: PeriodForm = useSchemaForm(dashboardFiltersSchema, { text: DASHBOARD_FILTER_TEXT, initial })
  const { setError } = form

  useEffect(() => {
    if (fieldErrors) applyServerErrors(fieldErrors, PERIOD_FIELDS, setError)
  }, [fieldErrors, setError])

  return (
    <PanelForm label={text.form} failure={null} busy={busy} submitLabel={text.submit} onSubmit={(event) => void form.handleSubmit(onPeriod)(event)}>
      <div className={styles.filters}>
        {PERIOD_FIELDS.map((name) => (
          <PeriodField key={name} form={form} name={name} />
        ))}
      </div>
    </PanelForm>
  )
}
