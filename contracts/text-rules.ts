import { z } from '#contracts/zod.ts'

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
export function plainText<T extends z.ZodMiniType<string>>(schema: T, kind: TextKind = 'singleLine'): T {
  return schema.check(
    z.superRefine((value, ctx) => {
      const message = disallowedCharsMessage(value, kind)
      if (message !== undefined) ctx.addIssue({ code: 'custom', message, continue: false })
    }),
  )
}

/*
 * Names (issue 16). The e-mails repeat the name a person typed, so a "name" holding a link, an
 * e-mail address or markup would make the institute's mail server carry someone's advertisement
 * or bait to any address. No real name holds one: letters of any script, spaces, apostrophes (' ’),
 * hyphens and dots ("Ma. José", "J.R.") all pass.
 */

/** Spanish messages of the name rule, one per kind of thing found. */
export const NAME_MESSAGES = {
  link: 'Escribe solo tu nombre, sin direcciones de internet.',
  email: 'Escribe solo tu nombre, sin correos electrónicos: el correo va en su propio campo.',
  markup: 'Escribe tu nombre sin los signos < y >.',
} as const

// < and >, also their full-width forms.
const MARKUP = /[<>\uff1c\uff1e]/
// @, also its full-width form.
const AT_SIGN = /[@\uff20]/
// A scheme (https://, ftp://) or a www. host.
const SCHEME_OR_WWW = /[a-z][a-z\d+.-]*:\/\/|(?<![\p{L}\p{N}])www\d{0,3}\./iu
// A host name with a top-level domain links are made of (what mail programs turn into a link), not
// followed by more letters: "Ma.Concepción" is no host, "premios.com" is.
const COMMON_TLDS =
  'com|net|org|info|biz|edu|gov|mil|int|io|co|me|ly|xyz|app|dev|page|site|online|link|top|club|shop|store|live|click|' +
  'win|vip|icu|fun|art|ai|gg|tv|cc|ws|pw|to|gl|tk|ml|ga|cf|gq|su|ru|cn|mx|us|uk|de|es|fr|it|br|ar|cl|pe|eu|in'
const HOST_NAME = new RegExp(`(?<![\\p{L}\\p{N}])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${COMMON_TLDS})(?![\\p{L}\\p{N}])`, 'iu')
// A dotted IPv4 address.
const IPV4 = /(?<!\d)\d{1,3}(?:\.\d{1,3}){3}(?!\d)/

/** The message for a name holding markup, an e-mail address or a link; undefined for a name. */
export function nameProblemMessage(value: string): string | undefined {
  if (MARKUP.test(value)) return NAME_MESSAGES.markup
  if (AT_SIGN.test(value)) return NAME_MESSAGES.email
  if (SCHEME_OR_WWW.test(value) || HOST_NAME.test(value) || IPV4.test(value)) return NAME_MESSAGES.link
  return undefined
}

/**
 * `schema` (a required text) that also refuses what {@link nameProblemMessage} finds, with that one
 * message: the checks chained after it do not run.
 */
export function personName<T extends z.ZodMiniType<string>>(schema: T): T {
  return schema.check(
    z.superRefine((value, ctx) => {
      const message = nameProblemMessage(value)
      if (message !== undefined) ctx.addIssue({ code: 'custom', message, continue: false })
    }),
  )
}
