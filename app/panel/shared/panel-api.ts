import type { ApiResult } from '#app/lib/api-client.ts'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { PANEL_PAGES, SIGN_IN_QUERY, isPanelPath } from '#contracts/panel-pages.ts'

/** Why a panel request found no usable session: none at all (401), or one that ended (spec §8's 403). */
export type SessionEnd = 'none' | 'expired'

/** The session end a failed answer means, or `null` for any other answer (a wrong role is not one). */
export function sessionEndOf(result: ApiResult<unknown>): SessionEnd | null {
  if (result.ok) return null
  if (result.status === 401) return 'none'
  if (result.status === 403 && result.serverMessage === STATUS_MESSAGES[403]) return 'expired'
  return null
}

/** The sign-in screen, asked to come back to `returnTo` afterwards and, after an expiry, to say so. */
export function signInUrl(returnTo: string, end: SessionEnd): string {
  const query = new URLSearchParams({ [SIGN_IN_QUERY.returnTo]: returnTo })
  if (end === 'expired') query.set(SIGN_IN_QUERY.reason, SIGN_IN_QUERY.expired)
  return `${PANEL_PAGES.signIn}?${query.toString()}`
}

/**
 * Where a sign-in goes on to: the `volver` it was given when that is a panel screen of this site
 * (never another site, never the sign-in itself), else the panel's home.
 */
export function returnTarget(volver: string | null): string {
  if (volver === null || !volver.startsWith('/') || volver.startsWith('//')) return PANEL_PAGES.home
  const { pathname, search, origin } = new URL(volver, 'http://panel.invalid')
  if (origin !== 'http://panel.invalid' || !isPanelPath(pathname) || pathname === PANEL_PAGES.signIn) return PANEL_PAGES.home
  return `${pathname}${search}`
}
