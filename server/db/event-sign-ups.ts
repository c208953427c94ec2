import type { Insertable, Kysely, Selectable } from 'kysely'
import type { EventSignUpStatus } from '#contracts/event-sign-up.ts'
import type { EventSignUpFilters } from '#contracts/event-sign-ups-panel.ts'
import type { Database, EventSignUpsTable } from '#server/db/schema.ts'
import { searchCondition } from '#server/db/search-text.ts'

export type EventSignUpRow = Selectable<EventSignUpsTable>
export type NewEventSignUpRow = Insertable<EventSignUpsTable>

/**
 * Takes the event's lock for the rest of the transaction: the first statement of every sign-up and
 * cancellation. An upsert, like the folio's (server/db/folios.ts): on PostgreSQL the row stays
 * locked until the transaction ends, so a second sign-up for the same event waits and then counts
 * the places the first one took; SQLite writes one transaction at a time.
 */
export async function lockEvent(db: Kysely<Database>, eventSlug: string): Promise<void> {
  await db
    .insertInto('event_sign_up_locks')
    .values({ event_slug: eventSlug, changes: 1 })
    .onConflict((conflict) => conflict.column('event_slug').doUpdateSet((eb) => ({ changes: eb(eb.ref('event_sign_up_locks.changes'), '+', 1) })))
    .execute()
}

/** The places the event's confirmed sign-ups hold. */
export async function confirmedPlaces(db: Kysely<Database>, eventSlug: string): Promise<number> {
  const row = await db
    .selectFrom('event_sign_ups')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('places'), eb.lit(0)).as('places'))
    .where('event_slug', '=', eventSlug)
    .where('status', '=', 'confirmada')
    .executeTakeFirstOrThrow()
  return Number(row.places)
}

export async function insertEventSignUp(db: Kysely<Database>, row: NewEventSignUpRow): Promise<void> {
  await db.insertInto('event_sign_ups').values(row).execute()
}

/** The event's waiting sign-ups, first come first. */
export function waitingSignUps(db: Kysely<Database>, eventSlug: string): Promise<EventSignUpRow[]> {
  return db
    .selectFrom('event_sign_ups')
    .selectAll()
    .where('event_slug', '=', eventSlug)
    .where('status', '=', 'en-espera')
    .orderBy('created_at')
    .orderBy('folio')
    .execute()
}

export function findEventSignUp(db: Kysely<Database>, folio: string): Promise<EventSignUpRow | undefined> {
  return db.selectFrom('event_sign_ups').selectAll().where('folio', '=', folio).executeTakeFirst()
}

/** What a change of a sign-up writes besides its new version. */
type SignUpChange = Partial<Pick<EventSignUpsTable, 'status' | 'attended_at' | 'cancelled_at'>>

/**
 * Applies a change to the sign-up if it is still at `version` (optimistic concurrency); the row as
 * it is now, or undefined when it changed meanwhile.
 */
export async function changeEventSignUp(db: Kysely<Database>, folio: string, version: number, change: SignUpChange): Promise<EventSignUpRow | undefined> {
  return db
    .updateTable('event_sign_ups')
    .set((eb) => ({ ...change, version: eb(eb.ref('version'), '+', 1) }))
    .where('folio', '=', folio)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst()
}

/** Per event and status, the places its sign-ups take, and the places of those who attended. */
export interface EventPlaceCounts {
  readonly confirmada: number
  readonly 'en-espera': number
  readonly asistieron: number
}

const NO_PLACES: EventPlaceCounts = { confirmada: 0, 'en-espera': 0, asistieron: 0 }

/** The counts of each event of `eventSlugs` (zero for one without sign-ups). */
export async function eventPlaceCounts(db: Kysely<Database>, eventSlugs: readonly string[]): Promise<Map<string, EventPlaceCounts>> {
  const counts = new Map<string, EventPlaceCounts>(eventSlugs.map((slug) => [slug, NO_PLACES]))
  if (eventSlugs.length === 0) return counts
  const rows = await db
    .selectFrom('event_sign_ups')
    .select((eb) => [
      'event_slug',
      'status',
      eb.fn.sum<number | string>('places').as('places'),
      eb.fn.sum<number | string>(eb.case().when('attended_at', 'is not', null).then(eb.ref('places')).else(0).end()).as('attended'),
    ])
    .where('event_slug', 'in', [...eventSlugs])
    .groupBy(['event_slug', 'status'])
    .execute()
  for (const row of rows) {
    const current = counts.get(row.event_slug) ?? NO_PLACES
    const next = { ...current, asistieron: current.asistieron + Number(row.attended) }
    if (row.status !== 'cancelada') next[row.status] = Number(row.places)
    counts.set(row.event_slug, next)
  }
  return counts
}

/** An event's sign-ups that match the filters, in order of arrival, at most `limit`, and how many match. */
export async function listEventSignUps(
  db: Kysely<Database>,
  eventSlug: string,
  filters: EventSignUpFilters,
  limit: number,
): Promise<{ rows: EventSignUpRow[]; total: number }> {
  let query = db.selectFrom('event_sign_ups').where('event_slug', '=', eventSlug)
  if (filters.estado !== undefined) query = query.where('status', '=', filters.estado)
  if (filters.q !== undefined) query = query.where(searchCondition('search_text', filters.q))
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('created_at').orderBy('folio').limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.total) }
}

/** The confirmed sign-ups of these events whose reminder has not been enqueued. */
export function signUpsAwaitingReminder(db: Kysely<Database>, eventSlugs: readonly string[]): Promise<EventSignUpRow[]> {
  if (eventSlugs.length === 0) return Promise.resolve([])
  return db
    .selectFrom('event_sign_ups')
    .selectAll()
    .where('event_slug', 'in', [...eventSlugs])
    .where('status', '=', 'confirmada')
    .where('reminder_sent_at', 'is', null)
    .execute()
}

/** Notes the reminder as enqueued, unless another run did first: true when this call did. */
export async function markReminderSent(db: Kysely<Database>, folio: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('event_sign_ups')
    .set({ reminder_sent_at: now.toISOString() })
    .where('folio', '=', folio)
    .where('status', '=', 'confirmada')
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The statuses a sign-up moves to in one statement (the waiting list moving up). */
export async function setSignUpStatus(db: Kysely<Database>, folios: readonly string[], status: EventSignUpStatus): Promise<void> {
  if (folios.length === 0) return
  await db
    .updateTable('event_sign_ups')
    .set((eb) => ({ status, version: eb(eb.ref('version'), '+', 1) }))
    .where('folio', 'in', [...folios])
    .execute()
}
