import { originSchema, touchSource, type Origin } from '#contracts/attribution.ts'
import { columnText } from '#server/queues/queue-fields.ts'

/*
 * Issue 38: a contact message's or a ficha's stored origin, for its page and the export.
 */

/** The row's origin (its `origen` JSON), or null when it came without one or it cannot be read. */
export function storedOrigin(row: object): Origin | null {
  const json = columnText(row, 'origen')
  if (json === null) return null
  try {
    const parsed = originSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The export's origin columns, read from the last touch (the one the queues filter by). */
export const ORIGIN_EXPORT_COLUMNS: readonly { readonly header: string; readonly value: (origin: Origin) => string | undefined }[] = [
  { header: 'origen_fuente', value: (origin) => touchSource(origin.ultima) },
  { header: 'origen_medio', value: (origin) => origin.ultima.utm_medium },
  { header: 'origen_campana', value: (origin) => origin.ultima.utm_campaign },
  { header: 'origen_aterrizaje', value: (origin) => origin.ultima.aterrizaje },
]
