import { z } from '#contracts/zod.ts'
import { CAMPUS_PAGE_SLUGS } from '#contracts/site-paths.ts'
import { longText, shortText, slugSchema, uniqueBy } from '#contracts/content/content-fields.ts'
import { markdownText } from '#contracts/content/markdown.ts'
import { slottedImageSchema } from '#contracts/content/media.ts'
import { LOCAL_TIME_FORMAT } from '#contracts/content/content-fields.ts'
import { EVENT_CAPACITY_MAX } from '#contracts/limits.ts'

/*
 * Issue 37: open days, campus visits and information sessions, a list staff publish (new: no seed
 * module held any). Each event has its own page at /inicio/eventos/<slug>, readable after it ends.
 * Times are the institute's wall-clock time (contracts/time-zone.ts), as people there read them.
 */

export const EVENT_MESSAGES = {
  slug: 'Escribe una dirección que ningún otro evento use',
  kind: 'Elige el tipo de evento',
  venue: 'Elige un campus o «En línea»',
  time: 'Escribe la fecha y la hora como aaaa-mm-ddThh:mm, por ejemplo 2026-08-01T10:00',
  endBeforeStart: 'Escribe un final igual o posterior al inicio',
  capacity: `Escribe el cupo como un número entero de lugares, de 1 a ${EVENT_CAPACITY_MAX}`,
} as const

export const EVENT_KINDS = ['puertas-abiertas', 'visita-campus', 'sesion-informativa'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** Online, or one of the campuses that have a page. */
export const ONLINE_VENUE = 'en-linea'
export const EVENT_VENUES = [...CAMPUS_PAGE_SLUGS, ONLINE_VENUE] as const
export type EventVenue = (typeof EVENT_VENUES)[number]

/** `aaaa-mm-ddThh:mm` and nothing else (no seconds, no offset). */
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/**
 * A wall-clock time at the institute to the minute, as a `datetime-local` control writes it (the
 * keyword in its JSON Schema tells the panel's form to draw one).
 */
const localTime = z.iso
  .datetime({ local: true, precision: -1, error: EVENT_MESSAGES.time })
  .check(z.regex(LOCAL_MINUTE, { error: EVENT_MESSAGES.time }), z.meta({ format: LOCAL_TIME_FORMAT }))

/**
 * Issue 38: an event that takes sign-ups on its page. `cupo` counts places: a sign-up takes one
 * and one more per companion; beyond it, people join the waiting list.
 */
export const eventSignUpSettingsSchema = z.object({
  cupo: z.int({ error: EVENT_MESSAGES.capacity }).check(z.minimum(1, { error: EVENT_MESSAGES.capacity }), z.maximum(EVENT_CAPACITY_MAX, { error: EVENT_MESSAGES.capacity })),
})
export type EventSignUpSettings = z.output<typeof eventSignUpSettingsSchema>

export const eventSchema = z
  .object({
    /** The last segment of the event's URL. */
    slug: slugSchema,
    title: shortText,
    kind: z.enum(EVENT_KINDS, { error: EVENT_MESSAGES.kind }),
    /** A campus (its page's slug: its address comes from its record) or online. */
    venue: z.enum(EVENT_VENUES, { error: EVENT_MESSAGES.venue }),
    /** Where exactly: a room, a meeting point, or how an online session is joined. */
    place: shortText,
    start: localTime,
    end: localTime,
    /** One or two sentences: the list, the page's description and its share card. */
    summary: longText,
    /** The Markdown subset of contracts/content/markdown.ts. */
    description: markdownText,
    image: z.optional(slottedImageSchema('wide')),
    /** Issue 38: present when people sign up for it on its page. */
    registro: z.optional(eventSignUpSettingsSchema),
  })
  .check(
    // Same-format local times compare as text.
    z.refine(({ start, end }) => end >= start, { error: EVENT_MESSAGES.endBeforeStart, path: ['end'] }),
  )
export type InstituteEvent = z.output<typeof eventSchema>

/** Every event in the order staff give it; each slug once. */
export const eventsSchema = z.readonly(z.array(eventSchema).check(uniqueBy<InstituteEvent>('slug', EVENT_MESSAGES.slug)))
export type InstituteEvents = z.output<typeof eventsSchema>

/** Whether the event has ended by `day` (the institute's `aaaa-mm-dd`): its last day is before it. */
export function hasEnded(event: Pick<InstituteEvent, 'end'>, day: string): boolean {
  return event.end.slice(0, 10) < day
}

/** Whether the event has started at `localNow` (the institute's wall-clock `aaaa-mm-ddThh:mm`). */
export function hasStarted(event: Pick<InstituteEvent, 'start'>, localNow: string): boolean {
  return event.start <= localNow
}

/** Issue 38: sign-up is open for an event that takes it and has not started. */
export function isSignUpOpen(event: Pick<InstituteEvent, 'start' | 'registro'>, localNow: string): boolean {
  return event.registro !== undefined && !hasStarted(event, localNow)
}
