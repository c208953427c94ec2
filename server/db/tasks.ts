import type { Kysely, Selectable } from 'kysely'
import type { TaskQueue } from '#contracts/tasks.ts'
import type { Database, TasksTable } from '#server/db/schema.ts'

/** A stored task with its assignee's name (disabled accounts keep theirs). */
export type TaskRow = Selectable<TasksTable> & { assignee_name: string }

export type NewTaskRow = Omit<Selectable<TasksTable>, 'version' | 'done_at' | 'done_by'>

/** The tasks with their assignee's name, to filter and order further. */
function tasksWithAssignee(db: Kysely<Database>) {
  return db.selectFrom('tasks').innerJoin('staff_users', 'staff_users.id', 'tasks.assignee_id').selectAll('tasks').select('staff_users.name as assignee_name')
}

export async function insertTask(db: Kysely<Database>, task: NewTaskRow): Promise<void> {
  await db.insertInto('tasks').values(task).execute()
}

/** The tasks of one item: open ones first, each group by due day, then as created. */
export function tasksOfItem(db: Kysely<Database>, queue: TaskQueue, folio: string): Promise<TaskRow[]> {
  return tasksWithAssignee(db)
    .where('tasks.queue', '=', queue)
    .where('tasks.folio', '=', folio)
    .orderBy((eb) => eb.case().when('tasks.done_at', 'is', null).then(0).else(1).end())
    .orderBy('tasks.due_on')
    .orderBy('tasks.created_at')
    .orderBy('tasks.id')
    .execute()
}

/** The task `id` of that item, if it has it. */
export function findItemTask(db: Kysely<Database>, queue: TaskQueue, folio: string, id: string): Promise<TaskRow | undefined> {
  return tasksWithAssignee(db).where('tasks.id', '=', id).where('tasks.queue', '=', queue).where('tasks.folio', '=', folio).executeTakeFirst()
}

/**
 * The open tasks of `assigneeId` on items of `queues`, by due day (the overdue ones come first),
 * at most `limit`; with `dueBy`, only those due that day or earlier.
 */
export function openTasksOf(
  db: Kysely<Database>,
  assigneeId: string,
  queues: readonly TaskQueue[],
  { limit, dueBy }: { limit: number; dueBy?: string },
): Promise<TaskRow[]> {
  if (queues.length === 0) return Promise.resolve([])
  let query = tasksWithAssignee(db).where('tasks.assignee_id', '=', assigneeId).where('tasks.done_at', 'is', null).where('tasks.queue', 'in', queues)
  if (dueBy !== undefined) query = query.where('tasks.due_on', '<=', dueBy)
  return query.orderBy('tasks.due_on').orderBy('tasks.created_at').orderBy('tasks.id').limit(limit).execute()
}

/** How many open tasks `assigneeId` has on items of `queues` (with `dueBy`, due that day or earlier). */
export async function countOpenTasksOf(db: Kysely<Database>, assigneeId: string, queues: readonly TaskQueue[], dueBy?: string): Promise<number> {
  if (queues.length === 0) return 0
  let query = db.selectFrom('tasks').where('assignee_id', '=', assigneeId).where('done_at', 'is', null).where('queue', 'in', queues)
  if (dueBy !== undefined) query = query.where('due_on', '<=', dueBy)
  const { count } = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()
  return Number(count)
}

/** The people with an open task due on `day` or earlier, whose account is active: the digest's recipients. */
export function activeAssigneesWithTasksDueBy(db: Kysely<Database>, day: string): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email'])
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('tasks').select('tasks.id').whereRef('tasks.assignee_id', '=', 'staff_users.id').where('tasks.done_at', 'is', null).where('tasks.due_on', '<=', day),
      ),
    )
    .orderBy('id')
    .execute()
}

/**
 * Marks the task done at `doneAt` by `doneBy`, or open again with nulls, only if its version is
 * still `version.read`; true when it changed.
 */
export async function setTaskDone(
  db: Kysely<Database>,
  id: string,
  version: { read: number; next: number },
  done: { at: string; by: string } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('tasks')
    .set({ done_at: done?.at ?? null, done_by: done?.by ?? null, version: version.next })
    .where('id', '=', id)
    .where('version', '=', version.read)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
