import { z } from '#contracts/zod.ts'
import { emailAddress, honeypotSchema, requiredName, requiredText, type FieldTexts } from '#contracts/form-fields.ts'
import { plainText } from '#contracts/text-rules.ts'
import { originField } from '#contracts/attribution.ts'
import { CONTACT_PHONE_MAX_CHARS, MESSAGE_MAX_CHARS, NAME_MAX_CHARS } from '#contracts/limits.ts'

/**
 * Validation messages of the contact form (spec §5 quotes none; GOV.UK style: say what to do,
 * reuse the label's words).
 */
export const CONTACT_MESSAGE_MESSAGES = {
  nombre: {
    required: 'Escribe tu nombre',
    tooLong: `El nombre debe tener como máximo ${NAME_MAX_CHARS} caracteres`,
  },
  correo: {
    required: 'Escribe tu correo electrónico',
    tooLong: 'El correo electrónico es demasiado largo',
    format: 'Escribe un correo electrónico con el formato nombre@ejemplo.com',
  },
  telefono: {
    tooLong: `El teléfono debe tener como máximo ${CONTACT_PHONE_MAX_CHARS} caracteres`,
    format: 'Escribe el teléfono solo con números; puedes usar espacios, guiones, paréntesis y el signo +',
  },
  contenido: {
    required: 'Escribe tu mensaje',
    tooLong: `El mensaje debe tener como máximo ${MESSAGE_MAX_CHARS} caracteres`,
  },
} as const

// At least seven digits (a local number), optionally grouped and with a country code.
const CONTACT_PHONE_PATTERN = /^\+?[\d\s().-]*$/
const CONTACT_PHONE_MIN_DIGITS = 7

function isContactPhone(value: string): boolean {
  if (value === '') return true
  return CONTACT_PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= CONTACT_PHONE_MIN_DIGITS
}

/**
 * spec §3 "Contact message", §5, §7: the body of `POST /api/v1/enviar-mensaje`, checked by the
 * contact form and again by the server. `telefono` is optional: empty or absent means none;
 * `origen`, the visit's origin (issue 38), is added on sending and is no field of the form.
 */
export const contactMessageSchema = z.object({
  nombre: requiredName(NAME_MAX_CHARS, CONTACT_MESSAGE_MESSAGES.nombre),
  correo: emailAddress(CONTACT_MESSAGE_MESSAGES.correo),
  telefono: z.optional(
    plainText(
      z
        .string({ error: CONTACT_MESSAGE_MESSAGES.telefono.format })
        .check(z.trim(), z.maxLength(CONTACT_PHONE_MAX_CHARS, { error: CONTACT_MESSAGE_MESSAGES.telefono.tooLong })),
    ).check(
      // Too long is already reported: one message per mistake.
      z.refine((value) => value.length > CONTACT_PHONE_MAX_CHARS || isContactPhone(value), {
        error: CONTACT_MESSAGE_MESSAGES.telefono.format,
      }),
    ),
  ),
  contenido: requiredText(MESSAGE_MAX_CHARS, CONTACT_MESSAGE_MESSAGES.contenido, 'multiLine'),
  origen: originField,
  website: honeypotSchema,
})

/** What the form holds (every field as typed). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>
/** What the server stores: trimmed, e-mail in lower case. */
export type ContactMessage = z.output<typeof contactMessageSchema>

/** The fields' labels and hints, shared by the form and the staff's e-mail. */
export const CONTACT_MESSAGE_FIELD_TEXT = {
  nombre: { label: 'Nombre', autoComplete: 'name' },
  correo: { label: 'Correo electrónico', hint: 'Te responderemos a este correo.', autoComplete: 'email' },
  telefono: { label: 'Teléfono', hint: 'Por si prefieres que te llamemos.', autoComplete: 'tel' },
  contenido: { label: 'Mensaje' },
} satisfies FieldTexts<typeof contactMessageSchema>
