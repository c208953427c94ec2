import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { SETTLED, UNSENT } from '#server/db/outbox.ts'
import { PERSON_LINKED_KINDS, PERSON_LINKED_TABLES } from '#server/db/people.ts'
import { isDue } from '#server/db/retention-items.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * Issue 38 under retention (issue 14, docs/decisions/024): the event sign-ups whose event is long
 * over, and the people nothing names any more. A person merged away goes too once its merge may
 * no longer be undone: its keys stop leading later submissions to the survivor, whose own keys
 * (the values chosen) still do.
 */

/** The published events retention reads: every slug, and those whose end came before the cut-off. */
export interface PublishedEventSlugs {
  readonly published: readonly string[]
  readonly endedBefore: readonly string[]
}

const NEVER = sql<boolean>`1 = 0`
const ALWAYS = sql<boolean>`1 = 1`

/**
 * Over before the cut-off and with no e-mail still to send: a cancelled sign-up from when it was
 * cancelled; any other from its event's end, or, once the event is no longer published (its end
 * unknown), from when the sign-up arrived, which came before the event ended. The one definition
 * of a due sign-up, read by the plan and repeated by each deletion.
 */
function isSignUpDue(eb: ExpressionBuilder<Database, 'event_sign_ups'>, cutoff: string, events: PublishedEventSlugs) {
  const ended = events.endedBefore.length > 0 ? eb('event_sign_ups.event_slug', 'in', [...events.endedBefore]) : NEVER
  const unpublished = events.published.length > 0 ? eb('event_sign_ups.event_slug', 'not in', [...events.published]) : ALWAYS
  return eb.and([
    eb.or([
      eb.and([eb('event_sign_ups.status', '=', 'cancelada'), eb('event_sign_ups.cancelled_at', '<', cutoff)]),
      eb.and([eb('event_sign_ups.status', '<>', 'cancelada'), eb.or([ended, eb.and([unpublished, eb('event_sign_ups.created_at', '<', cutoff)])])]),
    ]),
    eb.not(
      eb.exists(
        eb
          .selectFrom('outbox_messages')
          .select('outbox_messages.id')
          .whereRef('outbox_messages.source_folio', '=', 'event_sign_ups.folio')
          .where('outbox_messages.status', 'in', UNSENT),
      ),
    ),
  ])
}

/** The sign-ups due at `cutoff` (ISO-8601 UTC), by folio, with what tells when each was over. */
export function dueSignUpRows(db: Kysely<Database>, cutoff: string, events: PublishedEventSlugs) {
  return db
    .selectFrom('event_sign_ups')
    .select(['folio', 'event_slug', 'status', 'cancelled_at', 'created_at'])
    .where((eb) => isSignUpDue(eb, cutoff, events))
    .orderBy('folio')
    .execute()
}

/** Deletes the sign-up if it is still due, and then its e-mails already sent or failed. Run it in a transaction; whether it deleted it. */
export async function deleteDueSignUp(trx: Kysely<Database>, folio: string, cutoff: string, events: PublishedEventSlugs): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('event_sign_ups')
    .where('folio', '=', folio)
    .where((eb) => isSignUpDue(eb, cutoff, events))
    .executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) return false
  await trx.deleteFrom('outbox_messages').where('source_folio', '=', folio).where('status', 'in', SETTLED).execute()
  return true
}

/*
 * The linked tables share the columns read here (folio, person_id). Kysely types a query on a
 * union of table names by the intersection of their columns, so each is named as one of them.
 */
type LinkedTable = 'event_sign_ups'

/** Part of a merge not undone and made since `undoableSince` (ISO-8601 UTC): one that may still be undone. */
function inUndoableMerge(eb: ExpressionBuilder<Database, 'people'>, undoableSince: string) {
  return eb.exists(
    eb
      .selectFrom('person_merges')
      .select('person_merges.id')
      .where('person_merges.undone_at', 'is', null)
      .where('person_merges.merged_at', '>=', undoableSince)
      .where((inner) => inner.or([inner('person_merges.survivor_id', '=', inner.ref('people.id')), inner('person_merges.merged_id', '=', inner.ref('people.id'))])),
  )
}

/** No row of any linked table names the person, except, when `due` is given, the rows it tells are due. */
function noRowsBut(eb: ExpressionBuilder<Database, 'people'>, due?: { cutoff: string; events: PublishedEventSlugs }) {
  return eb.and(
    PERSON_LINKED_KINDS.map((kind) => {
      const table = PERSON_LINKED_TABLES[kind] as LinkedTable
      let rows = eb.selectFrom(table).select(`${table}.folio`).whereRef(`${table}.person_id`, '=', 'people.id')
      if (due !== undefined) {
        rows = rows.where((inner) =>
          inner.not(
            kind === 'eventos'
              ? isSignUpDue(inner, due.cutoff, due.events)
              : // The same columns under another of the tables' names (see LinkedTable).
                isDue(inner as unknown as Parameters<typeof isDue>[0], kind, due.cutoff),
          ),
        )
      }
      return eb.not(eb.exists(rows))
    }),
  )
}

/**
 * The people retention deletes at `cutoff`: every row that names them is due (or there is none)
 * and no merge they took part in may still be undone. Oldest first.
 */
export async function duePeopleIds(db: Kysely<Database>, cutoff: string, events: PublishedEventSlugs, undoableSince: string): Promise<string[]> {
  const rows = await db
    .selectFrom('people')
    .select('id')
    .where((eb) => eb.and([noRowsBut(eb, { cutoff, events }), eb.not(inUndoableMerge(eb, undoableSince))]))
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => row.id)
}

/**
 * Deletes the person if nothing names them any more and no merge of theirs may still be undone,
 * and then the merges that name only people gone. Run it in a transaction; whether it deleted them.
 */
export async function deleteGonePerson(trx: Kysely<Database>, id: string, undoableSince: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('people')
    .where('id', '=', id)
    .where((eb) => eb.and([noRowsBut(eb), eb.not(inUndoableMerge(eb, undoableSince))]))
    .executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) return false
  await trx
    .deleteFrom('person_merges')
    .where((eb) =>
      eb.and([
        eb.or([eb('survivor_id', '=', id), eb('merged_id', '=', id)]),
        eb.not(eb.exists(eb.selectFrom('people').select('people.id').whereRef('people.id', '=', 'person_merges.survivor_id'))),
        eb.not(eb.exists(eb.selectFrom('people').select('people.id').whereRef('people.id', '=', 'person_merges.merged_id'))),
      ]),
    )
    .execute()
  return true
}
