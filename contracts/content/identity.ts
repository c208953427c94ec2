import { z } from '#contracts/zod.ts'
import { EMAIL_MAX_CHARS, POSTAL_CODE_DIGITS } from '#contracts/limits.ts'
import { httpsUrl, nonEmptyList, shortText } from '#contracts/content/content-fields.ts'

/*
 * Issue 37: the institute's identity (contact data, social accounts, messaging links, external
 * systems), as a content record staff publish. Its seed is content/identity.ts; the navigation
 * bar, footer, floating chat and contact blocks read it. The name, acronym and logo are the brand,
 * written in code (content/identity.ts, docs/decisions/060).
 */

export const IDENTITY_MESSAGES = {
  e164: 'Escribe el número con + y la clave del país, sin espacios, por ejemplo +528710000000',
  phones: 'Escribe al menos un teléfono',
  email: `Escribe un correo electrónico como nombre@ejemplo.edu.mx, de hasta ${EMAIL_MAX_CHARS} caracteres`,
  postalCode: `Escribe el código postal de ${POSTAL_CODE_DIGITS} dígitos, por ejemplo 27000`,
} as const

/** A phone number as shown to people and as dialled by a `tel:` link. */
export const phoneNumberSchema = z.object({
  /** What the number is for, e.g. 'Oficina principal'. */
  label: shortText,
  /** As shown on screen. */
  display: shortText,
  /** E.164 form, used in `tel:` links. */
  e164: z.e164({ error: IDENTITY_MESSAGES.e164 }),
})
export type PhoneNumber = z.output<typeof phoneNumberSchema>

/** Phone lines, at least one: the first is the main one. */
export const phoneNumbersSchema = nonEmptyList(phoneNumberSchema, IDENTITY_MESSAGES.phones)

/** A Mexican postal code, digits only. */
export const postalCodeSchema = z
  .string({ error: IDENTITY_MESSAGES.postalCode })
  .check(z.trim(), z.regex(new RegExp(`^\\d{${POSTAL_CODE_DIGITS}}$`), { error: IDENTITY_MESSAGES.postalCode }))

/** An e-mail address people write to. */
export const contactEmailSchema = z.email({ error: IDENTITY_MESSAGES.email }).check(z.maxLength(EMAIL_MAX_CHARS, { error: IDENTITY_MESSAGES.email }))

/** A link to a site or service outside this website (opens in a new tab). */
export const externalServiceSchema = z.object({ label: shortText, url: httpsUrl })
export type ExternalService = z.output<typeof externalServiceSchema>

export const identitySchema = z.object({
  /** Main phone lines; the first is the main office. */
  phones: phoneNumbersSchema,
  email: contactEmailSchema,
  /** The main office. */
  address: z.object({ street: shortText, neighbourhood: shortText, city: shortText, state: shortText, postalCode: postalCodeSchema }),
  /** Office hours (spec §2.8). */
  hours: shortText,
  whatsapp: z.object({ display: shortText, url: httpsUrl }),
  social: z.object({ facebook: httpsUrl, tiktok: httpsUrl, instagram: httpsUrl, youtube: httpsUrl }),
  /** Messaging chats of the floating chat menu (spec §2.5). */
  messaging: z.object({ general: httpsUrl, online: httpsUrl, titulacion: httpsUrl, broadcastChannel: httpsUrl }),
  /** External systems (spec §1): the four of INICIAR SESIÓN plus the blog. */
  systems: z.object({
    learningPlatform: externalServiceSchema,
    schoolAdministration: externalServiceSchema,
    studentZone: externalServiceSchema,
    mail: externalServiceSchema,
    blog: externalServiceSchema,
  }),
})
export type Identity = z.output<typeof identitySchema>
