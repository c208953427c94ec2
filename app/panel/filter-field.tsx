import type { ReactNode } from 'react'
import { useFormState, type FieldValues, type Path, type PathValue, type UseFormClearErrors, type UseFormSetValue } from 'react-hook-form'
import { Field, type FieldControlProps } from '#app/components/form/field.tsx'
import type { SchemaForm } from '#app/components/form/use-schema-form.ts'

/**
 * One filter of a list: its label, hint, control and message. Unlike a form's fields, none is
 * marked optional (they all are), and a message waits for «Filtrar» or the server: shown as
 * «Hasta» loses the focus to a press on «Filtrar», it would push the button from under the
 * pointer and lose the press.
 */
export function FilterField<Input extends FieldValues, Output>({
  form,
  name,
  children,
}: {
  form: SchemaForm<Input, Output>
  name: Path<Input>
  children: (control: FieldControlProps) => ReactNode
}) {
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

/**
 * Shows the given filter values, without messages. Not `form.reset`, which forgets the mounted
 * fields until they render again, and with them the field a failed submit focuses.
 */
export function showFilters<Input extends FieldValues>(
  setValue: UseFormSetValue<Input>,
  clearErrors: UseFormClearErrors<Input>,
  values: Readonly<Record<Path<Input>, string>>,
) {
  for (const key of Object.keys(values) as Path<Input>[]) setValue(key, values[key] as PathValue<Input, Path<Input>>)
  clearErrors()
}
