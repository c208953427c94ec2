import { AUDIT_COLUMNS, auditActionLabel, type AuditEvent } from '#contracts/audit.ts'
import { formatInstituteTimestamp } from '#server/config/time-zone.ts'
import { toCsv } from '#server/csv/csv.ts'

/**
 * The events as a CSV document for a spreadsheet (`toCsv`: UTF-8 with a byte-order mark, CRLF):
 * the instant in institute time, who (their e-mail, or their id when none was recorded), the
 * action's Spanish label, the target as `type id`, the detail as JSON and the IP.
 */
export function auditCsv(events: readonly AuditEvent[]): string {
  return toCsv(
    Object.values(AUDIT_COLUMNS),
    events.map((event) => [
      formatInstituteTimestamp(new Date(event.at)),
      event.actorEmail ?? event.actorId,
      auditActionLabel(event.action),
      event.target === null ? null : `${event.target.type} ${event.target.id}`,
      event.detail === null ? null : JSON.stringify(event.detail),
      event.ip,
    ]),
  )
}
