import type { Kysely } from 'kysely'
import { queueStatusLabel, type QueueFilters } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { formatInstituteTimestamp } from '#server/config/time-zone.ts'
import { toCsv } from '#server/csv/csv.ts'
import { queueRowsOldestFirst } from '#server/db/queue-items.ts'
import { staffNames } from '#server/db/staff-users.ts'
import type { Database } from '#server/db/schema.ts'
import { columnText, QUEUE_FIELDS } from '#server/queues/queue-fields.ts'
import { ORIGIN_EXPORT_COLUMNS, storedOrigin } from '#server/queues/queue-origin.ts'

/*
 * A queue's export as CSV (issue 14): the panel's download and `npm run export` both call this.
 * One row per item the filters keep, oldest first (a record read top to bottom, as the command
 * line has always written it): folio, time received (institute time), the status's label, every
 * stored field under its column's name (a document request's price among them), then what the
 * queue adds (a ficha's follow-up, a request's promised day; a message's or a ficha's origin).
 */

type Row = Readonly<Record<string, unknown>>

interface ExtraColumn {
  readonly header: string
  readonly value: (row: Row, staffNames: ReadonlyMap<string, string>) => string | null
}

// Issue 38: the last touch's source, medium, campaign and landing page.
const ORIGIN_COLUMNS: readonly ExtraColumn[] = ORIGIN_EXPORT_COLUMNS.map(({ header, value }) => ({
  header,
  value: (row) => {
    const origin = storedOrigin(row)
    return (origin && value(origin)) || null
  },
}))

const EXTRA_COLUMNS: Readonly<Record<StaffQueue, readonly ExtraColumn[]>> = {
  contacto: ORIGIN_COLUMNS,
  fichas: [
    { header: 'responsable', value: (row, staffNames) => staffNames.get(String(row['assignee_id'])) ?? null },
    { header: 'cita', value: (row) => columnText(row, 'appointment') },
    ...ORIGIN_COLUMNS,
  ],
  documentos: [
    { header: 'fecha_limite', value: (row) => columnText(row, 'due_on') },
  ],
  becas: [{ header: 'fecha_limite', value: (row) => columnText(row, 'respond_by') }],
}

export interface QueueExport {
  readonly csv: string
  /** How many items it holds. */
  readonly rows: number
}

/** Every item of the queue the filters keep (no page), as a CSV document for a spreadsheet (`toCsv`). */
export async function queueCsv(db: Kysely<Database>, queue: StaffQueue, filters: QueueFilters): Promise<QueueExport> {
  const fields = QUEUE_FIELDS[queue].map((field) => field.name)
  const extras = EXTRA_COLUMNS[queue]
  const [rows, staff] = await Promise.all([queueRowsOldestFirst(db, queue, filters), queue === 'fichas' ? staffNames(db) : Promise.resolve([])])
  const namesById = new Map(staff.map((person) => [person.id, person.name]))
  const csv = toCsv(
    ['folio', 'fecha', 'estado', ...fields, ...extras.map((extra) => extra.header)],
    rows.map((row) => [
      row.folio,
      formatInstituteTimestamp(new Date(row.created_at)),
      queueStatusLabel(queue, row.status),
      ...fields.map((field) => columnText(row, field)),
      ...extras.map((extra) => extra.value(row, namesById)),
    ]),
  )
  return { csv, rows: rows.length }
}
