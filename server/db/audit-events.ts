import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely'
import {
  AUDIT_PAGE_SIZE,
  auditDetailSchema,
  type AuditAction,
  type AuditDetail,
  type AuditEvent,
  type AuditFilters,
  type AuditTarget,
} from '#contracts/audit.ts'
import { instituteDayEnd, instituteDayStart, storedInstant } from '#server/config/time-zone.ts'
import type { AuditEventsTable, Database } from '#server/db/schema.ts'

/*
 * The rows of the staff area's audit trail (issue 13; recorded through server/audit/audit-trail.ts).
 * Events are only ever appended: the table's triggers refuse any change.
 */

/** An event to record. */
export interface NewAuditEvent {
  /** The staff user who acted; null when there is none (a failed sign-in). */
  readonly actorId: string | null
  /** Their e-mail at that moment (a snapshot, kept if the account changes); for a failed sign-in, the address typed. */
  readonly actorEmail: string | null
  readonly action: AuditAction
  readonly target?: AuditTarget
  readonly detail?: AuditDetail
  /** The request's client address. */
  readonly ip?: string
}

/** The filters of a whole list: the page does not matter to an export. */
export type AuditEventFilters = Omit<AuditFilters, 'pagina'>

/** One page of the list and how many events match in all. */
export interface AuditEventPage {
  readonly items: AuditEvent[]
  readonly total: number
}

/** An event as stored: with its address, the client that address counts as (its rate-limit key). */
export interface AuditEventRecord extends NewAuditEvent {
  readonly clientKey?: string
}

/** Writes an event at `now`. */
export async function insertAuditEvent(db: Kysely<Database>, event: AuditEventRecord, now: Date): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      at: now.toISOString(),
      actor_id: event.actorId,
      actor_email: event.actorEmail,
      action: event.action,
      target_type: event.target?.type ?? null,
      target_id: event.target?.id ?? null,
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
      ip: event.ip ?? null,
      client_key: event.clientKey ?? null,
    })
    .execute()
}

/** Whether the account with this e-mail signed in from this client (an address's rate-limit key) since then. */
export async function hasSignedInFrom(db: Kysely<Database>, { email, clientKey }: { email: string; clientKey: string }, since: Date): Promise<boolean> {
  const event = await db
    .selectFrom('audit_events')
    .select('id')
    .where('action', '=', 'sign-in')
    .where('client_key', '=', clientKey)
    .where('actor_email', '=', email)
    .where('at', '>=', since.toISOString())
    .limit(1)
    .executeTakeFirst()
  return event !== undefined
}

/**
 * One page of the events that match the filters, newest first (events of the same instant in
 * the reverse order they were recorded), {@link AUDIT_PAGE_SIZE} a page, and the number of all
 * the events that match.
 */
export async function listAuditEvents(db: Kysely<Database>, filters: AuditFilters): Promise<AuditEventPage> {
  const [rows, count] = await Promise.all([
    newestFirst(db, filters)
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.pagina - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('audit_events')
      .where((eb) => matching(eb, filters))
      // PostgreSQL counts in bigint, which pg hands over as text.
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toAuditEvent), total: Number(count.total) }
}

/** Every event that matches the filters, newest first, for a CSV export. */
export async function auditEventsForExport(db: Kysely<Database>, filters: AuditEventFilters): Promise<AuditEvent[]> {
  return (await newestFirst(db, filters).execute()).map(toAuditEvent)
}

function newestFirst(db: Kysely<Database>, filters: AuditEventFilters) {
  return db
    .selectFrom('audit_events')
    .selectAll()
    .where((eb) => matching(eb, filters))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
}

// LIKE's wildcards, escaped so a typed `_` or `%` matches itself.
const LIKE_ESCAPE = '\\'
const LIKE_SPECIAL = /[\\%_]/g

function matching(eb: ExpressionBuilder<Database, 'audit_events'>, filters: AuditEventFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = []
  if (filters.persona !== undefined) {
    // Lower case on both sides: SQLite's LIKE ignores letter case and PostgreSQL's does not.
    const pattern = `%${filters.persona.toLowerCase().replace(LIKE_SPECIAL, (special) => LIKE_ESCAPE + special)}%`
    conditions.push(sql<SqlBool>`lower(${eb.ref('actor_email')}) like ${pattern} escape ${LIKE_ESCAPE}`)
  }
  if (filters.accion !== undefined) conditions.push(eb('action', '=', filters.accion))
  // Instants are ISO-8601 UTC text, which compares as time does.
  if (filters.desde !== undefined) conditions.push(eb('at', '>=', storedInstant(instituteDayStart, filters.desde)))
  if (filters.hasta !== undefined) conditions.push(eb('at', '<', storedInstant(instituteDayEnd, filters.hasta)))
  return eb.and(conditions)
}

function toAuditEvent(row: Selectable<AuditEventsTable>): AuditEvent {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    target: row.target_type === null || row.target_id === null ? null : { type: row.target_type, id: row.target_id },
    detail: row.detail === null ? null : auditDetailSchema.parse(JSON.parse(row.detail)),
    ip: row.ip,
  }
}

/** The events about one thing, oldest first (an item's or a certificate's history). */
export function auditEventsAbout(db: Kysely<Database>, target: AuditTarget) {
  return db
    .selectFrom('audit_events')
    .select(['at', 'actor_email', 'action', 'detail'])
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .orderBy('id')
    .execute()
}
