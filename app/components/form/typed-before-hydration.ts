import { useEffect, useRef, type RefObject } from 'react'
import type { FieldValues, Path, PathValue, UseFormSetValue } from 'react-hook-form'

/**
 * The pages are prerendered: on a slow phone a person can type into a form before React has
 * hydrated it. React Hook Form starts from its default values and would not know about that
 * text (the send button would stay disabled, or the submit would report filled fields as
 * empty). Once mounted, this hands whatever the fields already hold to the form, rewritten as
 * typing would have rewritten it (digits only, upper case), and validates it.
 */
export function useTypedBeforeHydration<Values extends FieldValues>(
  setValue: UseFormSetValue<Values>,
  names: readonly Path<Values>[],
  rewrites: Partial<Record<Path<Values>, (value: string) => string>> = {},
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null)
  // Read once, at mount: later renders must not re-run the adoption.
  const initial = useRef({ setValue, names, rewrites })
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const { setValue: set, names: fieldNames, rewrites: rewriteBy } = initial.current
    for (const name of fieldNames) {
      const element = form.elements.namedItem(name)
      const typed =
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
          ? element.value
          : ''
      if (typed === '') continue
      const value = rewriteBy[name]?.(typed) ?? typed
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = value
      set(name, value as PathValue<Values, Path<Values>>, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
    }
  }, [])
  return formRef
}
