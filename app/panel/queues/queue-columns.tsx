import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { queueStatusLabel, type QueueListItem } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { Badge } from '../shared/badge.tsx'
import { formatDay, formatInstant } from '../shared/date-format.ts'
import { EmailText } from '../shared/email-text.tsx'
import type { ListColumn } from '../shared/list/panel-list.ts'
import { panelText } from '../shared/panel-text.ts'
import { queueText as text } from './queue-text.ts'
import list from '../shared/list/list.module.css'

const heads = text.columns
type ColumnKey = keyof typeof heads
type Cell = (item: QueueListItem, queue: StaffQueue) => ReactNode

/** What each column shows of an item. */
const CELLS: Readonly<Record<ColumnKey, Cell>> = {
  folio: (item, queue) => (
    <>
      <Link to={PANEL_PAGES.queueItem(queue, item.folio)} className={list.folio}>
        {item.folio}
      </Link>
      {item.posibleDuplicado ? <Badge tone="warning">{text.possibleDuplicate}</Badge> : null}
      {item.vencida ? <Badge tone="danger">{text.overdue}</Badge> : null}
    </>
  ),
  recibido: (item) => <time dateTime={item.recibido}>{formatInstant(item.recibido)}</time>,
  nombre: (item) => item.nombre,
  contacto: (item) => (
    <>
      <EmailText address={item.correo} />
      {item.telefono ? (
        <>
          <br />
          {item.telefono}
        </>
      ) : null}
    </>
  ),
  resumen: (item) => item.resumen,
  estado: (item, queue) => queueStatusLabel(queue, item.estado),
  responsable: (item) => item.responsable ?? panelText.history.noAssignee,
  fechaLimite: (item) => (item.fechaLimite ? formatDay(item.fechaLimite) : panelText.list.noValue),
}

/** Each queue's columns: the common ones, then who follows a ficha up, and the due day (issue 38: a message's or ficha's first response). */
const QUEUE_COLUMN_KEYS: Readonly<Record<StaffQueue, readonly ColumnKey[]>> = {
  contacto: ['folio', 'recibido', 'nombre', 'contacto', 'resumen', 'estado', 'fechaLimite'],
  fichas: ['folio', 'recibido', 'nombre', 'contacto', 'resumen', 'estado', 'responsable', 'fechaLimite'],
  documentos: ['folio', 'recibido', 'nombre', 'contacto', 'resumen', 'estado', 'fechaLimite'],
  becas: ['folio', 'recibido', 'nombre', 'contacto', 'resumen', 'estado', 'fechaLimite'],
}

/** A queue's columns; the folio, a link to the item's page, heads each row's card on a phone. */
export function queueColumns(queue: StaffQueue): ListColumn<QueueListItem>[] {
  return QUEUE_COLUMN_KEYS[queue].map((key) => ({ key, head: heads[key], lead: key === 'folio', cell: (item) => CELLS[key](item, queue) }))
}
