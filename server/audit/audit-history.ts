import type { Kysely } from 'kysely'
import { auditDetailSchema, type AuditTarget } from '#contracts/audit.ts'
import type { HistoryStep } from '#contracts/queues.ts'
import { auditEventsAbout } from '#server/db/audit-events.ts'
import type { Database } from '#server/db/schema.ts'

/**
 * What staff did to one thing, oldest first, read from the audit trail by its target
 * (docs/decisions/023): a step's `de`, `a` and `nota` come out of the event's detail, the rest of
 * the detail stays in `detalle`.
 */
export async function auditHistory(db: Kysely<Database>, target: AuditTarget): Promise<HistoryStep[]> {
  const events = await auditEventsAbout(db, target)
  return events.map((event) => {
    const { de, a, nota, ...rest } = event.detail === null ? {} : auditDetailSchema.parse(JSON.parse(event.detail))
    return {
      at: event.at,
      persona: event.actor_email,
      accion: event.action,
      de: typeof de === 'string' ? de : null,
      a: typeof a === 'string' ? a : null,
      nota: typeof nota === 'string' ? nota : null,
      detalle: Object.keys(rest).length > 0 ? rest : null,
    }
  })
}
