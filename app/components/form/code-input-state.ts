/**
 * The rules of the verification-code boxes (spec §2.16, §5), as pure functions: one digit per box,
 * digits only. Each change returns the new digits and the box that should have focus next.
 */

/** One entry per box: '' or a single digit. */
export type CodeDigits = readonly string[]

export interface CodeUpdate {
  digits: string[]
  focusIndex: number
}

const SINGLE_DIGIT = /^[0-9]$/

export function emptyCode(length: number): string[] {
  return Array.from({ length }, () => '')
}

/** Keeps an index inside the boxes. */
export function clampIndex(index: number, length: number) {
  return Math.min(Math.max(index, 0), length - 1)
}

/** Only the digits 0-9 of a text, in order. */
export function onlyDigits(text: string) {
  return text.replace(/[^0-9]/g, '')
}

export function isDigit(key: string) {
  return SINGLE_DIGIT.test(key)
}

/** A key typed in box `index`: a digit replaces the box's content and focus moves on; anything else changes nothing. */
export function applyDigit(digits: CodeDigits, index: number, key: string): CodeUpdate {
  if (!isDigit(key)) return { digits: [...digits], focusIndex: index }
  const next = [...digits]
  next[index] = key
  return { digits: next, focusIndex: clampIndex(index + 1, digits.length) }
}

/**
 * Text arriving in box `index` at once (paste, or the phone filling in a one-time code): its
 * digits fill the boxes from `index` onward, up to the last box; non-digits are dropped.
 * Focus goes to the box after the last one filled.
 */
export function applyText(digits: CodeDigits, index: number, text: string): CodeUpdate {
  const incoming = onlyDigits(text).slice(0, digits.length - index)
  if (incoming === '') return { digits: [...digits], focusIndex: index }
  const next = [...digits]
  for (const [offset, digit] of [...incoming].entries()) next[index + offset] = digit
  return { digits: next, focusIndex: clampIndex(index + incoming.length, digits.length) }
}

/**
 * What a person added to a box that already held `previous`, given the box's new `value`.
 * When the box was full and the browser appended or prepended the new character, only that
 * character counts.
 */
export function insertedText(previous: string, value: string) {
  if (previous === '' || value.length <= previous.length) return value
  if (value.startsWith(previous)) return value.slice(previous.length)
  if (value.endsWith(previous)) return value.slice(0, value.length - previous.length)
  return value
}

/** Backspace in box `index`: clears it; in an empty box, clears the previous box and moves there. */
export function applyBackspace(digits: CodeDigits, index: number): CodeUpdate {
  const next = [...digits]
  if (next[index] !== '') {
    next[index] = ''
    return { digits: next, focusIndex: index }
  }
  if (index === 0) return { digits: next, focusIndex: 0 }
  next[index - 1] = ''
  return { digits: next, focusIndex: index - 1 }
}

/** Delete in box `index`: clears it and focus stays. */
export function applyDelete(digits: CodeDigits, index: number): CodeUpdate {
  const next = [...digits]
  next[index] = ''
  return { digits: next, focusIndex: index }
}

/** The index of the first empty box, or -1 when every box has a digit. */
export function firstEmptyIndex(digits: CodeDigits) {
  return digits.findIndex((digit) => digit === '')
}

export function isComplete(digits: CodeDigits) {
  return firstEmptyIndex(digits) === -1
}

/** The code as one string, box by box. */
export function joinCode(digits: CodeDigits) {
  return digits.join('')
}
