import type { z } from 'zod'
import type { FieldErrors } from '#contracts/api-responses.ts'
import { HttpError, ValidationError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'

/** DESIGN.md: zod issues as `{ campo: [mensaje] }`, each field's messages in order, without repeats. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? '_' : String(issue.path[0])
    const messages = (errors[field] ??= [])
    if (!messages.includes(issue.message)) messages.push(issue.message)
  }
  return errors
}

/**
 * Checks a JSON body with the same schema the browser uses. A body that is not an object
 * (array, string, null) is a malformed request: `400 { mensaje }`. An object that breaks the
 * rules is `422 { errors }`.
 *
 * @throws {HttpError} 400, or {@link ValidationError} 422, both answered by the error handler.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, API_MESSAGES.bodyNotObject)
  }
  const result = schema.safeParse(body)
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error))
  return result.data
}
