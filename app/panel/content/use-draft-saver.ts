import { useCallback, useEffect, useRef, useState } from 'react'
import { CONTENT_DRAFT_SAVE_DELAY_MS } from '#app/config/ui-timing.ts'
import { CONTENT_API_PATHS, contentDraftAnswerSchema } from '#contracts/content/content-api.ts'
import { useStaffSession } from '../shared/staff-session.tsx'

/** Where the draft stands: as the server keeps it, being sent, waiting to be sent, or refused. */
export type DraftState =
  | { kind: 'clean'; savedAt: string | null }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }

interface Pending {
  readonly data: unknown
  readonly version: number
}

/**
 * Keeps a record's draft on the server as one types: each change is sent
 * {@link CONTENT_DRAFT_SAVE_DELAY_MS} after the last one, one request at a time. `flush` sends what
 * is waiting now (before a preview or a publish); `forget` drops it (after a publish or a discard).
 */
export function useDraftSaver(kind: string, key: string, savedAt: string | null) {
  const { request } = useStaffSession()
  const [state, setState] = useState<DraftState>({ kind: 'clean', savedAt })
  const pending = useRef<Pending | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const inFlight = useRef<Promise<void>>(Promise.resolve())

  const send = useCallback((): Promise<void> => {
    clearTimeout(timer.current)
    const sending = inFlight.current.then(async () => {
      const next = pending.current
      if (next === null) return
      pending.current = null
      setState({ kind: 'saving' })
      const result = await request(CONTENT_API_PATHS.draft(kind, key), {
        method: 'PUT',
        json: { datos: next.data, version: next.version },
        schema: contentDraftAnswerSchema,
      })
      // A newer change waits: it will be sent and say how it went.
      if (pending.current !== null) return
      if (result.ok) setState({ kind: 'clean', savedAt: result.data.guardadoEn })
      else {
        pending.current = next
        setState({ kind: 'failed', message: result.serverMessage ?? result.message })
      }
    })
    inFlight.current = sending
    return sending
  }, [request, kind, key])

  const change = useCallback(
    (data: unknown, version: number) => {
      pending.current = { data, version }
      setState({ kind: 'dirty' })
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void send(), CONTENT_DRAFT_SAVE_DELAY_MS)
    },
    [send],
  )

  const forget = useCallback(async () => {
    clearTimeout(timer.current)
    pending.current = null
    await inFlight.current
    setState({ kind: 'clean', savedAt: null })
  }, [])

  // Leaving the editor sends what is waiting; closing the tab first asks.
  useEffect(
    () => () => {
      if (pending.current !== null) void send()
    },
    [send],
  )
  const unsaved = state.kind !== 'clean'
  useEffect(() => {
    if (!unsaved) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])

  return { state, change, flush: send, forget }
}
