import { z } from '#contracts/zod.ts'
import { emailAddress, requiredText, type FieldText } from '#contracts/form-fields.ts'
import { TRACKING_FOLIO_MAX_CHARS, VERIFICATION_CODE_LENGTH } from '#contracts/limits.ts'

/*
 * Issue 15: an applicant follows a ficha or a document request (issue 39: or a beca application) on the tracking page. The folio
 * and the e-mail they used ask for a code by e-mail; the code shows the item's status and dates.
 */

export const TRACKING_MESSAGES = {
  folio: {
    required: 'Escribe el folio de tu ficha o de tu solicitud',
    tooLong: `El folio tiene como máximo ${TRACKING_FOLIO_MAX_CHARS} caracteres`,
    format: 'Escribe el folio tal como aparece en tu correo, por ejemplo FICHA-2026-000123',
  },
  correo: {
    required: 'Escribe el correo electrónico con el que hiciste el trámite',
    tooLong: 'El correo electrónico es demasiado largo',
    format: 'Escribe un correo electrónico con el formato nombre@ejemplo.com',
  },
  codigo: {
    format: `Escribe los ${VERIFICATION_CODE_LENGTH} dígitos del código que te enviamos`,
    wrong: (left: number) =>
      left === 1 ? 'El código no es correcto. Te queda 1 intento.' : `El código no es correcto. Te quedan ${left} intentos.`,
  },
  /** The one answer to a code request, whether or not the folio and e-mail match (nobody learns if a folio exists). */
  codeSent: 'Si los datos coinciden, te enviamos un código a tu correo.',
  /** `410`: the code expired, was used, or ran out of tries (contracts/limits.ts). */
  codeGone: 'El código ya no es válido: venció, ya se usó o se escribió mal demasiadas veces. Pide un código nuevo.',
} as const

// Any folio-shaped text passes (a contact message's too): which ones are trackable is the server's secret.
const folioField = requiredText(TRACKING_FOLIO_MAX_CHARS, TRACKING_MESSAGES.folio).check(
  z.toUpperCase(),
  z.refine((folio) => /^[A-Z]+-\d{4}-\d+$/.test(folio), { error: TRACKING_MESSAGES.folio.format }),
)

/** `POST /seguimiento/codigo`: ask for a code. */
export const trackingCodeRequestSchema = z.object({
  folio: folioField,
  correo: emailAddress(TRACKING_MESSAGES.correo),
})
export type TrackingCodeRequest = z.output<typeof trackingCodeRequestSchema>

/** `POST /seguimiento`: the code typed in the six boxes. */
export const trackingRequestSchema = z.extend(trackingCodeRequestSchema, {
  codigo: z
    .string({ error: TRACKING_MESSAGES.codigo.format })
    .check(z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: TRACKING_MESSAGES.codigo.format })),
})
export type TrackingRequest = z.output<typeof trackingRequestSchema>

/** `202` of a code request (the same for every folio and e-mail). */
export const trackingCodeResponseSchema = z.object({ mensaje: z.string() })

/** What is tracked: a ficha, a document request or (issue 39) a beca application. */
export const TRACKING_KINDS = ['ficha', 'documento', 'beca'] as const
export type TrackingKind = (typeof TRACKING_KINDS)[number]

/**
 * `200` of `POST /seguimiento`: the item's current status and its dated steps (status names and
 * instants only: never staff notes, who works on it or anybody's data), and for a document
 * request with its payment validated the promised day.
 */
export const trackingResponseSchema = z.object({
  folio: z.string(),
  tipo: z.enum(TRACKING_KINDS),
  /** The current status, as people read it ('Pago validado'). */
  estado: z.string(),
  /** Oldest first: the arrival, then each change of status; `fecha` is an ISO-8601 UTC instant. */
  pasos: z.array(z.object({ estado: z.string(), fecha: z.string() })),
  /** The promised day `YYYY-MM-DD` (institute calendar). */
  fechaLimite: z.optional(z.string()),
  /** Issue 39: the percentage of an approved beca. */
  porcentajeBeca: z.optional(z.number()),
})
export type TrackingResponse = z.output<typeof trackingResponseSchema>

/** The labels of the tracking form's two fields (the page and the e-mails share them). */
export const TRACKING_FIELD_TEXT = {
  folio: { label: 'Folio', hint: 'Está en el correo de confirmación, por ejemplo FICHA-2026-000123, DOC-2026-000045 o BECA-2026-000012.' },
  correo: { label: 'Correo electrónico', hint: 'El mismo con el que llenaste la ficha o la solicitud.', autoComplete: 'email' },
} as const satisfies Record<'folio' | 'correo', FieldText>
