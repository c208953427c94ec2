import type { Kysely } from 'kysely'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'

/** Who may follow a ficha up: staff with the admissions role, or administrators. */
const ASSIGNEE_ROLES = [STAFF_QUEUES.fichas.role, 'admin'] as const

/** The staff member `id`, if their account is active and may follow up fichas. */
export async function findAssignee(db: Kysely<Database>, id: string): Promise<{ id: string; nombre: string } | undefined> {
  return db
    .selectFrom('staff_users')
    .select(['staff_users.id', 'staff_users.name as nombre'])
    .where('staff_users.id', '=', id)
    .where('staff_users.disabled_at', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('staff_roles').select('role').whereRef('staff_roles.user_id', '=', 'staff_users.id').where('role', 'in', ASSIGNEE_ROLES)))
    .executeTakeFirst()
}
