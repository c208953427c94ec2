import { z } from '#contracts/zod.ts'
import { EMAIL_MAX_CHARS, OPTION_MAX_CHARS } from '#contracts/limits.ts'

/**
 * Building blocks shared by the form schemas (contact message, ficha), so every text field
 * follows the same rules in the browser and on the server: trimmed, required when it says so,
 * capped in length, with one Spanish message per rule.
 */

/** The Spanish messages of a required text field. */
export interface RequiredTextMessages {
  required: string
  tooLong: string
}

/**
 * A required text: trimmed, not empty, at most `maxChars` characters. A missing or non-text
 * value gets the `required` message. The rules exclude each other, so a field never reports two
 * messages for one mistake. (No `abort`: an aborted field would stop the ficha's cross-field
 * check, which must run alongside the other fields' errors.)
 */
export function requiredText(maxChars: number, messages: RequiredTextMessages) {
  return z.string({ error: messages.required }).trim().min(1, { error: messages.required }).max(maxChars, {
    error: messages.tooLong,
  })
}

/**
 * A required text that must also match `isValid` once filled in: an empty value reports only
 * `required`, a filled one only `format`.
 */
export function requiredFormatted(isValid: (value: string) => boolean, messages: { required: string; format: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .refine((value) => value === '' || isValid(value), { error: messages.format })
}

/** A required choice from a list: the list itself is checked elsewhere (see `contracts/admission.ts`). */
export function requiredOption(required: string) {
  return requiredText(OPTION_MAX_CHARS, { required, tooLong: required })
}

export interface EmailMessages extends RequiredTextMessages {
  format: string
}

/**
 * A required e-mail address: trimmed, normalised to lower case (so one person is one address
 * in the staff's lists), at most {@link EMAIL_MAX_CHARS} characters, in a valid format.
 */
export function emailAddress(messages: EmailMessages) {
  return requiredText(EMAIL_MAX_CHARS, messages)
    .toLowerCase()
    .pipe(z.email({ error: messages.format }))
}

/**
 * The hidden anti-spam field of both forms. People never see it (it is off screen, out of the
 * tab order and hidden from assistive technology) and leave it empty; simple bots fill every
 * input. The server answers a filled honeypot exactly like a success, with a folio, but stores
 * and sends nothing, so the bot learns nothing. Its name is a plausible field on purpose.
 */
export const HONEYPOT_FIELD = 'website'

/** The honeypot in a schema: any short text, or absent. The server checks it before validating. */
export const honeypotSchema = z.string().max(EMAIL_MAX_CHARS).optional()

/** True when a request body carries a non-empty honeypot (see {@link HONEYPOT_FIELD}). */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  if (value === undefined || value === null) return false
  return typeof value !== 'string' || value.trim() !== ''
}


/** A checked submission as it is stored: every field its schema kept except the honeypot. */
export function withoutHoneypot<T extends object>(data: T): Omit<T, typeof HONEYPOT_FIELD> {
  return Object.fromEntries(Object.entries(data).filter(([field]) => field !== HONEYPOT_FIELD)) as Omit<T, typeof HONEYPOT_FIELD>
}
