import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormRegisterReturn, UseFormSetValue } from 'react-hook-form'

/**
 * The pages are prerendered: on a slow phone a person can type into a field before React has
 * hydrated it (docs/start-up.md#forms). React Hook Form registers a field with the form's value
 * for it and writes that into the field, over what was typed (the send button would stay disabled, or the submit would report a filled field as empty).
 * So, as the field registers, whatever it already holds is handed to the form, rewritten as typing
 * would have rewritten it (digits only, upper case), and validated. Only at a field's first
 * registration: React Hook Form registers the fields again after a reset, and must empty them then.
 */
export function keepTypedBeforeHydration<Values extends FieldValues, Name extends Path<Values>>(
  registration: UseFormRegisterReturn<Name>,
  { getValues, setValue }: { getValues: UseFormGetValues<Values>; setValue: UseFormSetValue<Values> },
  rewrite: ((value: string) => string) | undefined,
  registeredBefore: Set<string>,
): UseFormRegisterReturn<Name> {
  const { name } = registration
  return {
    ...registration,
    ref: (element: unknown) => {
      const control =
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
          ? element
          : null
      const typed = control?.value ?? ''
      registration.ref(element)
      if (control === null || registeredBefore.has(name)) return
      registeredBefore.add(name)
      if (typed === '' || typed === getValues(name)) return
      const value = rewrite?.(typed) ?? typed
      if (!(control instanceof HTMLSelectElement)) control.value = value
      setValue(name, value as PathValue<Values, Name>, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
    },
  }
}
