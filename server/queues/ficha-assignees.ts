import type { Kysely } from 'kysely'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { activeStaffWithRoles } from '#server/db/staff-users.ts'
import type { Database } from '#server/db/schema.ts'

/** Someone who may follow up a ficha. */
export interface FichaAssignee {
  readonly id: string
  readonly nombre: string
}

/** The roles that may follow up a ficha: the fichas queue's, and admin. */
const ASSIGNEE_ROLES = [STAFF_QUEUES.fichas.role, 'admin'] as const

/**
 * Who may follow up a ficha: active staff with the fichas queue's role or admin, by name. With
 * `userId`, that person alone if they qualify (to check a choice before storing it).
 */
export async function fichaAssignees(db: Kysely<Database>, userId?: string): Promise<FichaAssignee[]> {
  return (await activeStaffWithRoles(db, ASSIGNEE_ROLES, userId)).map((person) => ({ id: person.id, nombre: person.name }))
}

/** The staff member `id`, if they may follow up a ficha now. */
export async function findAssignee(db: Kysely<Database>, id: string): Promise<FichaAssignee | undefined> {
  return (await fichaAssignees(db, id))[0]
}
