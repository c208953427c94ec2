import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { apiRequest, type ApiRequestOptions, type ApiResult } from '#app/lib/api-client.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { staffMemberSchema, type StaffMember } from '#contracts/staff.ts'
import { PanelMessage } from './panel-message.tsx'
import { sessionEndOf, signInUrl, type SessionEnd } from './panel-api.ts'
import { panelText } from './panel-text.ts'

export interface StaffSession {
  readonly member: StaffMember
  /**
   * A panel API call. When the answer says the session is gone (401, or spec §8's expired 403)
   * the person is sent to sign in, to come back here afterwards.
   */
  readonly request: <T>(path: string, options?: ApiRequestOptions<T>) => Promise<ApiResult<T>>
  /** Reads `/me` again (after a change to the person's own account). */
  readonly reload: () => Promise<void>
  readonly signOut: () => Promise<void>
}

const SessionContext = createContext<StaffSession | null>(null)

/** The signed-in person and their API calls, inside {@link SignedIn}. */
export function useStaffSession(): StaffSession {
  const session = useContext(SessionContext)
  if (session === null) throw new Error('useStaffSession fuera de <SignedIn>')
  return session
}

type MeState = { kind: 'loading' } | { kind: 'ended'; end: SessionEnd } | { kind: 'failed'; message: string } | { kind: 'ready'; member: StaffMember }

async function readMe(): Promise<MeState> {
  const result = await apiRequest(PANEL_API_PATHS.me, { schema: staffMemberSchema })
  if (result.ok) return { kind: 'ready', member: result.data }
  const end = sessionEndOf(result)
  return end === null ? { kind: 'failed', message: result.message } : { kind: 'ended', end }
}

/**
 * The screens that need a session: asks the server who is signed in (`GET /panel/me`) and sends
 * anyone without a live session to the sign-in screen, with the way back; the server checks
 * every call again, so this only spares a screen that would be refused.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const here = `${location.pathname}${location.search}`
  const [state, setState] = useState<MeState>({ kind: 'loading' })

  const load = useCallback(() => readMe().then(setState), [])

  useEffect(() => {
    let current = true
    void readMe().then((next) => current && setState(next))
    return () => {
      current = false
    }
  }, [])

  const request = useCallback(
    async <T,>(path: string, options?: ApiRequestOptions<T>) => {
      const result = await apiRequest(path, options)
      const end = sessionEndOf(result)
      if (end !== null) void navigate(signInUrl(here, end), { replace: true })
      return result
    },
    [here, navigate],
  )

  const signOut = useCallback(async () => {
    await apiRequest(PANEL_API_PATHS.session, { method: 'DELETE' })
    void navigate(PANEL_PAGES.signIn, { replace: true })
  }, [navigate])

  if (state.kind === 'loading') return <PanelMessage busy heading={panelText.loading} />
  if (state.kind === 'ended') return <Navigate to={signInUrl(here, state.end)} replace />
  if (state.kind === 'failed') {
    return <PanelMessage heading={panelText.unavailable} body={state.message} action={{ label: panelText.retry, onClick: () => void load() }} />
  }
  return (
    <SessionContext.Provider value={{ member: state.member, request, reload: load, signOut }}>{children}</SessionContext.Provider>
  )
}
