import type { z } from '#contracts/zod.ts'

/*
 * Which characters a text field may hold, in one place for every schema (browser and server).
 * Control characters are never typed by a person (they come from pasting or from an attack), and
 * PostgreSQL refuses a NUL in text outright. Bidi controls reorder what staff read («recibo\u202Efdp.exe»
 * shows as «reciboexe.pdf»); they are refused, not stripped, so what is stored is exactly what
 * was sent and the person is told what to fix (Spanish text never needs them).
 */

/** Spanish messages of the rule: one for control characters, one for bidi controls. */
export const TEXT_MESSAGES = {
  controlChars: 'El texto tiene caracteres no permitidos: escríbelo de nuevo sin copiarlo de otro documento.',
  bidiChars: 'El texto tiene caracteres que cambian su dirección: escríbelo de nuevo sin copiarlo de otro documento.',
} as const

/* eslint-disable no-control-regex -- finding control characters is the point */
// C0 controls, DEL and C1 controls.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/
// The same but tab, line feed and a carriage return that starts a CRLF.
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/
/* eslint-enable no-control-regex */
// Marks (LRM, RLM), embeddings and overrides (LRE…RLO), isolates (LRI…PDI).
const BIDI_CONTROL = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** A single-line field (names, e-mails, searches) or a multi-line one (messages, notes, reasons). */
export type TextKind = 'singleLine' | 'multiLine'

/** The message for the first disallowed character of `value`, or undefined when it has none. */
export function disallowedCharsMessage(value: string, kind: TextKind = 'singleLine'): string | undefined {
  if ((kind === 'multiLine' ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value)) return TEXT_MESSAGES.controlChars
  return BIDI_CONTROL.test(value) ? TEXT_MESSAGES.bidiChars : undefined
}

/**
 * `schema` that also refuses the characters {@link disallowedCharsMessage} finds. The issue stops
 * the checks chained after it (a format, a list), so the field reports this one message.
 */
export function plainText<T extends z.ZodType<string>>(schema: T, kind: TextKind = 'singleLine'): T {
  return schema.superRefine((value, ctx) => {
    const message = disallowedCharsMessage(value, kind)
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, continue: false })
  })
}
