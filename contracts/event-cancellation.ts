import { TRACKING_FOLIO_MAX_CHARS } from '#contracts/limits.ts'
import { z } from '#contracts/zod.ts'

/*
 * Issue 38: cancelling an event sign-up from the link its confirmation e-mail carries. Apart from
 * the sign-up's contract so that the cancellation page loads none of the form's code.
 */

/** Ours: the length of a cancellation key (32 random bytes, base64url). */
export const CANCELLATION_KEY_CHARS = 43

export const EVENT_CANCELLATION_MESSAGES = {
  missing: 'El enlace para cancelar está incompleto. Ábrelo de nuevo desde el correo de confirmación.',
  notFound: 'Este enlace para cancelar no es válido. Ábrelo de nuevo desde el correo de confirmación.',
} as const

/** `POST /api/v1/eventos/registro/cancelar`: the folio and the key of the cancellation link. */
export const eventCancellationSchema = z.object({
  // A folio is letters, digits and dashes (EVT-2026-000001): nothing else can be one.
  folio: z.string({ error: EVENT_CANCELLATION_MESSAGES.missing }).check(
    z.trim(),
    z.minLength(1, { error: EVENT_CANCELLATION_MESSAGES.missing }),
    z.maxLength(TRACKING_FOLIO_MAX_CHARS, { error: EVENT_CANCELLATION_MESSAGES.notFound }),
    z.regex(/^[\w-]+$/, { error: EVENT_CANCELLATION_MESSAGES.notFound }),
  ),
  clave: z.string({ error: EVENT_CANCELLATION_MESSAGES.missing }).check(z.regex(/^[\w-]+$/, { error: EVENT_CANCELLATION_MESSAGES.notFound }), z.length(CANCELLATION_KEY_CHARS, { error: EVENT_CANCELLATION_MESSAGES.notFound })),
})
export type EventCancellation = z.output<typeof eventCancellationSchema>

/** `200` of a cancellation (also when it was already cancelled): the event's title, to say which. */
export const eventCancellationAnswerSchema = z.object({ ok: z.literal(true), evento: z.string() })
export type EventCancellationAnswer = z.output<typeof eventCancellationAnswerSchema>

/** The public page the cancellation link opens (client-side: the folio and key are in its query). */
export const EVENT_CANCEL_PAGE_PATH = '/inicio/eventos/cancelar'

/** The query of the cancellation link. */
export const EVENT_CANCEL_PARAMS = { folio: 'folio', key: 'clave' } as const

/** The cancellation link's path and query, for the e-mail (the server adds the origin). */
export function cancellationLinkPath(folio: string, key: string): string {
  const query = new URLSearchParams({ [EVENT_CANCEL_PARAMS.folio]: folio, [EVENT_CANCEL_PARAMS.key]: key })
  return `${EVENT_CANCEL_PAGE_PATH}?${query.toString()}`
}
