import { z } from '#contracts/zod.ts'
import { EVENT_SIGN_UP_STATUSES } from '#contracts/event-sign-up.ts'
import { EMAIL_MAX_CHARS } from '#contracts/limits.ts'
import { optionalParam } from '#contracts/list-params.ts'
import type { StaffRole } from '#contracts/staff.ts'
import { plainText } from '#contracts/text-rules.ts'

/*
 * Issue 38: the panel's «Eventos» section. Admissions see the published events that take sign-ups
 * with their counts, an event's sign-ups by status, and mark attendance or cancel from a phone.
 */

/** Who works the sign-ups (admin may too). */
export const EVENT_SIGN_UP_ROLES: readonly StaffRole[] = ['admisiones']

/** One event that takes sign-ups, with its counts in places (a sign-up takes one plus its companions). */
export const panelEventSchema = z.object({
  slug: z.string(),
  titulo: z.string(),
  /** The institute's wall-clock start, `aaaa-mm-ddThh:mm`. */
  inicio: z.string(),
  cupo: z.number(),
  confirmados: z.number(),
  enEspera: z.number(),
  asistieron: z.number(),
})
export type PanelEvent = z.output<typeof panelEventSchema>

/** `GET /panel/eventos`: the events that take sign-ups, soonest first. */
export const panelEventsSchema = z.object({ eventos: z.array(panelEventSchema) })
export type PanelEvents = z.output<typeof panelEventsSchema>

export const EVENT_SIGN_UP_FILTER_MESSAGES = {
  estado: 'Elige un estado de la lista',
  q: `Escribe como máximo ${EMAIL_MAX_CHARS} caracteres para buscar`,
} as const

/** An event's sign-ups: by status (all when absent) and a search in the folio, name, e-mail and phone. */
export const eventSignUpFiltersSchema = z.object({
  estado: optionalParam(EVENT_SIGN_UP_FILTER_MESSAGES.estado, z.enum(EVENT_SIGN_UP_STATUSES, { error: EVENT_SIGN_UP_FILTER_MESSAGES.estado })),
  q: optionalParam(EVENT_SIGN_UP_FILTER_MESSAGES.q, plainText(z.string().check(z.maxLength(EMAIL_MAX_CHARS, { error: EVENT_SIGN_UP_FILTER_MESSAGES.q })))),
})
export type EventSignUpFilters = z.output<typeof eventSignUpFiltersSchema>

/** One sign-up as the panel lists it. */
export const panelSignUpSchema = z.object({
  folio: z.string(),
  nombre: z.string(),
  correo: z.string(),
  telefono: z.string(),
  nivelInteres: z.string(),
  programaInteres: z.nullable(z.string()),
  lugares: z.number(),
  estado: z.enum(EVENT_SIGN_UP_STATUSES),
  /** ISO-8601 UTC instants. */
  recibida: z.string(),
  asistio: z.nullable(z.string()),
  version: z.number(),
})
export type PanelSignUp = z.output<typeof panelSignUpSchema>

/** Ours: the most sign-ups one answer lists (an open day of a campus gathers a few hundred). */
export const EVENT_SIGN_UP_LIST_MAX = 500

/** `GET /panel/eventos/:slug/registros`: the event and its sign-ups that match, in order of arrival. */
export const panelSignUpListSchema = z.object({ evento: panelEventSchema, registros: z.array(panelSignUpSchema), total: z.number() })
export type PanelSignUpList = z.output<typeof panelSignUpListSchema>

/** The body of «Asistió» and «Cancelar»: the version of the sign-up the person saw. */
export const signUpChangeSchema = z.object({ version: z.int() })

/** What a change answers: the sign-up as it is now. */
export const signUpChangeAnswerSchema = z.object({ registro: panelSignUpSchema })

/** Messages of the panel's changes (409 and 404). */
export const EVENT_SIGN_UP_PANEL_MESSAGES = {
  notFound: 'No existe ese registro.',
  eventNotFound: 'No existe ese evento con inscripción.',
  stale: 'Alguien más cambió este registro; recarga la lista e inténtalo de nuevo.',
  cancelled: 'Este registro está cancelado.',
} as const
