import { z } from '#contracts/zod.ts'
import { groupThousands } from '#contracts/digits.ts'
import { CONTENT_LABEL_MAX_CHARS, CONTENT_TEXT_MAX_CHARS, CONTENT_URL_MAX_CHARS } from '#contracts/limits.ts'

/*
 * Issue 37: the fields several kinds of content share (short texts, sentences, web links, lists
 * that may not be empty), each with its Spanish message.
 */

export const CONTENT_FIELD_MESSAGES = {
  text: `Escribe un texto de 1 a ${CONTENT_LABEL_MAX_CHARS} caracteres`,
  longText: `Escribe un texto de 1 a ${CONTENT_TEXT_MAX_CHARS} caracteres`,
  url: `Escribe una dirección web completa que empiece por https://, de hasta ${groupThousands(CONTENT_URL_MAX_CHARS)} caracteres`,
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
