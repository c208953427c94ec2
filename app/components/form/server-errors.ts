import type { FieldErrors } from '#contracts/api-responses.ts'

/** One field's error as React Hook Form's `setError` takes it. */
export type SetFieldError<Field extends string> = (
  field: Field,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void

/**
 * spec §5, §8: a `422 { errors }` shown under the fields. Each field on screen gets the FIRST of
 * its messages; the first one in screen order takes focus (STYLE §4). Keys the screen has no
 * field for are left out. Returns the fields that got a message.
 */
export function applyServerErrors<Field extends string>(
  fieldErrors: FieldErrors,
  fieldsInScreenOrder: readonly Field[],
  setError: SetFieldError<Field>,
): Field[] {
  const shown = fieldsInScreenOrder.filter((field) => fieldErrors[field]?.[0] !== undefined)
  shown.forEach((field, index) => {
    setError(field, { type: 'server', message: fieldErrors[field]?.[0] ?? '' }, { shouldFocus: index === 0 })
  })
  return shown
}
