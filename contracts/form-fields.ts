import { z } from '#contracts/zod.ts'
import { EMAIL_MAX_CHARS, OPTION_MAX_CHARS } from '#contracts/limits.ts'
import { personName, plainText, type TextKind } from '#contracts/text-rules.ts'
import { ORIGIN_FIELD } from '#contracts/attribution.ts'

/**
 * Building blocks shared by the form schemas (contact message, ficha), so every text field
 * follows the same rules in the browser and on the server: trimmed, required when it says so,
 * capped in length, free of control and bidi characters (contracts/text-rules.ts), with one
 * Spanish message per rule.
 */

/** The Spanish messages of a required text field. */
export interface RequiredTextMessages {
  required: string
  tooLong: string
}

/**
 * A required text: trimmed, not empty, at most `maxChars` characters, with line breaks and tabs
 * only when `kind` is multi-line. A missing or non-text value gets the `required` message. The
 * rules exclude each other, so a field never reports two messages for one mistake. (No `abort`
 * but the characters rule's: an aborted field stops the object's refinements that keep the
 * default `when`; the ficha's cross-field check sets its own.)
 */
export function requiredText(maxChars: number, messages: RequiredTextMessages, kind: TextKind = 'singleLine') {
  return plainText(
    z
      .string({ error: messages.required })
      .check(z.trim(), z.minLength(1, { error: messages.required }), z.maxLength(maxChars, { error: messages.tooLong })),
    kind,
  )
}

/**
 * A required person's name (the e-mails repeat it): a {@link requiredText} that refuses a link, an
 * e-mail address or markup (contracts/text-rules.ts `nameProblemMessage`).
 */
export function requiredName(maxChars: number, messages: RequiredTextMessages) {
  return personName(requiredText(maxChars, messages))
}

/**
 * A required text that must also match `isValid` once filled in: an empty value reports only
 * `required`, a filled one only `format`.
 */
export function requiredFormatted(isValid: (value: string) => boolean, messages: { required: string; format: string }) {
  return plainText(
    z.string({ error: messages.required }).check(z.trim(), z.minLength(1, { error: messages.required })),
  ).check(z.refine((value) => value === '' || isValid(value), { error: messages.format }))
}

/** spec §5: optional plus sign, first digit 1-9, then 1 to 14 digits (the document request's and the beca application's phone). */
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/

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
  return z.pipe(requiredText(EMAIL_MAX_CHARS, messages).check(z.toLowerCase()), z.email({ error: messages.format }))
}

/**
 * The hidden anti-spam field of both forms. People never see it (it is off screen, out of the
 * tab order and hidden from assistive technology) and leave it empty; simple bots fill every
 * input. The server answers a filled honeypot exactly like a success, with a folio, but stores
 * and sends nothing, so the bot learns nothing. Its name is a plausible field on purpose.
 */
export const HONEYPOT_FIELD = 'website'

/** The honeypot in a schema: any short text, or absent. The server checks it before validating. */
export const honeypotSchema = z.optional(z.string().check(z.maxLength(EMAIL_MAX_CHARS)))

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

/*
 * A form's fields are its schema's keys, in the schema's order (which is the screen's order),
 * without the honeypot and the visit's origin (contracts/attribution.ts), which nobody types: the
 * lists, empty values, payloads and labels below derive from them.
 */

/** The keys a form's schema holds that are no field of it. */
export type HiddenKey = typeof HONEYPOT_FIELD | typeof ORIGIN_FIELD

/** True for a key of a form's schema that is no field of it (see {@link HiddenKey}). */
export function isHiddenKey(key: string): key is HiddenKey {
  return key === HONEYPOT_FIELD || key === ORIGIN_FIELD
}

/** The fields of a form schema: its keys without the hidden ones. */
export type FormField<Schema extends { shape: object }> = Exclude<keyof Schema['shape'] & string, HiddenKey>

/** The fields of a form schema in its key order, without the hidden keys. */
export function formFields<Schema extends { shape: object }>(schema: Schema): readonly FormField<Schema>[] {
  return Object.keys(schema.shape).filter((field) => !isHiddenKey(field)) as FormField<Schema>[]
}

/** How a form shows a field, and how the e-mails about a submission name it. */
export interface FieldText {
  readonly label: string
  readonly hint?: string
  /** The HTML `autocomplete` token that lets the browser fill the field in. */
  readonly autoComplete?: string
}

/** A text for every field of a schema (and for the `Extra` ones the screen shows outside it). */
export type FieldTexts<Schema extends { shape: object }, Extra extends string = never> = Readonly<
  Record<FormField<Schema> | Extra, FieldText>
>

/**
 * The screen values a schema sends (STYLE §4): its own keys, the honeypot included, picked
 * from values that may hold screen-only fields too.
 */
export function pickFields<Schema extends z.core.$ZodObject>(schema: Schema, values: z.input<Schema>): z.input<Schema> {
  const source = values as Readonly<Record<string, unknown>>
  return Object.fromEntries(
    Object.keys(schema._zod.def.shape)
      .filter((field) => Object.hasOwn(source, field))
      .map((field) => [field, source[field]]),
  ) as z.input<Schema>
}

/** The most characters a text field's schema accepts (to cap its control); none when it sets no limit. */
export function maxCharsOf(field: z.core.$ZodType): number | undefined {
  if (field instanceof z.core.$ZodOptional) return maxCharsOf(field._zod.def.innerType)
  if (field instanceof z.core.$ZodPipe) return maxCharsOf(field._zod.def.in)
  if (!(field instanceof z.core.$ZodString)) return undefined
  const caps = (field._zod.def.checks ?? []).flatMap((check) => {
    const def = check._zod.def
    return def.check === 'max_length' ? [(def as z.core.$ZodCheckMaxLengthDef).maximum] : []
  })
  return caps.length > 0 ? Math.min(...caps) : undefined
}

/** True when a field's schema lets it be left out. */
export function isOptionalField(field: z.core.$ZodType): boolean {
  return z.safeParse(field, undefined).success
}

/** True for a chosen file (false where the runtime has no `File`). */
export function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File
}

/** The lower-case extension of a file name, with its dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase()
}
