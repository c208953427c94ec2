import type { Kysely } from 'kysely'
import type { StaffListItem, StaffMember, StaffRole } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'
import { deleteStaffRoles, insertStaffRoles, staffRoleRows, staffUserRows } from '#server/db/staff-users.ts'

/** Better Auth stores booleans as 0/1 on SQLite and as booleans on PostgreSQL. */
const isOn = (value: boolean | number | null) => value === true || value === 1

/** Every staff member, by name, with roles, state, two-factor and whether a password is set. */
export async function listStaff(db: Kysely<Database>, userId?: string): Promise<StaffListItem[]> {
  const users = await staffUserRows(db, userId)
  const roleRows = await staffRoleRows(db, userId)
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
    await deleteStaffRoles(trx, userId)
    await insertStaffRoles(trx, userId, roles)
  })
}
