import type { Kysely } from 'kysely'
import type { NewStaff } from '#contracts/staff.ts'
import type { StaffAuth } from '#server/auth/auth.ts'
import { passwordProblem } from '#server/auth/password-policy.ts'
import type { Database } from '#server/db/schema.ts'
import { CREDENTIAL_PROVIDER, insertStaffRoles, setStaffDisabledAt, staffDisabledAt } from '#server/db/staff-users.ts'

/** A staff account that cannot be made or changed as asked; the message says why, in Spanish. */
export class StaffAccountError extends Error {
  override readonly name = 'StaffAccountError'
}

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
    await insertStaffRoles(db, user.id, staff.roles)
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
  await setStaffDisabledAt(db, userId, now.toISOString())
  const context = await auth.$context
  await context.internalAdapter.deleteUserSessions(userId)
}

/** Enables a disabled account again: its password (or a set-password link) signs in once more. */
export async function enableStaffAccount(db: Kysely<Database>, userId: string): Promise<void> {
  await setStaffDisabledAt(db, userId, null)
}

/**
 * Sends a set-password link to the address when it has an account that is not disabled; nothing
 * otherwise (the reset answer is the same either way).
 */
export async function sendResetLinkIfActive(auth: StaffAuth, db: Kysely<Database>, email: string): Promise<void> {
  const account = await staffDisabledAt(db, { email })
  if (account !== undefined && account.disabled_at === null) await auth.api.requestPasswordReset({ body: { email } })
}
