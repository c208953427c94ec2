import type { InputHTMLAttributes, ReactNode } from 'react'
import { useController, useFormState, type FieldValues, type Path } from 'react-hook-form'
import { Field, type FieldControlProps } from './field.tsx'
import { FileInput, type FileInputProps } from './file-input.tsx'
import { rewriteInputValue } from './rewrite-input.ts'
import type { SchemaForm } from './use-schema-form.ts'

/*
 * A form's fields rendered from its schema and its contract's texts (use-schema-form.ts): the
 * label, hint, message, autofill and length cap come from there, so a field is one line of JSX.
 * Each registers its field as it renders, so the fields register in screen order and a failed
 * submit focuses the first invalid one (STYLE §4).
 */

interface SchemaFieldProps<Input extends FieldValues, Output> {
  form: SchemaForm<Input, Output>
  name: Path<Input>
}

/** {@link Field} for one field of the form: its label, hint and current message. */
export function SchemaField<Input extends FieldValues, Output>({
  form,
  name,
  children,
}: SchemaFieldProps<Input, Output> & { children: (control: FieldControlProps) => ReactNode }) {
  const formState = useFormState({ control: form.control, name })
  const { error } = form.getFieldState(name, formState)
  const { id, label, hint, optional } = form.describe(name)
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={error?.message}>
      {children}
    </Field>
  )
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof FieldControlProps | 'form' | 'name' | 'type' | 'onChange' | 'onBlur'
>

/** What an e-mail control adds: the phone's e-mail keyboard and no spell-check. */
const EMAIL_CONTROL = { inputMode: 'email', spellCheck: false } as const

/** A one-line text field; typing goes through the form's rewrite for it, if any. */
export function TextField<Input extends FieldValues, Output>({
  form,
  name,
  type = 'text',
  ...input
}: SchemaFieldProps<Input, Output> & InputProps & { type?: 'text' | 'email' | 'tel' | 'password' }) {
  const { autoComplete, maxLength, rewrite } = form.describe(name)
  const registration = form.register(name)
  return (
    <SchemaField form={form} name={name}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          {...(type === 'email' ? EMAIL_CONTROL : {})}
          {...input}
          {...registration}
          onChange={(event) => {
            if (rewrite) rewriteInputValue(event.target, rewrite)
            return registration.onChange(event)
          }}
        />
      )}
    </SchemaField>
  )
}

/** A text area, capped as its schema caps it. */
export function TextAreaField<Input extends FieldValues, Output>({
  form,
  name,
  rows,
}: SchemaFieldProps<Input, Output> & { rows: number }) {
  const { autoComplete, maxLength } = form.describe(name)
  return (
    <SchemaField form={form} name={name}>
      {(control) => (
        <textarea {...control} rows={rows} autoComplete={autoComplete} maxLength={maxLength} {...form.register(name)} />
      )}
    </SchemaField>
  )
}

export interface SelectOption {
  value: string
  label: string
}

/**
 * A native select (DESIGN: the phone's own picker) whose first option, the placeholder, stands
 * for no choice. `children` go under the control, before the message.
 */
export function SelectField<Input extends FieldValues, Output>({
  form,
  name,
  placeholder,
  options,
  onChange,
  children,
}: SchemaFieldProps<Input, Output> & {
  placeholder: string
  options: readonly SelectOption[]
  /** Runs once the choice is a new one (to reset the choices that depend on it). */
  onChange?: () => void
  children?: ReactNode
}) {
  const registration = form.register(name)
  return (
    <SchemaField form={form} name={name}>
      {(control) => (
        <>
          <select
            {...control}
            {...registration}
            onChange={(event) => {
              // A choice made before the page answered is taken over at hydration, and its change
              // reported again afterwards (server/site/defer-assets.ts): the same choice again must not
              // reset what was chosen after it.
              const changed = event.target.value !== form.getValues(name)
              const handled = registration.onChange(event)
              if (changed) onChange?.()
              return handled
            }}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {children}
        </>
      )}
    </SchemaField>
  )
}

/** A single-file field; `onFileChange` decides whether the chosen file is kept (see {@link FileInput}). */
export function FileField<Input extends FieldValues, Output>({
  form,
  name,
  accept,
  onFileChange,
}: SchemaFieldProps<Input, Output> & Pick<FileInputProps, 'accept' | 'onFileChange'>) {
  const { field } = useController({ name, control: form.control })
  return (
    <SchemaField form={form} name={name}>
      {(control) => (
        <FileInput
          {...control}
          name={field.name}
          accept={accept}
          onFileChange={onFileChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    </SchemaField>
  )
}
