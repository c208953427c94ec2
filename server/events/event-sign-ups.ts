import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { ONLINE_VENUE, isSignUpOpen, type InstituteEvent } from '#contracts/content/events.ts'
import {
  instituteLocalMinute,
  companionsOf,
  placesOf,
  type EventSignUp,
  type EventSignUpAnswer,
  type EventSignUpState,
} from '#contracts/event-sign-up.ts'
import { cancellationLinkPath, type EventCancellation } from '#contracts/event-cancellation.ts'
import { absoluteUrl } from '#contracts/public-base-url.ts'
import { eventPath } from '#contracts/site-paths.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { ContentNotFoundError } from '#server/content/content-publishing.ts'
import {
  changeEventSignUp,
  confirmedPlaces,
  findEventSignUp,
  insertEventSignUp,
  lockEvent,
  setSignUpStatus,
  waitingSignUps,
  type EventSignUpRow,
} from '#server/db/event-sign-ups.ts'
import { originColumns } from '#server/db/origin-columns.ts'
import { linkPerson } from '#server/people/link-person.ts'
import type { Database } from '#server/db/schema.ts'
import { searchText } from '#server/db/search-text.ts'
import { calendarAttachment, type PublishedEvent } from '#server/events/event-calendar.ts'
import type { Addressing } from '#server/mail/notifications.ts'
import { eventPromotedMail, eventReminderMail, eventSignUpMail, type EventSignUpMail } from '#server/mail/templates/event-sign-up.ts'
import { enqueueMails, senderDomain, type NewOutboxMail } from '#server/outbox/outbox-store.ts'
import { FOLIO_SERIES, nextFolio } from '#server/services/folios.ts'

/** The kinds of outbox message of a sign-up. */
/** What a sign-up's audit events are about (retention deletes under the same name). */
export const SIGN_UP_AUDIT_TARGET = 'registro-evento'

export const EVENT_MAIL_KINDS = {
  signUp: 'event-sign-up',
  promoted: 'event-promoted',
  reminder: 'event-reminder',
} as const

/** Who sends a sign-up's e-mails (answerable to admissions) and the site's origin for their links. */
export interface EventMailContext {
  readonly mail: Pick<Addressing, 'from' | 'admissionsRecipients'>
  readonly publicBaseUrl: string
}

/** The published events, none when staff never published the list. */
export async function publishedEvents(content: ContentSource): Promise<readonly InstituteEvent[]> {
  try {
    return await content.record('eventos')
  } catch (error) {
    if (error instanceof ContentNotFoundError) return []
    throw error
  }
}

/** The event at `slug` with where it is held (its campus's published name and address), if published. */
export async function findPublishedEvent(content: ContentSource, slug: string): Promise<PublishedEvent | undefined> {
  const event = (await publishedEvents(content)).find((candidate) => candidate.slug === slug)
  if (event === undefined) return undefined
  if (event.venue === ONLINE_VENUE) return { event, location: `En línea: ${event.place}` }
  const campus = await content.record('campus', event.venue)
  return { event, location: `${event.place}, Campus ${campus.name}, ${campus.address}` }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashKey(key), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

function mailOf(row: Pick<EventSignUpRow, 'folio' | 'nombre' | 'places'>, published: PublishedEvent, context: EventMailContext): EventSignUpMail {
  return { folio: row.folio, nombre: row.nombre, places: row.places, published, pageUrl: absoluteUrl(context.publicBaseUrl, eventPath(published.event.slug)) }
}

function toPerson(row: Pick<EventSignUpRow, 'correo'>, context: EventMailContext, kind: string) {
  return { kind, sender: context.mail.from, recipients: [row.correo], replyTo: context.mail.admissionsRecipients[0] ?? null }
}

function calendarOf(data: EventSignUpMail, context: EventMailContext, now: Date) {
  return [calendarAttachment({ folio: data.folio, published: data.published, pageUrl: data.pageUrl, domain: senderDomain(context.mail.from), now })]
}

/** Why a sign-up was not taken: no such event published, or its sign-up is not open. */
export class SignUpRefusedError extends Error {
  constructor(readonly reason: 'notFound' | 'closed') {
    super(reason)
  }
}

/**
 * Issue 38: stores a sign-up under a new `EVT-…` folio with its e-mail, in one transaction. The
 * event's lock comes first (server/db/event-sign-ups.ts `lockEvent`), so the places counted are
 * every confirmed one: the sign-up is confirmed when its places fit in what is left of the
 * `cupo`, else it waits. Throws {@link SignUpRefusedError} for an event not open to sign-up.
 */
export function signUpForEvent(db: Kysely<Database>, slug: string, data: EventSignUp, now: Date, context: EventMailContext): Promise<EventSignUpAnswer> {
  return db.transaction().execute(async (trx) => {
    const published = await findPublishedEvent(databaseContentSource(trx), slug)
    if (published === undefined) throw new SignUpRefusedError('notFound')
    const { registro } = published.event
    if (registro === undefined || !isSignUpOpen(published.event, instituteLocalMinute(now))) throw new SignUpRefusedError('closed')
    await lockEvent(trx, slug)
    const folio = await nextFolio(trx, FOLIO_SERIES.eventSignUp, now)
    const places = placesOf(data)
    const waiting = (await confirmedPlaces(trx, slug)) + places > registro.cupo
    const key = randomBytes(32).toString('base64url')
    const programa = data.programa_interes || null
    await insertEventSignUp(trx, {
      folio,
      event_slug: slug,
      nombre: data.nombre,
      correo: data.correo,
      telefono: data.telefono,
      nivel_interes: data.nivel_interes,
      programa_interes: programa,
      acompanantes: companionsOf(data),
      places,
      status: waiting ? 'en-espera' : 'confirmada',
      attended_at: null,
      cancel_key_hash: hashKey(key),
      cancelled_at: null,
      reminder_sent_at: null,
      ...originColumns(data.origen),
      person_id: await linkPerson(trx, { nombre: data.nombre, correo: data.correo, telefono: data.telefono }, now),
      created_at: now.toISOString(),
      search_text: searchText([folio, data.nombre, data.correo, data.telefono]),
    })
    const mail = mailOf({ folio, nombre: data.nombre, places }, published, context)
    const content = eventSignUpMail({
      ...mail,
      waiting,
      nivelInteres: data.nivel_interes,
      programaInteres: programa,
      cancelUrl: absoluteUrl(context.publicBaseUrl, cancellationLinkPath(folio, key)),
    })
    const confirmation: NewOutboxMail = {
      ...toPerson(data, context, EVENT_MAIL_KINDS.signUp),
      ...content,
      attachments: waiting ? [] : calendarOf(mail, context, now),
    }
    await enqueueMails(trx, folio, [confirmation], now)
    return { ok: true, folio, estado: waiting ? 'en-espera' : 'confirmada' }
  })
}

/**
 * After places were freed: the earliest waiting sign-ups whose places fit move up, in order of
 * arrival (a group too large for what is free keeps its turn while a smaller one behind it moves
 * up), each e-mailed its confirmation with the `.ics`. Runs under the event's lock.
 */
async function moveUpWaitingList(trx: Transaction<Database>, slug: string, now: Date, context: EventMailContext): Promise<string[]> {
  const published = await findPublishedEvent(databaseContentSource(trx), slug)
  // Once the event has started nobody is moved up: an e-mail then would come too late.
  if (published?.event.registro === undefined || !isSignUpOpen(published.event, instituteLocalMinute(now))) return []
  let free = published.event.registro.cupo - (await confirmedPlaces(trx, slug))
  const movedUp: EventSignUpRow[] = []
  for (const row of await waitingSignUps(trx, slug)) {
    if (row.places > free) continue
    movedUp.push(row)
    free -= row.places
  }
  await setSignUpStatus(
    trx,
    movedUp.map((row) => row.folio),
    'confirmada',
  )
  for (const row of movedUp) {
    const mail = mailOf(row, published, context)
    await enqueueMails(trx, row.folio, [{ ...toPerson(row, context, EVENT_MAIL_KINDS.promoted), ...eventPromotedMail(mail), attachments: calendarOf(mail, context, now) }], now)
  }
  return movedUp.map((row) => row.folio)
}

/**
 * Cancels a sign-up under the event's lock and, when it held places, moves the waiting list up.
 * `undefined` when the sign-up changed since `version`.
 */
async function cancelLocked(trx: Transaction<Database>, row: EventSignUpRow, now: Date, context: EventMailContext) {
  const cancelled = await changeEventSignUp(trx, row.folio, row.version, { status: 'cancelada', cancelled_at: now.toISOString() })
  if (cancelled === undefined) return undefined
  const movedUp = row.status === 'confirmada' ? await moveUpWaitingList(trx, row.event_slug, now, context) : []
  return { cancelled, movedUp }
}

/** The sign-up with the event's lock taken (read again after it, as a change may have been waiting). */
async function lockedSignUp(trx: Transaction<Database>, folio: string): Promise<EventSignUpRow | undefined> {
  const first = await findEventSignUp(trx, folio)
  if (first === undefined) return undefined
  await lockEvent(trx, first.event_slug)
  return findEventSignUp(trx, folio)
}

/**
 * Issue 38: the person cancels from the e-mail's link. The event's title when the folio and key
 * match (a sign-up already cancelled answers the same), `null` when they do not.
 */
export function cancelWithKey(db: Kysely<Database>, { folio, clave }: EventCancellation, now: Date, context: EventMailContext): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedSignUp(trx, folio)
    if (row === undefined || !keyMatches(clave, row.cancel_key_hash)) return null
    const title = (await findPublishedEvent(databaseContentSource(trx), row.event_slug))?.event.title ?? row.event_slug
    if (row.status !== 'cancelada') await cancelLocked(trx, row, now, context)
    return title
  })
}

/** Who changed a sign-up from the panel, for the audit trail. */
export interface SignUpActor {
  readonly id: string
  readonly email: string
  readonly ip: string
}

/** A panel change: the sign-up as it is now, or why not. */
export type SignUpChangeResult = { kind: 'changed'; row: EventSignUpRow } | { kind: 'notFound' } | { kind: 'stale' } | { kind: 'cancelled' }

/** Issue 38: staff cancel a sign-up (audited); the waiting list moves up as on the person's own cancellation. */
export function cancelByStaff(db: Kysely<Database>, folio: string, version: number, actor: SignUpActor, now: Date, context: EventMailContext): Promise<SignUpChangeResult> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedSignUp(trx, folio)
    if (row === undefined) return { kind: 'notFound' }
    if (row.version !== version) return { kind: 'stale' }
    if (row.status === 'cancelada') return { kind: 'cancelled' }
    const result = await cancelLocked(trx, row, now, context)
    if (result === undefined) return { kind: 'stale' }
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        ip: actor.ip,
        action: 'event-sign-up-cancelled',
        target: { type: SIGN_UP_AUDIT_TARGET, id: folio },
        detail: { evento: row.event_slug, antes: row.status, confirmados: result.movedUp },
      },
      now,
    )
    return { kind: 'changed', row: result.cancelled }
  })
}

/** Issue 38: «Asistió», from the panel at the door (audited). A cancelled sign-up cannot attend; attending twice keeps the first time. */
export function markAttendance(db: Kysely<Database>, folio: string, version: number, actor: SignUpActor, now: Date): Promise<SignUpChangeResult> {
  return db.transaction().execute(async (trx) => {
    const row = await findEventSignUp(trx, folio)
    if (row === undefined) return { kind: 'notFound' }
    if (row.version !== version) return { kind: 'stale' }
    if (row.status === 'cancelada') return { kind: 'cancelled' }
    if (row.attended_at !== null) return { kind: 'changed', row }
    const attended = await changeEventSignUp(trx, folio, version, { attended_at: now.toISOString() })
    if (attended === undefined) return { kind: 'stale' }
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        ip: actor.ip,
        action: 'event-attended',
        target: { type: SIGN_UP_AUDIT_TARGET, id: folio },
        detail: { evento: row.event_slug, estado: row.status },
      },
      now,
    )
    return { kind: 'changed', row: attended }
  })
}

/** The reminder of one confirmed sign-up (no key: it points to the first e-mail's link). */
export function reminderMail(row: EventSignUpRow, published: PublishedEvent, context: EventMailContext): NewOutboxMail {
  return { ...toPerson(row, context, EVENT_MAIL_KINDS.reminder), ...eventReminderMail(mailOf(row, published, context)) }
}

/** Issue 38: what the event's page shows: the form while sign-up is open, and the waiting-list note once no place is left. */
export async function signUpState(db: Kysely<Database>, slug: string, now: Date): Promise<EventSignUpState | undefined> {
  const published = await findPublishedEvent(databaseContentSource(db), slug)
  if (published === undefined) return undefined
  const { registro } = published.event
  if (registro === undefined || !isSignUpOpen(published.event, instituteLocalMinute(now))) return { abierto: false, lleno: false }
  return { abierto: true, lleno: (await confirmedPlaces(db, slug)) >= registro.cupo }
}
