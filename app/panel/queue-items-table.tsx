import { Link } from 'react-router'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { queueStatusLabel, type QueueListItem } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { formatAuditInstant } from './audit-format.ts'
import { EmailText } from './email-text.tsx'
import { Badge } from './queue-badge.tsx'
import { panelText } from './panel-text.ts'
import { formatDay } from './queue-format.ts'
import list from './list.module.css'
import styles from './queue.module.css'

const text = panelText.queues
const columns = text.columns
type Column = keyof typeof columns

/** Each queue's columns: the common ones, then who follows a ficha up, or a request's due day. */
const QUEUE_COLUMNS: Record<StaffQueue, readonly Column[]> = {
  contacto: ['folio', 'recibido', 'nombre', 'contacto', 'resumen', 'estado'],
  fichas: ['folio', 'recibido', 'nombre', 'contacto', 'resumen', 'estado', 'responsable'],
  documentos: ['folio', 'recibido', 'nombre', 'contacto', 'resumen', 'estado', 'fechaLimite'],
}

function Cell({ queue, column, item }: { queue: StaffQueue; column: Column; item: QueueListItem }) {
  switch (column) {
    case 'folio':
      return (
        <>
          <Link to={PANEL_PAGES.queueItem(queue, item.folio)} className={styles.folio}>
            {item.folio}
          </Link>
          {item.posibleDuplicado ? <Badge tone="warning">{text.possibleDuplicate}</Badge> : null}
          {item.vencida ? <Badge tone="danger">{text.overdue}</Badge> : null}
        </>
      )
    case 'recibido':
      return <time dateTime={item.recibido}>{formatAuditInstant(item.recibido)}</time>
    case 'nombre':
      return item.nombre
    case 'contacto':
      return (
        <>
          <EmailText address={item.correo} />
          {item.telefono ? (
            <>
              <br />
              {item.telefono}
            </>
          ) : null}
        </>
      )
    case 'resumen':
      return item.resumen
    case 'estado':
      return queueStatusLabel(queue, item.estado)
    case 'responsable':
      return item.responsable ?? text.noAssignee
    case 'fechaLimite':
      return item.fechaLimite ? formatDay(item.fechaLimite) : panelText.list.noValue
  }
}

/**
 * A page of a queue's items: a table from 992 px, one card per item below (the folio, a link to
 * the item's page, heads the card). Explicit roles keep it a table for screen readers while CSS
 * draws the cards (see audit-events-table.tsx).
 */
export function QueueItemsTable({ queue, items, caption }: { queue: StaffQueue; items: readonly QueueListItem[]; caption: string }) {
  const shown = QUEUE_COLUMNS[queue]
  return (
    <table className={`${list.table} ${styles.table}`} role="table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr role="row">
          {shown.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {columns[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.folio} role="row" className={item.vencida ? styles.overdueRow : undefined}>
            {shown.map((column) => (
              <td key={column} className={column === 'folio' ? list.when : undefined} data-label={columns[column]}>
                <Cell queue={queue} column={column} item={item} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
