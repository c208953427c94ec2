import { useEffect, useState } from 'react'
import type { ApiResult } from '#app/lib/api-client.ts'
import type { z } from '#contracts/zod.ts'
import { useStaffSession } from '../staff-session.tsx'

/**
 * One page of a panel list (queues, certificates, audit trail) read from `path`: `null` while it
 * loads, an answer that belongs to an earlier path never shown, and `reload` to read the same
 * path again (the same filters applied twice, or «Reintentar»).
 */
export function useListPage<Page>(path: string, schema: z.ZodMiniType<Page>): { result: ApiResult<Page> | null; reload: () => void } {
  const { request } = useStaffSession()
  const [attempt, setAttempt] = useState(0)
  const load = `${attempt} ${path}`
  const [loaded, setLoaded] = useState<{ load: string; result: ApiResult<Page> } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void request(path, { schema, signal: controller.signal }).then((result) => {
      if (result.ok || result.kind !== 'aborted') setLoaded({ load, result })
    })
    return () => controller.abort()
  }, [request, path, schema, load])

  return { result: loaded?.load === load ? loaded.result : null, reload: () => setAttempt((count) => count + 1) }
}
