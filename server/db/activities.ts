import type { Insertable, Kysely } from 'kysely'
import type { Database, ActivitiesTable } from '#server/db/schema.ts'

/*
 * Issue 38: the activities on contact messages and fichas (a call, a WhatsApp message, an e-mail,
 * a visit, a note), and the first-response mark they set on the item's row.
 */

/** The tables whose items have a first-response deadline. */
export type FollowedUpTable = 'contact_messages' | 'admission_forms'

/** Writes one activity. */
export async function insertActivity(db: Kysely<Database>, activity: Insertable<ActivitiesTable>): Promise<void> {
  await db.insertInto('activities').values(activity).execute()
}

/** The item's activities, newest first (ties by id), with the name of who did each: served by the (queue, folio, at) index. */
export function itemActivities(db: Kysely<Database>, queue: string, folio: string) {
  return db
    .selectFrom('activities')
    .leftJoin('staff_users', 'staff_users.id', 'activities.staff_id')
    .select(['activities.id', 'activities.kind', 'activities.outcome', 'activities.note', 'activities.at', 'staff_users.name as staffName'])
    .where('activities.queue', '=', queue)
    .where('activities.folio', '=', folio)
    .orderBy('activities.at', 'desc')
    .orderBy('activities.id', 'desc')
    .execute()
}

/** Notes `at` as the item's first response, unless one is noted already. Resolves whether this was the first. */
export async function markFirstResponse(db: Kysely<Database>, table: FollowedUpTable, folio: string, at: string): Promise<boolean> {
  const updated = await db.updateTable(table).set({ first_response_at: at }).where('folio', '=', folio).where('first_response_at', 'is', null).executeTakeFirst()
  return updated.numUpdatedRows > 0n
}

/** The item's deadline columns, or undefined for an unknown folio. */
export function firstResponseColumns(db: Kysely<Database>, table: FollowedUpTable, folio: string) {
  return db.selectFrom(table).select(['status', 'respond_by', 'first_response_at']).where('folio', '=', folio).executeTakeFirst()
}

/**
 * How many activities of each kind were recorded from `since` to before `until` (ISO-8601 UTC), for
 * the funnel's dashboard. PostgreSQL counts in bigint, which pg hands over as text: answered as numbers.
 */
export async function activityCountsByKind(db: Kysely<Database>, since: string, until: string): Promise<{ kind: string; count: number }[]> {
  const rows = await db
    .selectFrom('activities')
    .select((eb) => ['kind', eb.fn.countAll<number | string>().as('count')])
    .where('at', '>=', since)
    .where('at', '<', until)
    .groupBy('kind')
    .orderBy('kind')
    .execute()
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }))
}
