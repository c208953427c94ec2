import type { Kysely } from 'kysely'
import type { NewStaff } from '#contracts/staff.ts'
import type { StaffAuth } from '#server/auth/auth.ts'
import { passwordProblem } from '#server/auth/password-policy.ts'
import type { Database } from '#server/db/schema.ts'

/** A staff account that cannot be made or changed as asked; the message says why, in Spanish. */
export class StaffAccountError extends Error {
  override readonly name = 'StaffAccountError'
}

/** Better Auth's provider id for e-mail and password accounts. */
const CREDENTIAL_PROVIDER = 'credential'

/**
 * Creates a staff member with their roles and, when given, their password (hashed by Better
 * Auth). Without a password the person sets one through a set-password link.
 *
 * @throws {StaffAccountError} when the e-mail is taken or the password is refused.
 */
export async function createStaffAccount(auth: StaffAuth, db: Kysely<Database>, staff: NewStaff, password: string | null): Promise<{ id: string }> {
  const problem = password === null ? null : passwordProblem(password)
  if (problem !== null) throw new StaffAccountError(problem)
  const context = await auth.$context
  if ((await context.internalAdapter.findUserByEmail(staff.email)) !== null) {
    throw new StaffAccountError(`Ya existe una cuenta con el correo ${staff.email}.`)
  }
  const user = await context.internalAdapter.createUser({ email: staff.email, name: staff.nombre, emailVerified: true }, { method: 'admin' })
  try {
    await db
      .insertInto('staff_roles')
      .values(staff.roles.map((role) => ({ user_id: user.id, role })))
      .execute()
    if (password !== null) {
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: CREDENTIAL_PROVIDER,
        accountId: user.id,
        password: await context.password.hash(password),
      })
    }
  } catch (error) {
    // Better Auth's writes are not in our transaction: undo the half-made account (its rows cascade).
    await context.internalAdapter.deleteUser(user.id)
    throw error
  }
  return { id: user.id }
}

/** Disables an account: its sessions end at once and it cannot sign in until enabled again. */
export async function disableStaffAccount(auth: StaffAuth, db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db.updateTable('staff_users').set({ disabled_at: now.toISOString() }).where('id', '=', userId).execute()
  const context = await auth.$context
  await context.internalAdapter.deleteUserSessions(userId)
}
