import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { AUDIT_ACTIONS, AUDIT_COLUMNS, AUDIT_FILTER_TEXT, auditActionLabel, auditFilterFormSchema, auditPageSchema, type AuditEvent } from '#contracts/audit.ts'
import { EMAIL_MAX_CHARS } from '#contracts/limits.ts'
import { formatInstant } from '../shared/date-format.ts'
import { EmailText } from '../shared/email-text.tsx'
import { panelList, type FilterSchema, type ListColumn } from '../shared/list/panel-list.ts'
import { panelText } from '../shared/panel-text.ts'
import { auditDetailLines, auditTargetText } from './audit-format.ts'
import { auditText as text } from './audit-text.ts'
import styles from '../shared/list/list.module.css'

const noValue = panelText.list.noValue

function Detail({ event }: { event: AuditEvent }) {
  const lines = auditDetailLines(event.detail)
  if (lines.length === 0) return noValue
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

/** The trail's columns, in AUDIT_COLUMNS order (the CSV's), with their widths from 992 px; the day heads each event's card on a phone. */
const COLUMNS: readonly ListColumn<AuditEvent>[] = [
  { key: 'at', head: AUDIT_COLUMNS.at, width: '17%', lead: true, cell: (event) => <time dateTime={event.at}>{formatInstant(event.at)}</time> },
  { key: 'actor', head: AUDIT_COLUMNS.actor, width: '21%', cell: (event) => (event.actorEmail === null ? noValue : <EmailText address={event.actorEmail} />) },
  { key: 'action', head: AUDIT_COLUMNS.action, width: '14%', cell: (event) => auditActionLabel(event.action) },
  { key: 'target', head: AUDIT_COLUMNS.target, width: '17%', code: true, cell: (event) => auditTargetText(event.target) },
  { key: 'detail', head: AUDIT_COLUMNS.detail, width: '20%', cell: (event) => <Detail event={event} /> },
  { key: 'ip', head: AUDIT_COLUMNS.ip, width: '11%', code: true, cell: (event) => event.ip ?? noValue },
]

type AuditFilterKey = keyof typeof auditFilterFormSchema.shape

/**
 * The audit trail's list (issue 13): newest first, filtered by person, action and days (checked
 * with the server's own schema), and exportable as CSV.
 */
export const AUDIT_LIST = panelList({
  apiPath: PANEL_API_PATHS.audit,
  csvPath: PANEL_API_PATHS.auditCsv,
  schema: auditPageSchema,
  items: (page) => page.items,
  table: { columns: COLUMNS, itemKey: (event) => String(event.id) },
  filterSchema: auditFilterFormSchema as unknown as FilterSchema<AuditFilterKey>,
  filterText: AUDIT_FILTER_TEXT,
  filterIntro: text.filtersIntro,
  filters: [
    { name: 'persona', control: { kind: 'email', maxLength: EMAIL_MAX_CHARS } },
    { name: 'accion', control: { kind: 'select', options: AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(action) })), anyLabel: text.allActions } },
    { name: 'desde', control: { kind: 'date' } },
    { name: 'hasta', control: { kind: 'date' } },
  ],
  text,
})
