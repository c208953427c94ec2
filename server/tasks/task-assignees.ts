import type { Kysely } from 'kysely'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import type { TaskQueue } from '#contracts/tasks.ts'
import { activeStaffWithRoles } from '#server/db/staff-users.ts'
import type { Database } from '#server/db/schema.ts'

/** Someone who may be given a task. */
export interface TaskAssignee {
  readonly id: string
  readonly nombre: string
}

/**
 * Who may be given a task on an item of `queue`: active staff with the queue's role or admin, by
 * name. With `userId`, that person alone if they qualify (to check a choice before storing it).
 */
export async function taskAssignees(db: Kysely<Database>, queue: TaskQueue, userId?: string): Promise<TaskAssignee[]> {
  const people = await activeStaffWithRoles(db, [STAFF_QUEUES[queue].role, 'admin'], userId)
  return people.map((person) => ({ id: person.id, nombre: person.name }))
}
