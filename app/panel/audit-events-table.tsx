import { AUDIT_COLUMNS, auditActionLabel, type AuditEvent } from '#contracts/audit.ts'
import { EmailText } from './email-text.tsx'
import { auditDetailLines, auditTargetText, formatAuditInstant } from './audit-format.ts'
import { panelText } from './panel-text.ts'
import styles from './list.module.css'

const text = panelText.audit
const listText = panelText.list

function Detail({ event }: { event: AuditEvent }) {
  const lines = auditDetailLines(event.detail)
  if (lines.length === 0) return listText.noValue
  return (
    <dl className={styles.detail}>
      {lines.map((line) => (
        <div key={line.key}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The events as a table: its columns from 992 px, one card per event below (each value beside its
 * column's name). The explicit roles keep it a table for screen readers while CSS draws the cards:
 * some browsers drop table semantics when a table's display changes.
 */
export function AuditEventsTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <table className={`${styles.table} ${styles.auditColumns}`} role="table">
      <caption className="sr-only">{text.caption}</caption>
      <thead>
        <tr role="row">
          {Object.entries(AUDIT_COLUMNS).map(([key, label]) => (
            <th key={key} scope="col" role="columnheader">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id} role="row">
            <td className={styles.when}>
              <time dateTime={event.at}>{formatAuditInstant(event.at)}</time>
            </td>
            <td data-label={AUDIT_COLUMNS.actor}>
              {event.actorEmail === null ? listText.noValue : <EmailText address={event.actorEmail} />}
            </td>
            <td data-label={AUDIT_COLUMNS.action}>
              {auditActionLabel(event.action)}
            </td>
            <td className={styles.code} data-label={AUDIT_COLUMNS.target}>
              {auditTargetText(event.target)}
            </td>
            <td data-label={AUDIT_COLUMNS.detail}>
              <Detail event={event} />
            </td>
            <td className={styles.code} data-label={AUDIT_COLUMNS.ip}>
              {event.ip ?? listText.noValue}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
