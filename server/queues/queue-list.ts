import type { Kysely } from 'kysely'
import { CAMPUS_LABELS, CARRERA_LABELS, optionLabel } from '#contracts/admission-options.ts'
import { QUEUE_PAGE_SIZE } from '#contracts/limits.ts'
import { queueStatuses, type QueueFilters, type QueueListItem, type QueuePage } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { overdueRows, queuePageRows, statusCounts, type QueueListRows } from '#server/db/queue-list.ts'
import type { Database } from '#server/db/schema.ts'
import { isOverdueItem, overdueRule } from '#server/queues/overdue.ts'
import { columnText } from '#server/queues/queue-fields.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'

/*
 * A queue's list for the panel (issue 14): a page of the filtered items, newest first, with the
 * count of each status; how a page is read is in server/db/queue-list.ts.
 */

/** The start of a contact message shown in the list, in characters. */
export const SUMMARY_MAX_CHARS = 120

export type QueueListFilters = QueueFilters & { readonly pagina: number }

/**
 * One page of a queue's list under the filters, {@link QUEUE_PAGE_SIZE} a page; the number of items
 * that match; the count of each status under the other filters (every status present); and every
 * overdue one (see {@link overdueItems}).
 */
export async function listQueue(db: Kysely<Database>, queue: StaffQueue, filters: QueueListFilters, now: Date): Promise<QueuePage> {
  // A little more of a message than is shown, to fold its line breaks; never the whole message.
  const page = { limit: QUEUE_PAGE_SIZE, offset: (filters.pagina - 1) * QUEUE_PAGE_SIZE, messageChars: SUMMARY_MAX_CHARS * 2 }
  const [elementos, conteos, vencidas] = await Promise.all([
    queuePageRows(db, queue, filters, page).then((rows) => listItems(queue, rows, now)),
    countsByStatus(db, queue, filters),
    overdueItems(db, queue, filters, now, page.messageChars),
  ])
  const total = filters.estado === undefined ? Object.values(conteos).reduce((sum, count) => sum + count, 0) : (conteos[filters.estado] ?? 0)
  return { elementos, vencidas, conteos, total, pagina: filters.pagina, porPagina: QUEUE_PAGE_SIZE }
}

/** How many items of each status the filters other than `estado` keep (the total under all of them follows). */
async function countsByStatus(db: Kysely<Database>, queue: StaffQueue, filters: QueueFilters): Promise<Record<string, number>> {
  const counts: Record<string, number> = Object.fromEntries(queueStatuses(queue).map((status) => [status, 0]))
  for (const row of await statusCounts(db, queue, filters)) counts[row.status] = row.count
  return counts
}

/**
 * Every item past its day (a document request's promise; issue 38: a message's or ficha's first
 * response), the earliest day first, whatever the page and the `estado` filter (it is the desk's
 * alarm). The other filters still apply: a search or a level narrows the alarm as it narrows the
 * list, so what staff see at the top matches what they asked for.
 */
async function overdueItems(db: Kysely<Database>, queue: StaffQueue, filters: QueueFilters, now: Date, messageChars: number): Promise<QueueListItem[]> {
  return listItems(queue, await overdueRows(db, queue, filters, overdueRule(queue, now), messageChars), now)
}

type ItemColumns = Pick<QueueListItem, 'resumen' | 'responsable' | 'posibleDuplicado' | 'fechaLimite' | 'vencida'>

/** What each queue's list shows besides the folio, the arrival, the status and the person. */
const ITEM_COLUMNS: { readonly [Queue in StaffQueue]: (row: QueueListRows[Queue], now: Date) => ItemColumns } = {
  contacto: (row, now) => ({ resumen: oneLine(row.inicio, SUMMARY_MAX_CHARS), fechaLimite: row.respond_by, vencida: isOverdueItem('contacto', row, now) }),
  fichas: (row, now) => ({
    resumen: `${optionLabel(CARRERA_LABELS, row.carrera)} · ${optionLabel(CAMPUS_LABELS, row.campus)}`,
    responsable: row.responsable,
    posibleDuplicado: row.duplicate,
    fechaLimite: row.respond_by,
    vencida: isOverdueItem('fichas', row, now),
  }),
  documentos: (row, now) => ({ resumen: row.especificaciones, fechaLimite: row.due_on, vencida: isOverdueItem('documentos', row, now) }),
  becas: (row, now) => ({
    resumen: `${row.tipo_beca_nombre} · ${optionLabel(CARRERA_LABELS, row.carrera)} · ${optionLabel(CAMPUS_LABELS, row.campus)}`,
    fechaLimite: row.respond_by,
    vencida: isOverdueItem('becas', row, now),
  }),
}

/** The list's items for the rows read. */
function listItems<Queue extends StaffQueue>(queue: Queue, rows: readonly QueueListRows[Queue][], now: Date): QueueListItem[] {
  const { nameColumns, emailColumn, phoneColumn } = QUEUE_TABLES[queue]
  const columns = ITEM_COLUMNS[queue] as (row: QueueListRows[Queue], now: Date) => ItemColumns
  return rows.map((row) => ({
    folio: row.folio,
    recibido: row.created_at,
    estado: row.status,
    nombre: nameColumns.map((column) => columnText(row, column)).filter((part) => part !== null).join(' '),
    correo: columnText(row, emailColumn) ?? '',
    telefono: columnText(row, phoneColumn),
    ...columns(row, now),
  }))
}

/** The text on one line (runs of white space made one space), cut at `maxChars` with an ellipsis. */
export function oneLine(text: string, maxChars: number): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= maxChars ? line : `${line.slice(0, maxChars - 1).trimEnd()}…`
}
