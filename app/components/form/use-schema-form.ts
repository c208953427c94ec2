import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useId, useRef } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { ORIGIN_FIELD } from '#contracts/attribution.ts'
import { HONEYPOT_FIELD, isOptionalField, maxCharsOf, type FieldText, type HiddenKey } from '#contracts/form-fields.ts'
import type { z } from '#contracts/zod.ts'
import { applyServerErrors } from './server-errors.ts'
import { keepTypedBeforeHydration } from './typed-before-hydration.ts'

/** A form's schema from `contracts/`: an object schema, whose key order is the screen's order. */
export type FormSchema<Input extends FieldValues, Output> = z.ZodMiniType<Output, Input> & {
  readonly shape: Readonly<Record<string, z.ZodMiniType>>
}

/** A rewrite of what is typed into a field (digits only, upper case). */
export type Rewrite = (value: string) => string

/** The fields of a form's values: every key but the honeypot and the visit's origin. */
type FieldName<Input> = Exclude<keyof Input & string, HiddenKey>

export interface SchemaFormOptions<Input extends FieldValues> {
  /** The label, hint and autofill of every field, from the schema's contract. */
  text: Readonly<Record<FieldName<Input>, FieldText>>
  /** The start value of each field that does not hold text (a file input starts with none); the rest start empty. */
  initial?: Partial<Input>
  /** Rewrites applied as a field is typed, and to what was typed into it before hydration. */
  rewrites?: Partial<Record<Path<Input>, Rewrite>>
  /** Text fields not taken over at hydration: selects whose options depend on another choice. */
  notTypedBeforeHydration?: readonly Path<Input>[]
}

/** What the field components need to know about one field. */
export interface FieldDescription extends FieldText {
  id: string
  /** Shown as such in its label (the other fields are required). */
  optional: boolean
  maxLength: number | undefined
  rewrite: Rewrite | undefined
}

export interface SchemaForm<Input extends FieldValues, Output> extends UseFormReturn<Input, unknown, Output> {
  /** The schema's fields in screen order, without the honeypot. */
  fields: readonly Path<Input>[]
  /** A unique id on the page for `name` (a field's control, a heading). */
  fieldId: (name: string) => string
  describe: (name: Path<Input>) => FieldDescription
  /** Empties every field, as the form started. */
  clear: () => void
  /** spec §5, §8: a `422 { errors }` under the fields, the first one focused (STYLE §4). */
  showServerErrors: (fieldErrors: FieldErrors) => void
  /** Whether `values` pass the form's schema (nothing is shown): see use-schema-validity.ts. */
  passesSchema: (values: Input) => Promise<boolean>
}

/**
 * One form on one schema from `contracts/`: React Hook Form validating with the schema (messages
 * once a field is touched), every field starting empty, what was typed before hydration taken
 * over, and the server's field errors shown under the fields. What success and failure show
 * (toast, dialog) is each form's own.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output>,
  { text, initial = {}, rewrites = {}, notTypedBeforeHydration = [] }: SchemaFormOptions<Input>,
): SchemaForm<Input, Output> {
  const id = useId()
  // The visit's origin is added on sending (app/lib/attribution.ts): no value of the form holds it.
  const names = Object.keys(schema.shape).filter((name) => name !== ORIGIN_FIELD) as Path<Input>[]
  const empty = { ...Object.fromEntries(names.map((name) => [name, ''])), ...initial } as DefaultValues<Input>
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: empty })
  const typedFields = names.filter((name) => !Object.hasOwn(initial, name) && !notTypedBeforeHydration.includes(name))
  const registeredBefore = useRef(new Set<string>())
  const passesSchema = useCallback(async (values: Input) => (await schema.safeParseAsync(values)).success, [schema])

  const fields = names.filter((name) => name !== HONEYPOT_FIELD)
  const fieldId = (name: string) => `${id}-${name}`
  const texts: Readonly<Partial<Record<string, FieldText>>> = text
  return {
    ...form,
    register: (name, options) => {
      const registration = form.register(name, options)
      return typedFields.includes(name) ? keepTypedBeforeHydration(registration, form, rewrites[name], registeredBefore.current) : registration
    },
    fields,
    fieldId,
    describe: (name) => {
      const field = schema.shape[name]
      return {
        id: fieldId(name),
        ...(texts[name] ?? { label: name }),
        optional: field !== undefined && isOptionalField(field),
        maxLength: field && maxCharsOf(field),
        rewrite: rewrites[name],
      }
    },
    clear: () => form.reset(empty),
    showServerErrors: (fieldErrors) => {
      applyServerErrors(fieldErrors, fields, form.setError)
    },
    passesSchema,
  }
}
