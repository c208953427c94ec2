import { z } from '#contracts/zod.ts'
import { groupThousands } from '#contracts/digits.ts'
import { parseCalendarDay } from '#contracts/calendar-day.ts'
import { CONTENT_LABEL_MAX_CHARS, CONTENT_TEXT_MAX_CHARS, CONTENT_URL_MAX_CHARS } from '#contracts/limits.ts'

/*
 * Issue 37: the fields several kinds of content share (short texts, sentences, web links, lists
 * that may not be empty), each with its Spanish message.
 */

export const CONTENT_FIELD_MESSAGES = {
  text: `Escribe un texto de 1 a ${CONTENT_LABEL_MAX_CHARS} caracteres`,
  longText: `Escribe un texto de 1 a ${CONTENT_TEXT_MAX_CHARS} caracteres`,
  url: `Escribe una dirección web completa que empiece por https://, de hasta ${groupThousands(CONTENT_URL_MAX_CHARS)} caracteres`,
  day: 'Escribe una fecha que exista como aaaa-mm-dd, por ejemplo 2026-08-01',
  slug: `Escribe la dirección de la página con minúsculas sin acentos, números y guiones, por ejemplo torreon-villas, de hasta ${CONTENT_LABEL_MAX_CHARS} caracteres`,
} as const

/** A name, a label, a schedule: one line. */
export const shortText = z.string({ error: CONTENT_FIELD_MESSAGES.text }).check(
  z.trim(),
  z.minLength(1, { error: CONTENT_FIELD_MESSAGES.text }),
  z.maxLength(CONTENT_LABEL_MAX_CHARS, { error: CONTENT_FIELD_MESSAGES.text }),
)

/** A description or an alternative text: a sentence or two. */
export const longText = z.string({ error: CONTENT_FIELD_MESSAGES.longText }).check(
  z.trim(),
  z.minLength(1, { error: CONTENT_FIELD_MESSAGES.longText }),
  z.maxLength(CONTENT_TEXT_MAX_CHARS, { error: CONTENT_FIELD_MESSAGES.longText }),
)

/** The JSON Schema `format` of a wall-clock time to the minute: the panel draws a `datetime-local` control for it. */
export const LOCAL_TIME_FORMAT = 'datetime-local'

/** Whether the text is a calendar day `aaaa-mm-dd` that exists. */
export const isCalendarDay = (text: string | undefined): text is string => text !== undefined && parseCalendarDay(text) !== null

/** A calendar day `aaaa-mm-dd` that exists; days compare as text. */
export const calendarDay = z.iso.date({ error: CONTENT_FIELD_MESSAGES.day }).check(z.refine(isCalendarDay, { error: CONTENT_FIELD_MESSAGES.day }))

/** The last segment of a page's URL: lower-case words of letters and digits joined by hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The last segment of a page's URL (a campus, a news post, an event). */
export const slugSchema = z.string({ error: CONTENT_FIELD_MESSAGES.slug }).check(
  z.regex(SLUG_PATTERN, { error: CONTENT_FIELD_MESSAGES.slug }),
  z.maxLength(CONTENT_LABEL_MAX_CHARS, { error: CONTENT_FIELD_MESSAGES.slug }),
)

/** Each item's `key` once in the list: a repeated one is named under the later item. */
export const uniqueBy = <Item>(key: keyof Item & string, message: string) =>
  z.superRefine<readonly Item[]>((items, ctx) => {
    const seen = new Set<unknown>()
    items.forEach((item, index) => {
      if (seen.has(item[key])) ctx.addIssue({ code: 'custom', message, path: [index, key], input: item[key] })
      seen.add(item[key])
    })
  })

/** A link to another site: https only, with a real host name (the page opens it as written). */
export const httpsUrl = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: CONTENT_FIELD_MESSAGES.url })
  .check(z.maxLength(CONTENT_URL_MAX_CHARS, { error: CONTENT_FIELD_MESSAGES.url }))

/**
 * A list of at least one `item`, typed `readonly [Item, ...Item[]]` so pages read its first entry
 * without a check. An empty list is refused with `error` on the list itself (a tuple alone would
 * name its missing first item instead).
 */
export const nonEmptyList = <Item extends z.ZodMiniType>(item: Item, error: string) =>
  z.readonly(z.pipe(z.array(z.unknown(), { error }).check(z.minLength(1, { error })), z.tuple([item], item)))
