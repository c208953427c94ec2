import { z } from '#contracts/zod.ts'
import { CARRERAS, CARRERA_LABELS, NIVELES_ESTUDIO, NIVEL_ESTUDIO_LABELS } from '#contracts/admission-options.ts'
import { originField } from '#contracts/attribution.ts'
import { emailAddress, honeypotSchema, requiredFormatted, requiredName, type FieldTexts } from '#contracts/form-fields.ts'
import { EVENT_COMPANIONS_MAX, FICHA_PHONE_DIGITS, NAME_MAX_CHARS } from '#contracts/limits.ts'
import { INSTITUTE_TIME_ZONE } from '#contracts/time-zone.ts'

/*
 * Issue 38: signing up for an open day or a campus visit on the event's page. A sign-up takes one
 * place and one per companion; when the event's `cupo` (contracts/content/events.ts) is taken it
 * waits, and moves up when a cancellation frees enough places. Each sign-up has a folio and a
 * cancellation key the person gets by e-mail (only its hash is stored).
 */

/** Validation messages of the sign-up form (GOV.UK style: say what to do, reuse the label's words). */
export const EVENT_SIGN_UP_MESSAGES = {
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
    required: 'Escribe tu celular',
    format: `El celular debe tener ${FICHA_PHONE_DIGITS} dígitos, sin espacios ni guiones`,
  },
  nivel_interes: 'Elige el nivel que te interesa',
  programa_interes: 'Elige un programa de la lista, o «Aún no lo sé»',
  acompanantes: `Elige cuántas personas te acompañan, de 0 a ${EVENT_COMPANIONS_MAX}`,
} as const

/** What the server answers when the event takes no sign-up now (a 409 with this `mensaje`). */
export const EVENT_SIGN_UP_CLOSED = {
  notFound: 'No encontramos ese evento. Revisa la dirección o consulta la lista de eventos.',
  closed: 'La inscripción a este evento ya cerró.',
} as const

const PHONE_PATTERN = new RegExp(`^\\d{${FICHA_PHONE_DIGITS}}$`)

/** The companions' select: '0' to EVENT_COMPANIONS_MAX, as text. */
const COMPANION_CHOICES = Array.from({ length: EVENT_COMPANIONS_MAX + 1 }, (_, count) => String(count)) as [string, ...string[]]

// Kept as the select's text ('', the form's «Ninguno», means none; {@link companionsOf} counts
// them): a plain enum keeps zod's number and union code out of the public pages' shared chunk,
// which every form page loads, and the form sends what it checked.
const companions = z.enum(['', ...COMPANION_CHOICES], { error: EVENT_SIGN_UP_MESSAGES.acompanantes })

/**
 * The body of `POST /api/v1/eventos/:slug/registro`, checked by the form and again by the server.
 * `programa_interes` empty means the person does not know yet; `acompanantes` arrives as the
 * select's text. `origen`, the visit's origin, is added on sending.
 */
export const eventSignUpSchema = z.object({
  nombre: requiredName(NAME_MAX_CHARS, EVENT_SIGN_UP_MESSAGES.nombre),
  correo: emailAddress(EVENT_SIGN_UP_MESSAGES.correo),
  telefono: requiredFormatted((value) => PHONE_PATTERN.test(value), EVENT_SIGN_UP_MESSAGES.telefono),
  nivel_interes: z.enum(NIVELES_ESTUDIO, { error: EVENT_SIGN_UP_MESSAGES.nivel_interes }),
  programa_interes: z.optional(z.enum(['', ...CARRERAS], { error: EVENT_SIGN_UP_MESSAGES.programa_interes })),
  acompanantes: companions,
  origen: originField,
  website: honeypotSchema,
})
export type EventSignUpInput = z.input<typeof eventSignUpSchema>
export type EventSignUp = z.output<typeof eventSignUpSchema>

/** The fields' labels and hints, shared by the form, the e-mails and the panel. */
export const EVENT_SIGN_UP_FIELD_TEXT = {
  nombre: { label: 'Nombre completo', autoComplete: 'name' },
  correo: { label: 'Correo electrónico', hint: 'Ahí te enviaremos tu folio y la invitación para tu calendario.', autoComplete: 'email' },
  telefono: { label: 'Celular', hint: `${FICHA_PHONE_DIGITS} dígitos, sin espacios.`, autoComplete: 'tel-national' },
  nivel_interes: { label: 'Nivel de interés' },
  programa_interes: { label: 'Programa de interés' },
  acompanantes: { label: 'Acompañantes', hint: 'Cada acompañante ocupa un lugar.' },
} satisfies FieldTexts<typeof eventSignUpSchema>

/** The choices of the form's selects, from the ficha's lists (contracts/admission-options.ts). */
export const EVENT_SIGN_UP_OPTIONS = {
  nivel_interes: NIVELES_ESTUDIO.map((value) => ({ value, label: NIVEL_ESTUDIO_LABELS[value] })),
  programa_interes: CARRERAS.map((value) => ({ value, label: CARRERA_LABELS[value] })),
  acompanantes: COMPANION_CHOICES.map((value) => ({ value, label: value })),
} as const

/** The places a sign-up takes: the person and each companion. */
export function placesOf(signUp: Pick<EventSignUp, 'acompanantes'>): number {
  return 1 + companionsOf(signUp)
}

/** How many people come with the one who signs up. */
export function companionsOf(signUp: Pick<EventSignUp, 'acompanantes'>): number {
  return Number(signUp.acompanantes)
}

/** A sign-up's status: it holds its places, waits for them, or was cancelled. */
export const EVENT_SIGN_UP_STATUSES = ['confirmada', 'en-espera', 'cancelada'] as const
export type EventSignUpStatus = (typeof EVENT_SIGN_UP_STATUSES)[number]

export const EVENT_SIGN_UP_STATUS_LABELS: Readonly<Record<EventSignUpStatus, string>> = {
  confirmada: 'Confirmada',
  'en-espera': 'En lista de espera',
  cancelada: 'Cancelada',
}

/** `201` of a sign-up: its folio and whether it holds its places or waits. */
export const eventSignUpAnswerSchema = z.object({
  ok: z.literal(true),
  folio: z.string(),
  estado: z.enum(['confirmada', 'en-espera']),
})
export type EventSignUpAnswer = z.output<typeof eventSignUpAnswerSchema>

/** `GET /api/v1/eventos/:slug/registro`: whether the page offers the form, and whether the next sign-up waits. */
export const eventSignUpStateSchema = z.object({ abierto: z.boolean(), lleno: z.boolean() })
export type EventSignUpState = z.output<typeof eventSignUpStateSchema>

let minuteFormat: Intl.DateTimeFormat | undefined

/** The institute's wall-clock time at `date`, `aaaa-mm-ddThh:mm`, as events state their times. */
export function instituteLocalMinute(date: Date): string {
  minuteFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: INSTITUTE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const parts = minuteFormat.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}
