import type { FieldText } from '#contracts/form-fields.ts'
import { OPTION_MAX_CHARS, QUEUE_NOTE_MAX_CHARS } from '#contracts/limits.ts'
import { plainText } from '#contracts/text-rules.ts'
import { z } from '#contracts/zod.ts'

/*
 * Issue 38, follow-ups on time: what staff did to reach a person about a contact message or a ficha
 * (a call, a WhatsApp message, an e-mail, a visit, a note), each with its outcome. The first one
 * meets the item's first-response deadline; none changes the item's status.
 */

/** Each kind of activity (stored in `activities.kind`) → its label and its outcomes (key → label), the first the most usual. */
export const ACTIVITY_KINDS = {
  llamada: {
    label: 'Llamada',
    outcomes: { contesto: 'Contestó', 'no-contesto': 'No contestó', buzon: 'Dejé mensaje de voz', 'numero-equivocado': 'Número equivocado' },
  },
  whatsapp: {
    label: 'WhatsApp',
    outcomes: { enviado: 'Mensaje enviado', respondio: 'Respondió', 'sin-whatsapp': 'El número no tiene WhatsApp' },
  },
  correo: {
    label: 'Correo',
    outcomes: { enviado: 'Correo enviado', respondio: 'Respondió', rebotado: 'El correo rebotó' },
  },
  visita: {
    label: 'Visita',
    outcomes: { asistio: 'Asistió', 'no-asistio': 'No asistió', reagendada: 'Pidió otra fecha' },
  },
  nota: {
    label: 'Nota',
    outcomes: { seguimiento: 'Seguimiento', 'sin-interes': 'Ya no le interesa', 'otra-escuela': 'Eligió otra escuela' },
  },
} as const satisfies Readonly<Record<string, { label: string; outcomes: Readonly<Record<string, string>> }>>

export type ActivityKind = keyof typeof ACTIVITY_KINDS
export const ACTIVITY_KIND_KEYS = Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]]

/** The outcome a WhatsApp message opened from a template is recorded with. */
export const WHATSAPP_SENT_OUTCOME = 'enviado' satisfies keyof (typeof ACTIVITY_KINDS)['whatsapp']['outcomes']
/** The outcome of the e-mail «Responder» sends (a contact message's reply records it by itself). */
export const REPLY_SENT_OUTCOME = 'enviado' satisfies keyof (typeof ACTIVITY_KINDS)['correo']['outcomes']

/** A kind's outcomes as `{ value, label }`, in the table's order (the form's choices). */
export function activityOutcomes(kind: string): { value: string; label: string }[] {
  if (!isActivityKind(kind)) return []
  return Object.entries(ACTIVITY_KINDS[kind].outcomes).map(([value, label]) => ({ value, label }))
}

export function isActivityKind(kind: string): kind is ActivityKind {
  return Object.hasOwn(ACTIVITY_KINDS, kind)
}

/** The kind's label, or the key itself when it is none of the table's (a row written by a later version). */
export function activityKindLabel(kind: string): string {
  return isActivityKind(kind) ? ACTIVITY_KINDS[kind].label : kind
}

/** The outcome's label under its kind, or the key itself. */
export function activityOutcomeLabel(kind: string, outcome: string): string {
  return activityOutcomes(kind).find((option) => option.value === outcome)?.label ?? outcome
}

export const ACTIVITY_MESSAGES = {
  kind: 'Elige qué hiciste: llamada, WhatsApp, correo, visita o nota.',
  outcome: 'Elige el resultado de la lista.',
  noteTooLong: `La nota debe tener como máximo ${QUEUE_NOTE_MAX_CHARS} caracteres.`,
} as const

/** `POST /panel/colas/:cola/:folio/actividades`: what was done, its outcome (one of the kind's) and an optional note. */
export const activitySchema = z
  .strictObject({
    tipo: z.enum(ACTIVITY_KIND_KEYS, { error: ACTIVITY_MESSAGES.kind }),
    resultado: z.string({ error: ACTIVITY_MESSAGES.outcome }).check(z.minLength(1, { error: ACTIVITY_MESSAGES.outcome }), z.maxLength(OPTION_MAX_CHARS, { error: ACTIVITY_MESSAGES.outcome })),
    nota: z.optional(
      plainText(
        z.string({ error: ACTIVITY_MESSAGES.noteTooLong }).check(z.trim(), z.maxLength(QUEUE_NOTE_MAX_CHARS, { error: ACTIVITY_MESSAGES.noteTooLong })),
        'multiLine',
      ),
    ),
  })
  .check(
    // Only a known kind's outcomes are compared: an unknown kind has its own message.
    z.refine(({ tipo, resultado }) => !isActivityKind(tipo) || Object.hasOwn(ACTIVITY_KINDS[tipo].outcomes, resultado), {
      error: ACTIVITY_MESSAGES.outcome,
      path: ['resultado'],
    }),
  )
export type ActivityInput = z.output<typeof activitySchema>

/** The labels of the activity form's fields. */
export const ACTIVITY_FIELD_TEXT = {
  tipo: { label: 'Qué hiciste' },
  resultado: { label: 'Resultado' },
  nota: { label: 'Nota', hint: 'Queda con la actividad; la persona no la ve.' },
} as const satisfies Readonly<Record<keyof ActivityInput, FieldText>>

/** One activity as an item's page lists it. */
export const activityEntrySchema = z.object({
  id: z.string(),
  tipo: z.string(),
  resultado: z.string(),
  nota: z.nullable(z.string()),
  /** Who did it: their name, or null when the account is gone. */
  persona: z.nullable(z.string()),
  /** When, ISO-8601 UTC. */
  at: z.string(),
})
export type ActivityEntry = z.output<typeof activityEntrySchema>

/**
 * The first-response deadline of a contact message or a ficha: the day `YYYY-MM-DD` by whose end
 * the first answer is due (null for items that arrived before deadlines existed), whether it passed
 * unanswered, and when the first activity met it.
 */
export const firstResponseSchema = z.object({
  fechaLimite: z.nullable(z.string()),
  vencida: z.boolean(),
  primeraRespuesta: z.nullable(z.string()),
})
export type FirstResponse = z.output<typeof firstResponseSchema>

/** What recording an activity answers: the item's deadline as it stands now. */
export const activityAnswerSchema = z.object({ actividad: activityEntrySchema, respuesta: firstResponseSchema })
export type ActivityAnswer = z.output<typeof activityAnswerSchema>
