import { useCallback, useEffect, useState } from 'react'
import type { z } from '#contracts/zod.ts'
import type { ItemNotice } from './item-page.tsx'
import { useStaffSession } from './staff-session.tsx'

/** A record's page: reading it, the reading failed (404: it does not exist), or the record. */
export type RecordState<Data> = { kind: 'loading' } | { kind: 'failed'; message: string; notFound: boolean } | { kind: 'ready'; record: Data }

/**
 * One record (a queue's item, a certificate) read from `path`, as the server has it now; and
 * what the page says after a change: `refresh` reads it again and says what was done, or why the
 * reading failed (the page keeps showing what it had).
 */
export function useRecord<Data>(path: string, schema: z.ZodMiniType<Data>) {
  const { request } = useStaffSession()
  const [state, setState] = useState<RecordState<Data>>({ kind: 'loading' })
  const [notice, setNotice] = useState<ItemNotice>(null)

  /** The record's state now; `null` when the request was cancelled (the screen was left). */
  const fetchRecord = useCallback(
    async (signal?: AbortSignal): Promise<RecordState<Data> | null> => {
      const result = await request(path, { schema, signal })
      if (result.ok) return { kind: 'ready', record: result.data }
      if (result.kind === 'aborted') return null
      return { kind: 'failed', message: result.serverMessage ?? result.message, notFound: result.status === 404 }
    },
    [request, path, schema],
  )

  useEffect(() => {
    const controller = new AbortController()
    void fetchRecord(controller.signal).then((next) => next && setState(next))
    return () => controller.abort()
  }, [fetchRecord])

  const refresh = useCallback(
    async (done: string) => {
      setNotice(null)
      const next = await fetchRecord()
      if (next?.kind === 'ready') setState(next)
      setNotice(next?.kind === 'failed' ? { tone: 'alert', text: next.message } : { tone: 'status', text: done })
    },
    [fetchRecord],
  )

  /** Reads the record again without a notice: the record as it is now, or `null` if it could not be read. */
  const reread = useCallback(async (): Promise<Data | null> => {
    const next = await fetchRecord()
    if (next?.kind !== 'ready') return null
    setState(next)
    return next.record
  }, [fetchRecord])

  const retry = () => {
    setState({ kind: 'loading' })
    void fetchRecord().then((next) => next && setState(next))
  }

  return { state, notice, refresh, reread, retry }
}
