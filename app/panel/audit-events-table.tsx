import { AUDIT_COLUMNS, auditActionLabel, type AuditEvent } from '#contracts/audit.ts'
import { auditDetailLines, auditTargetText, formatAuditInstant } from './audit-format.ts'
import { panelText } from './panel-text.ts'
import styles from './audit.module.css'

const text = panelText.audit

/** An e-mail that wraps, when it must, after its `@` rather than at its last letter. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  )
}

function Detail({ event }: { event: AuditEvent }) {
  const lines = auditDetailLines(event.detail)
  if (lines.length === 0) return text.noValue
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
    <table className={styles.table} role="table">
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
              {event.actorEmail === null ? text.noValue : <Email address={event.actorEmail} />}
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
              {event.ip ?? text.noValue}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
