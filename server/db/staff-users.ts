import type { Kysely } from 'kysely'
import type { StaffRole } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * Staff members and their roles. Better Auth writes the users, accounts and sessions itself
 * (server/auth/auth.ts); these are our reads and our columns: roles and `disabled_at`.
 */

/** Better Auth's provider id for e-mail and password accounts. */
export const CREDENTIAL_PROVIDER = 'credential'

/** Every staff user (or the one with `userId`), by name then e-mail, with whether a password is set. */
export async function staffUserRows(db: Kysely<Database>, userId?: string) {
  let query = db
    .selectFrom('staff_users')
    .select(['id', 'email', 'name', 'disabled_at', 'two_factor_enabled'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('staff_accounts').select('staff_accounts.id').whereRef('staff_accounts.user_id', '=', 'staff_users.id').where('provider_id', '=', CREDENTIAL_PROVIDER))
        .as('has_password'),
    )
    .orderBy('name')
    .orderBy('email')
  if (userId !== undefined) query = query.where('id', '=', userId)
  return query.execute()
}

/** The roles of every staff user (or of `userId`), each user's in alphabetical order. */
export async function staffRoleRows(db: Kysely<Database>, userId?: string): Promise<{ user_id: string; role: StaffRole }[]> {
  let query = db.selectFrom('staff_roles').select(['user_id', 'role']).orderBy('role')
  if (userId !== undefined) query = query.where('user_id', '=', userId)
  return query.execute()
}

/** When the staff user with this id or e-mail was disabled (null: active); undefined when there is none. */
export async function staffDisabledAt(db: Kysely<Database>, by: { readonly id: string } | { readonly email: string }): Promise<{ disabled_at: string | null } | undefined> {
  const query = db.selectFrom('staff_users').select('disabled_at')
  return ('id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email)).executeTakeFirst()
}

/** Disables a staff user at `at`, or enables them again with `null`. */
export async function setStaffDisabledAt(db: Kysely<Database>, userId: string, at: string | null): Promise<void> {
  await db.updateTable('staff_users').set({ disabled_at: at }).where('id', '=', userId).execute()
}

export async function insertStaffRoles(db: Kysely<Database>, userId: string, roles: readonly StaffRole[]): Promise<void> {
  await db
    .insertInto('staff_roles')
    .values(roles.map((role) => ({ user_id: userId, role })))
    .execute()
}

export async function deleteStaffRoles(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('staff_roles').where('user_id', '=', userId).execute()
}

/** A staff member as the queues name them. */
export interface StaffName {
  readonly id: string
  readonly name: string
}

/**
 * Active staff holding any of `roles`, by name (then e-mail). With `id`, that person alone if
 * they qualify.
 */
export async function activeStaffWithRoles(db: Kysely<Database>, roles: readonly StaffRole[], id?: string): Promise<StaffName[]> {
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
          .where('staff_roles.role', 'in', roles),
      ),
    )
    .orderBy('name')
    .orderBy('email')
  if (id !== undefined) query = query.where('id', '=', id)
  return query.execute()
}

/** The names of every staff member, disabled ones too, or of the one with `id`. */
export function staffNames(db: Kysely<Database>, id?: string): Promise<StaffName[]> {
  const query = db.selectFrom('staff_users').select(['id', 'name'])
  return (id === undefined ? query : query.where('id', '=', id)).execute()
}
