import type { Kysely } from 'kysely'
import type { StaffListItem, StaffMember, StaffRole } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'

/** Better Auth stores booleans as 0/1 on SQLite and as booleans on PostgreSQL. */
const isOn = (value: boolean | number | null) => value === true || value === 1

/** Every staff member, by name, with roles, state, two-factor and whether a password is set. */
export async function listStaff(db: Kysely<Database>, userId?: string): Promise<StaffListItem[]> {
  let query = db
    .selectFrom('staff_users')
    .select(['id', 'email', 'name', 'disabled_at', 'two_factor_enabled'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('staff_accounts').select('staff_accounts.id').whereRef('staff_accounts.user_id', '=', 'staff_users.id').where('provider_id', '=', 'credential'))
        .as('has_password'),
    )
    .orderBy('name')
    .orderBy('email')
  if (userId !== undefined) query = query.where('id', '=', userId)
  const users = await query.execute()
  let roleQuery = db.selectFrom('staff_roles').select(['user_id', 'role']).orderBy('role')
  if (userId !== undefined) roleQuery = roleQuery.where('user_id', '=', userId)
  const roleRows = await roleQuery.execute()
  const rolesByUser = new Map<string, StaffRole[]>()
  for (const { user_id, role } of roleRows) rolesByUser.set(user_id, [...(rolesByUser.get(user_id) ?? []), role])
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    nombre: user.name,
    roles: rolesByUser.get(user.id) ?? [],
    activo: user.disabled_at === null,
    dosPasos: isOn(user.two_factor_enabled),
    tieneContrasena: isOn(user.has_password as boolean | number),
  }))
}

/** The signed-in person as `/panel/me` and a sign-in answer them; `undefined` for an unknown id. */
export async function staffMember(db: Kysely<Database>, userId: string): Promise<StaffMember | undefined> {
  const [person] = await listStaff(db, userId)
  return person && { email: person.email, nombre: person.nombre, roles: person.roles, dosPasos: person.dosPasos }
}

/** Replaces a staff member's roles. */
export async function setStaffRoles(db: Kysely<Database>, userId: string, roles: readonly StaffRole[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_roles').where('user_id', '=', userId).execute()
    await trx.insertInto('staff_roles').values(roles.map((role) => ({ user_id: userId, role }))).execute()
  })
}
