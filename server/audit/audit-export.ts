import type { Kysely } from 'kysely'
import { auditCsv } from '#server/audit/audit-csv.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { auditEventsForExport, type AuditEventFilters } from '#server/db/audit-events.ts'
import type { Database } from '#server/db/schema.ts'

/** Who exports, from which address. */
export interface AuditExporter {
  readonly id: string
  readonly email: string
  readonly ip: string
}

/**
 * Every event that matches the filters as a CSV document, the export itself recorded in the trail:
 * who, with which of the filters given, and how many rows it had.
 */
export async function exportAuditCsv(db: Kysely<Database>, filters: AuditEventFilters, by: AuditExporter, now: Date): Promise<string> {
  const given = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined))
  const events = await auditEventsForExport(db, filters)
  await appendAuditEvent(
    db,
    { actorId: by.id, actorEmail: by.email, action: 'export', target: { type: 'auditoria', id: 'csv' }, detail: { filtros: given, filas: events.length }, ip: by.ip },
    now,
  )
  return auditCsv(events)
}
