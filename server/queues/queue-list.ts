import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { CAMPUS_LABELS, CARRERA_LABELS, optionLabel } from '#contracts/admission-options.ts'
import { QUEUE_PAGE_SIZE } from '#contracts/limits.ts'
import { queueStatuses, type QueueFilters, type QueueListItem, type QueuePage } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import type { Database } from '#server/db/schema.ts'
import { columnText } from '#server/queues/queue-fields.ts'
import { isOverdueRequest, matchingFilters, overdueRequests, type QueueTableName } from '#server/queues/queue-filters.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'

/*
 * A queue's list for the panel (issue 14): a page of the filtered items, newest first, with the
 * count of each status. A page is read in two steps inside one query: the page's folios from the
 * filtered table alone (an index walk on (status, created_at, folio) or (created_at, folio), and
 * an offset that skips index entries, not rows), then the page's columns, names and flags for those
 * folios only. So a late page or the ficha's duplicate check never touch the rows skipped.
 */

/** The start of a contact message shown in the list, in characters. */
const SUMMARY_MAX_CHARS = 120

export type QueueListFilters = QueueFilters & { readonly pagina: number }

type FolioQuery = SelectQueryBuilder<Database, QueueTableName, { folio: string }>

/** The list's order, ties broken by folio so a page never repeats or skips an item. */
type ItemOrder = 'newest' | 'dueFirst'
const ORDER_COLUMNS: Readonly<Record<ItemOrder, readonly (readonly [string, 'asc' | 'desc'])[]>> = {
  newest: [
    ['created_at', 'desc'],
    ['folio', 'desc'],
  ],
  dueFirst: [
    ['due_on', 'asc'],
    ['created_at', 'asc'],
    ['folio', 'asc'],
  ],
}

function ordered<Query extends { orderBy: (...args: never[]) => unknown }>(query: Query, table: QueueTableName, order: ItemOrder): Query {
  let result = query
  for (const [column, direction] of ORDER_COLUMNS[order]) {
    result = (result as unknown as SelectQueryBuilder<Database, QueueTableName, object>).orderBy(sql.ref(`${table}.${column}`), direction) as unknown as Query
  }
  return result
}

/**
 * One page of a queue's list under the filters, {@link QUEUE_PAGE_SIZE} a page; the number of items
 * that match; the count of each status under the other filters (every status present); and, for
 * document requests, every overdue one (see {@link overdueItems}).
 */
export async function listQueue(db: Kysely<Database>, queue: StaffQueue, filters: QueueListFilters, now: Date): Promise<QueuePage> {
  const { table } = QUEUE_TABLES[queue]
  const pageFolios = ordered(
    db
      .selectFrom(table)
      .select('folio')
      .where((eb) => matchingFilters(eb, queue, filters)),
    table,
    'newest',
  )
    .limit(QUEUE_PAGE_SIZE)
    .offset((filters.pagina - 1) * QUEUE_PAGE_SIZE)
  const [elementos, conteos, vencidas] = await Promise.all([
    listItems(db, queue, pageFolios, 'newest', now),
    statusCounts(db, queue, filters),
    queue === 'documentos' ? overdueItems(db, filters, now) : Promise.resolve([]),
  ])
  const total = filters.estado === undefined ? Object.values(conteos).reduce((sum, count) => sum + count, 0) : (conteos[filters.estado] ?? 0)
  return { elementos, vencidas, conteos, total, pagina: filters.pagina, porPagina: QUEUE_PAGE_SIZE }
}

/** How many items of each status the filters other than `estado` keep (the total under all of them follows). */
async function statusCounts(db: Kysely<Database>, queue: StaffQueue, filters: QueueFilters): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom(QUEUE_TABLES[queue].table)
    .where((eb) => matchingFilters(eb, queue, filters, { anyStatus: true }))
    // PostgreSQL counts in bigint, which pg hands over as text.
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute()
  const counts: Record<string, number> = Object.fromEntries(queueStatuses(queue).map((status) => [status, 0]))
  for (const row of rows) counts[row.status] = Number(row.count)
  return counts
}

/**
 * Every document request past its promised day, oldest promise first, whatever the page and the
 * `estado` filter (it is the desk's alarm). The other filters still apply: a search or a level
 * narrows the alarm as it narrows the list, so what staff see at the top matches what they asked for.
 */
function overdueItems(db: Kysely<Database>, filters: QueueFilters, now: Date): Promise<QueueListItem[]> {
  const folios = db
    .selectFrom('document_requests')
    .select('folio')
    .where((eb) => eb.and([matchingFilters(eb, 'documentos', filters, { anyStatus: true }), overdueRequests(eb, now)]))
  return listItems(db, 'documentos', folios, 'dueFirst', now)
}

/** The list's rows for the folios the query picks, in `order`: one query per call whatever the count. */
async function listItems(db: Kysely<Database>, queue: StaffQueue, folios: FolioQuery, order: ItemOrder, now: Date): Promise<QueueListItem[]> {
  const { table, nameColumns, emailColumn, phoneColumn } = QUEUE_TABLES[queue]
  const person = (row: object) => ({
    nombre: nameColumns.map((column) => columnText(row, column)).filter((part) => part !== null).join(' '),
    correo: columnText(row, emailColumn) ?? '',
    telefono: columnText(row, phoneColumn),
  })
  const common = (row: { folio: string; created_at: string; status: string }) => ({ folio: row.folio, recibido: row.created_at, estado: row.status, ...person(row) })

  switch (queue) {
    case 'contacto': {
      const rows = await ordered(
        db
          .selectFrom('contact_messages')
          .select(['folio', 'created_at', 'status', 'nombre', 'correo', 'telefono'])
          // A little more than is shown, to fold its line breaks; never the whole message.
          .select(sql<string>`substr(contenido, 1, ${SUMMARY_MAX_CHARS * 2})`.as('inicio'))
          .where('folio', 'in', folios),
        table,
        order,
      ).execute()
      return rows.map((row) => ({ ...common(row), resumen: oneLine(row.inicio, SUMMARY_MAX_CHARS) }))
    }
    case 'fichas': {
      const rows = await ordered(
        db
          .selectFrom('admission_forms')
          .leftJoin('staff_users', 'staff_users.id', 'admission_forms.assignee_id')
          .select([
            'admission_forms.folio',
            'admission_forms.created_at',
            'admission_forms.status',
            'admission_forms.nombres',
            'admission_forms.apellido_paterno',
            'admission_forms.apellido_materno',
            'admission_forms.correo_electronico',
            'admission_forms.telefono',
            'admission_forms.campus',
            'admission_forms.carrera',
            'staff_users.name as responsable',
          ])
          .select((eb) =>
            eb
              .or([
                eb.exists(
                  eb
                    .selectFrom('admission_forms as earlier')
                    .select('earlier.folio')
                    .whereRef('earlier.correo_electronico', '=', 'admission_forms.correo_electronico')
                    .whereRef('earlier.created_at', '<', 'admission_forms.created_at'),
                ),
                eb.exists(
                  eb
                    .selectFrom('admission_forms as earlier')
                    .select('earlier.folio')
                    .whereRef('earlier.telefono', '=', 'admission_forms.telefono')
                    .whereRef('earlier.created_at', '<', 'admission_forms.created_at'),
                ),
              ])
              .as('duplicate'),
          )
          .where('admission_forms.folio', 'in', folios),
        table,
        order,
      ).execute()
      return rows.map((row) => ({
        ...common(row),
        resumen: `${optionLabel(CARRERA_LABELS, row.carrera)} · ${optionLabel(CAMPUS_LABELS, row.campus)}`,
        responsable: row.responsable,
        // SQLite answers 0 or 1, PostgreSQL a boolean.
        posibleDuplicado: Boolean(row.duplicate),
      }))
    }
    case 'documentos': {
      const rows = await ordered(
        db
          .selectFrom('document_requests')
          .select(['folio', 'created_at', 'status', 'nombre_completo', 'correo', 'telefono', 'especificaciones', 'due_on'])
          .where('folio', 'in', folios),
        table,
        order,
      ).execute()
      return rows.map((row) => ({ ...common(row), resumen: row.especificaciones, fechaLimite: row.due_on, vencida: isOverdueRequest(row, now) }))
    }
  }
}

/** The text on one line (runs of white space made one space), cut at `maxChars` with an ellipsis. */
function oneLine(text: string, maxChars: number): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= maxChars ? line : `${line.slice(0, maxChars - 1).trimEnd()}…`
}
