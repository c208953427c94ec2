import { sql, type Kysely } from 'kysely'
import type { FichaPeriod } from '#server/db/dashboard.ts'
import type { FollowedUpTable } from '#server/db/activities.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * The funnel dashboard's readings of follow-ups (issue 38): the first answers to the contact
 * messages and fichas received in a period, and the open tasks of each person today.
 */

/**
 * The items of the period with a first-response day, counted by that day and by the hour (UTC,
 * `YYYY-MM-DDTHH`) of their first answer, null while unanswered. A day ends at the institute on a
 * whole hour of UTC, so the hour tells on time from late without a time zone in SQL (SQLite has
 * none); and the groups stay few (days × hours) where the items are many.
 */
export interface FirstResponseGroup {
  readonly respondBy: string
  readonly answeredHour: string | null
  readonly count: number
}

/** The first-response groups of the contact messages (no campus: `period.campus` is not theirs) or the fichas of the period. */
export async function firstResponseGroups(db: Kysely<Database>, table: FollowedUpTable, period: FichaPeriod): Promise<FirstResponseGroup[]> {
  let query = db.selectFrom(table).where('created_at', '>=', period.from).where('created_at', '<', period.to).where('respond_by', 'is not', null)
  if (table === 'admission_forms' && period.campus !== undefined) query = query.where(sql.ref('campus'), '=', period.campus)
  const answeredHour = sql<string | null>`substr(${sql.ref('first_response_at')}, 1, 13)`
  const rows = await query
    .select((eb) => [eb.ref('respond_by').as('respondBy'), answeredHour.as('answeredHour'), eb.fn.countAll<number | string>().as('count')])
    .groupBy(['respond_by', answeredHour])
    .execute()
  return rows.map((row) => ({ respondBy: row.respondBy ?? '', answeredHour: row.answeredHour, count: Number(row.count) }))
}

/** One person's open tasks today and how many of them are overdue. */
export interface AssigneeTaskCounts {
  readonly name: string
  readonly open: number
  readonly overdue: number
}

/** Per assignee with open tasks (disabled accounts too: their tasks still wait), the open ones and those due before `today`. */
export async function openTasksByAssignee(db: Kysely<Database>, today: string): Promise<AssigneeTaskCounts[]> {
  const rows = await db
    .selectFrom('tasks')
    .innerJoin('staff_users', 'staff_users.id', 'tasks.assignee_id')
    .where('tasks.done_at', 'is', null)
    .select((eb) => [
      'staff_users.name',
      eb.fn.countAll<number | string>().as('open'),
      eb.fn.count<number | string>(eb.case().when('tasks.due_on', '<', today).then(1).end()).as('overdue'),
    ])
    .groupBy(['tasks.assignee_id', 'staff_users.name'])
    .execute()
  return rows.map((row) => ({ name: row.name, open: Number(row.open), overdue: Number(row.overdue) }))
}
