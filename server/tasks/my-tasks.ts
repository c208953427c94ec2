import type { Kysely } from 'kysely'
import { MY_TASKS_MAX } from '#contracts/limits.ts'
import { STAFF_QUEUES, staffMayUse, type StaffRole } from '#contracts/staff.ts'
import { TASK_QUEUES, type MyTasks, type TaskQueue } from '#contracts/tasks.ts'
import type { Database } from '#server/db/schema.ts'
import { countOpenTasksOf, openTasksOf } from '#server/db/tasks.ts'
import { taskView } from '#server/tasks/task-view.ts'

/** The queues whose items a person with `roles` may open: their tasks there are theirs to see. */
export function taskQueuesFor(roles: readonly StaffRole[]): TaskQueue[] {
  return TASK_QUEUES.filter((queue) => staffMayUse(roles, [STAFF_QUEUES[queue].role]))
}

/**
 * A person's open tasks on the items they may open, by due day (so the overdue ones first), at
 * most MY_TASKS_MAX; with `dueBy`, only those due that day or earlier (the digest's).
 */
export async function openTasksFor(
  db: Kysely<Database>,
  person: { readonly id: string; readonly roles: readonly StaffRole[] },
  now: Date,
  dueBy?: string,
): Promise<MyTasks> {
  const queues = taskQueuesFor(person.roles)
  const [rows, total] = await Promise.all([openTasksOf(db, person.id, queues, { limit: MY_TASKS_MAX, dueBy }), countOpenTasksOf(db, person.id, queues, dueBy)])
  return { tareas: rows.map((row) => taskView(row, now)), total }
}
