const INTEGER_TEXT = /^[+-]?\d+$/

/**
 * What an integer field stores for what was typed: the number when the text is a whole number,
 * else the text itself, so nothing typed is lost (the server's check names the field).
 */
export function integerFromText(text: string): number | string {
  const trimmed = text.trim()
  if (!INTEGER_TEXT.test(trimmed)) return text
  const number = Number(trimmed)
  return Number.isSafeInteger(number) ? number : text
}

/** The text an integer field shows for a stored value. */
export function textOfInteger(value: unknown): string {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' ? value : ''
}
