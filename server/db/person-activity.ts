import type { Kysely } from 'kysely'
import type { StaffQueue } from '#contracts/staff.ts'
import { QUEUE_TABLE_NAMES } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * Issue 38: what a person's page adds to their submissions: the activities staff recorded on them
 * and the person's event sign-ups. Activities are keyed by queue and folio, so they are found
 * through the person's folios of each queue (the (queue, folio, at) index and each queue's
 * (person_id, created_at) one).
 */

/** One activity on a person's submission, with the name of who did it (null when the account is gone). */
export interface PersonActivityRow {
  readonly id: string
  readonly queue: StaffQueue
  readonly folio: string
  readonly kind: string
  readonly outcome: string
  readonly note: string | null
  readonly staffName: string | null
  readonly at: string
}

/** The newest `limit` activities on the person's submissions of `queues`, newest first (ties by id). */
export async function personActivities(db: Kysely<Database>, personId: string, queues: readonly StaffQueue[], limit: number): Promise<PersonActivityRow[]> {
  const perQueue = await Promise.all(
    queues.map(async (queue) => {
      const rows = await db
        .selectFrom('activities')
        .leftJoin('staff_users', 'staff_users.id', 'activities.staff_id')
        .select(['activities.id', 'activities.folio', 'activities.kind', 'activities.outcome', 'activities.note', 'activities.at', 'staff_users.name as staffName'])
        .where('activities.queue', '=', queue)
        .where('activities.folio', 'in', db.selectFrom(QUEUE_TABLE_NAMES[queue]).select('folio').where('person_id', '=', personId))
        .orderBy('activities.at', 'desc')
        .orderBy('activities.id', 'desc')
        .limit(limit)
        .execute()
      return rows.map((row) => ({ ...row, queue }))
    }),
  )
  return perQueue
    .flat()
    .sort((left, right) => right.at.localeCompare(left.at) || right.id.localeCompare(left.id))
    .slice(0, limit)
}

/** The person's event sign-ups, newest first. */
export function personSignUps(db: Kysely<Database>, personId: string) {
  return db
    .selectFrom('event_sign_ups')
    .select(['folio', 'event_slug', 'status', 'places', 'created_at', 'attended_at'])
    .where('person_id', '=', personId)
    .orderBy('created_at', 'desc')
    .orderBy('folio', 'desc')
    .execute()
}
