import type { Kysely } from 'kysely'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'

/** Someone who may follow up a ficha. */
export interface FichaAssignee {
  readonly id: string
  readonly nombre: string
}

/**
 * Who may follow up a ficha: active staff with the fichas queue's role or admin, by name. With
 * `userId`, that person alone if they qualify (to check a choice before storing it).
 */
export async function fichaAssignees(db: Kysely<Database>, userId?: string): Promise<FichaAssignee[]> {
  let query = db
    .selectFrom('staff_users')
    .select(['id', 'name'])
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_roles')
          .select('staff_roles.user_id')
          .whereRef('staff_roles.user_id', '=', 'staff_users.id')
          .where('staff_roles.role', 'in', [STAFF_QUEUES.fichas.role, 'admin']),
      ),
    )
    .orderBy('name')
    .orderBy('email')
  if (userId !== undefined) query = query.where('id', '=', userId)
  return (await query.execute()).map((person) => ({ id: person.id, nombre: person.name }))
}

/** The staff member `id`, if they may follow up a ficha now. */
export async function findAssignee(db: Kysely<Database>, id: string): Promise<FichaAssignee | undefined> {
  return (await fichaAssignees(db, id))[0]
}
