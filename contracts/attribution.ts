import { z } from '#contracts/zod.ts'
import { ORIGIN_HOST_MAX_CHARS, ORIGIN_PATH_MAX_CHARS, ORIGIN_VALUE_MAX_CHARS } from '#contracts/limits.ts'
import { plainText } from '#contracts/text-rules.ts'

/*
 * Issue 38: where a submission's visit came from, noted by the browser in its session
 * (app/lib/attribution.ts) and sent with the contact form and the ficha as `origen`. Never a
 * field the person sees or types: a submission without it (no JavaScript, an older page) is valid.
 */

/** The submission's key that carries the origin (like the honeypot, no field of the form). */
export const ORIGIN_FIELD = 'origen'

/** One message for every mistake: only a tampered or broken page sends a malformed origin. */
export const ORIGIN_MESSAGE = 'El origen de la visita no tiene un formato válido: recarga la página y envía de nuevo.'

const error = ORIGIN_MESSAGE

// A host as a browser's URL gives it: ASCII labels (punycode), or an IPv6 address in brackets.
const HOST_PATTERN = /^(?:[a-z\d_-]+(?:\.[a-z\d_-]+)*\.?|\[[\da-f:.]+\])$/i

const utmValue = z.optional(plainText(z.string({ error }).check(z.trim(), z.maxLength(ORIGIN_VALUE_MAX_CHARS, { error }))))

/**
 * A touch: a page start that brought the visit (its UTM parameters, the referring site's host, the
 * page it landed on without its query, and whether the link carried an ad's click id). Keys it
 * does not know are dropped, not refused: a newer page never blocks a submission.
 */
export const originTouchSchema = z.object(
  {
    utm_source: utmValue,
    utm_medium: utmValue,
    utm_campaign: utmValue,
    utm_content: utmValue,
    utm_term: utmValue,
    referente: z.optional(z.string({ error }).check(z.maxLength(ORIGIN_HOST_MAX_CHARS, { error }), z.regex(HOST_PATTERN, { error }))),
    aterrizaje: plainText(
      z.string({ error }).check(z.maxLength(ORIGIN_PATH_MAX_CHARS, { error }), z.refine((path) => path.startsWith('/') && !/[?#]/.test(path), { error })),
    ),
    anuncio: z.boolean({ error }),
  },
  { error },
)

/** The browsing session's first touch and its latest one (the same touch when it had only one). */
export const originSchema = z.object({ primera: originTouchSchema, ultima: originTouchSchema }, { error })

/** `origen` in a form's schema: absent, or a well-formed origin. */
export const originField = z.optional(originSchema)

export type OriginTouch = z.output<typeof originTouchSchema>
export type Origin = z.output<typeof originSchema>

/** What a touch is filed under: its `utm_source`, else the referring site; none for a direct visit. */
export function touchSource(touch: OriginTouch): string | undefined {
  return touch.utm_source || touch.referente || undefined
}
