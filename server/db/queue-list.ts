import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { QueueFilters } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { matchingFilters, overdueItems, type OverdueRule } from '#server/db/queue-filters.ts'
import { QUEUE_TABLE_NAMES, type QueueTableName } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * The reads of a queue's list (issue 14). A page is read in two steps inside one query: the page's
 * folios from the filtered table alone (an index walk on (status, created_at, folio) or
 * (created_at, folio), and an offset that skips index entries, not rows), then the page's columns,
 * names and flags for those folios only. So a late page or the ficha's duplicate check never touch
 * the rows skipped.
 */

type FolioQuery = SelectQueryBuilder<Database, QueueTableName, { folio: string }>

/**
 * The list's order, ties broken by folio so a page never repeats or skips an item: newest first, or
 * the earliest due day first (the day in the overdue rule's column).
 */
type ItemOrder = 'newest' | { readonly dueColumn: OverdueRule['dueColumn'] }

function orderColumns(order: ItemOrder): readonly (readonly [string, 'asc' | 'desc'])[] {
  if (order === 'newest') {
    return [
      ['created_at', 'desc'],
      ['folio', 'desc'],
    ]
  }
  return [
    [order.dueColumn, 'asc'],
    ['created_at', 'asc'],
    ['folio', 'asc'],
  ]
}

function ordered<Query extends { orderBy: (...args: never[]) => unknown }>(query: Query, table: QueueTableName, order: ItemOrder): Query {
  let result = query
  for (const [column, direction] of orderColumns(order)) {
    result = (result as unknown as SelectQueryBuilder<Database, QueueTableName, object>).orderBy(sql.ref(`${table}.${column}`), direction) as unknown as Query
  }
  return result
}

/** Contact messages: the person and the first `messageChars` characters of the message as `inicio`. */
function contactRows(db: Kysely<Database>, folios: FolioQuery, order: ItemOrder, messageChars: number) {
  return ordered(
    db
      .selectFrom('contact_messages')
      .select(['folio', 'created_at', 'status', 'nombre', 'correo', 'telefono', 'respond_by', 'first_response_at'])
      .select(sql<string>`substr(contenido, 1, ${messageChars})`.as('inicio'))
      .where('folio', 'in', folios),
    'contact_messages',
    order,
  ).execute()
}

/** Fichas: the person, the programme, who follows it up, and whether another person has the same full name (issue 38). */
async function fichaRows(db: Kysely<Database>, folios: FolioQuery, order: ItemOrder) {
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
        'admission_forms.respond_by',
        'admission_forms.first_response_at',
        'staff_users.name as responsable',
      ])
      // Issue 38: another person, not merged away, with the same full name (served by people_name_key).
      .leftJoin('people', 'people.id', 'admission_forms.person_id')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('people as namesake')
              .select('namesake.id')
              .whereRef('namesake.name_key', '=', 'people.name_key')
              .where('namesake.merged_into', 'is', null)
              .whereRef('namesake.id', '<>', 'people.id'),
          )
          .as('duplicate'),
      )
      .where('admission_forms.folio', 'in', folios),
    'admission_forms',
    order,
  ).execute()
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return rows.map((row) => ({ ...row, duplicate: Boolean(row.duplicate) }))
}

/** Document requests: the person, the document asked for and its promised day. */
function documentRows(db: Kysely<Database>, folios: FolioQuery, order: ItemOrder) {
  return ordered(
    db
      .selectFrom('document_requests')
      .select(['folio', 'created_at', 'status', 'nombre_completo', 'correo', 'telefono', 'especificaciones', 'due_on'])
      .where('folio', 'in', folios),
    'document_requests',
    order,
  ).execute()
}

/** Beca applications (issue 39): the person, the beca, the programme and campus, and the decision day. */
function becaRows(db: Kysely<Database>, folios: FolioQuery, order: ItemOrder) {
  return ordered(
    db
      .selectFrom('beca_applications')
      .select(['folio', 'created_at', 'status', 'nombre_completo', 'correo', 'telefono', 'tipo_beca_nombre', 'carrera', 'campus', 'respond_by'])
      .where('folio', 'in', folios),
    'beca_applications',
    order,
  ).execute()
}

/** One row of each queue's list. */
export interface QueueListRows {
  contacto: Awaited<ReturnType<typeof contactRows>>[number]
  fichas: Awaited<ReturnType<typeof fichaRows>>[number]
  documentos: Awaited<ReturnType<typeof documentRows>>[number]
  becas: Awaited<ReturnType<typeof becaRows>>[number]
}

/** The list's rows for the folios the query picks, in `order`: one query per call whatever the count. */
async function listRows<Queue extends StaffQueue>(
  db: Kysely<Database>,
  queue: Queue,
  folios: FolioQuery,
  order: ItemOrder,
  messageChars: number,
): Promise<QueueListRows[Queue][]> {
  switch (queue) {
    case 'contacto':
      return (await contactRows(db, folios, order, messageChars)) as QueueListRows[Queue][]
    case 'fichas':
      return (await fichaRows(db, folios, order)) as QueueListRows[Queue][]
    case 'documentos':
      return (await documentRows(db, folios, order)) as QueueListRows[Queue][]
    default:
      return (await becaRows(db, folios, order)) as QueueListRows[Queue][]
  }
}

/** Which page of a list to read, and how much of a contact message's text each row carries. */
export interface ListPage {
  readonly limit: number
  readonly offset: number
  readonly messageChars: number
}

/** The rows of one page of the queue's items the filters keep, newest first. */
export function queuePageRows<Queue extends StaffQueue>(db: Kysely<Database>, queue: Queue, filters: QueueFilters, page: ListPage): Promise<QueueListRows[Queue][]> {
  const table: QueueTableName = QUEUE_TABLE_NAMES[queue]
  const folios = ordered(
    db
      .selectFrom(table)
      .select('folio')
      .where((eb) => matchingFilters(eb, queue, filters)),
    table,
    'newest',
  )
    .limit(page.limit)
    .offset(page.offset)
  return listRows(db, queue, folios, 'newest', page.messageChars)
}

/**
 * The rows of every item of the queue the rule calls overdue, the earliest due day first, under the
 * filters other than `estado` (with the first `messageChars` characters of a contact message).
 */
export function overdueRows<Queue extends StaffQueue>(
  db: Kysely<Database>,
  queue: Queue,
  filters: QueueFilters,
  rule: OverdueRule,
  messageChars: number,
): Promise<QueueListRows[Queue][]> {
  const table: QueueTableName = QUEUE_TABLE_NAMES[queue]
  const folios = db
    .selectFrom(table)
    .select('folio')
    .where((eb) => eb.and([matchingFilters(eb, queue, filters, { anyStatus: true }), overdueItems(eb, rule)]))
  return listRows(db, queue, folios, { dueColumn: rule.dueColumn }, messageChars)
}

/** How many items of each status the filters other than `estado` keep; a status with none is absent. */
export async function statusCounts(db: Kysely<Database>, queue: StaffQueue, filters: QueueFilters): Promise<{ status: string; count: number }[]> {
  const rows = await db
    .selectFrom(QUEUE_TABLE_NAMES[queue])
    .where((eb) => matchingFilters(eb, queue, filters, { anyStatus: true }))
    // PostgreSQL counts in bigint, which pg hands over as text.
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute()
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }))
}
