import { z } from '#contracts/zod.ts'

/**
 * The bodies the API answers with (DESIGN.md "Contracts", spec §7-§8), shared by the server that
 * sends them and the browser's API client that reads them.
 */

/** Every refusal or fault other than invalid fields: `{ mensaje }` in Spanish. */
export const messageBodySchema = z.object({ mensaje: z.string() })
export type MessageBody = z.infer<typeof messageBodySchema>

/** Field name → Spanish messages, as in a `422 { errors }` body. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>

/** `422`: invalid input, each field with its messages (the first is shown under the field). */
export const validationErrorBodySchema = z.object({ errors: z.record(z.string(), z.array(z.string())) })
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>

/** `201`: what the form endpoints answer once a submission is stored. */
export const createdResponseSchema = z.object({
  ok: z.literal(true),
  /** A readable reference the person can quote, e.g. `FICHA-2026-000123`. */
  folio: z.string(),
})
export type CreatedResponse = z.infer<typeof createdResponseSchema>

/** spec §8, "Shared API status handling": the texts it quotes, copied as written (without accents). */
export const STATUS_MESSAGES = {
  401: 'No autorizado.',
  403: 'Sesion expirada. Inicia sesion nuevamente.',
  404: 'Recurso no encontrado.',
  500: 'Error interno del servidor. Intenta mas tarde.',
} as const
