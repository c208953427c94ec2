import { getSessionCookie } from 'better-auth/cookies'
import type { Kysely } from 'kysely'
import { staffMayUse, type StaffRole } from '#contracts/staff.ts'
import { SESSION_MAX_AGE_MS, type StaffAuth } from '#server/auth/auth.ts'
import type { Database } from '#server/db/schema.ts'
import { staffDisabledAt, staffRoleRows } from '#server/db/staff-users.ts'

/** The signed-in staff member a panel request acts as. */
export interface StaffIdentity {
  readonly id: string
  readonly email: string
  readonly nombre: string
  readonly roles: readonly StaffRole[]
}

/**
 * What a request's cookie amounts to: no session cookie at all (401); a cookie whose session has
 * ended, by idle or absolute expiry, sign-out or a disabled account (403, spec §8's expired
 * session); or an active session, with the cookies that slide its expiry forward.
 */
export type StaffSessionState =
  | { readonly kind: 'none' }
  | { readonly kind: 'ended' }
  | { readonly kind: 'active'; readonly staff: StaffIdentity; readonly token: string; readonly setCookies: readonly string[] }

/** The cookie's prefix (auth.ts `advanced.cookiePrefix`). */
export const PANEL_COOKIE_PREFIX = 'panel'

export async function rolesOf(db: Kysely<Database>, userId: string): Promise<StaffRole[]> {
  return (await staffRoleRows(db, userId)).map((row) => row.role)
}

export async function readStaffSession(auth: StaffAuth, db: Kysely<Database>, headers: Headers, now: Date): Promise<StaffSessionState> {
  if (getSessionCookie(headers, { cookiePrefix: PANEL_COOKIE_PREFIX }) === null) return { kind: 'none' }
  const { headers: answerHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true })
  if (response === null) return { kind: 'ended' }
  const { session, user } = response
  const context = await auth.$context
  if (now.getTime() - new Date(session.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    await context.internalAdapter.deleteSession(session.token)
    return { kind: 'ended' }
  }
  const account = await staffDisabledAt(db, { id: user.id })
  if (account === undefined || account.disabled_at !== null) {
    await context.internalAdapter.deleteUserSessions(user.id)
    return { kind: 'ended' }
  }
  return {
    kind: 'active',
    staff: { id: user.id, email: user.email, nombre: user.name, roles: await rolesOf(db, user.id) },
    token: session.token,
    setCookies: answerHeaders.getSetCookie(),
  }
}

/**
 * Whether a request may use something meant for `access` (any staff member, or these roles and
 * admin): no session (401), an ended one (403, spec §8), a role it does not take (403), or the
 * person. A live session's sliding-expiry cookies come with the last two.
 */
export type StaffAccess =
  | { readonly kind: 'none' }
  | { readonly kind: 'ended' }
  | { readonly kind: 'wrongRole'; readonly setCookies: readonly string[] }
  | { readonly kind: 'allowed'; readonly staff: StaffIdentity; readonly setCookies: readonly string[] }

export async function readStaffAccess(
  auth: StaffAuth,
  db: Kysely<Database>,
  headers: Headers,
  now: Date,
  access: 'staff' | readonly StaffRole[],
): Promise<StaffAccess> {
  const state = await readStaffSession(auth, db, headers, now)
  if (state.kind !== 'active') return state
  const { staff, setCookies } = state
  return access === 'staff' || staffMayUse(staff.roles, access) ? { kind: 'allowed', staff, setCookies } : { kind: 'wrongRole', setCookies }
}
