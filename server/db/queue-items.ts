import type { Insertable, Kysely } from 'kysely'
import type { QueueFilters } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { matchingFilters } from '#server/db/queue-filters.ts'
import { QUEUE_TABLE_NAMES, type QueueRows, type QueueTableName } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * A queue item's row, whichever table holds it (issue 14). Kysely types a row of a table picked at
 * run time as a blend of the three; it is the queue's own, so these answer it as such.
 */

/** The columns a change may set besides the version. */
export interface QueueRowChange {
  readonly status?: string
  readonly closed_at?: string | null
  readonly appointment?: string
  readonly assignee_id?: string | null
  readonly due_on?: string
  /** Fichas (issue 38, the funnel): when it first reached each stage. */
  readonly contactada_at?: string
  readonly cita_agendada_at?: string
  readonly inscrita_at?: string
  /** Beca applications (issue 39): the percentage granted on approval. */
  readonly porcentaje_aprobado?: number
}

/** The item with that folio in the queue's table, or undefined. */
export async function findQueueRow<Queue extends StaffQueue>(db: Kysely<Database>, queue: Queue, folio: string): Promise<QueueRows[Queue] | undefined> {
  const table: QueueTableName = QUEUE_TABLE_NAMES[queue]
  const row = await db.selectFrom(table).selectAll().where('folio', '=', folio).executeTakeFirst()
  return row as QueueRows[Queue] | undefined
}

/**
 * Writes `set` and the version `version.next` on the item only while its version is still
 * `version.read` (`WHERE version = ?`: of two people changing it at once, one wins). Resolves
 * whether the row was changed.
 */
export async function updateQueueRow(
  db: Kysely<Database>,
  queue: StaffQueue,
  folio: string,
  version: { readonly read: number; readonly next: number },
  set: QueueRowChange,
): Promise<boolean> {
  const updated = await db
    .updateTable(QUEUE_TABLE_NAMES[queue])
    .set({ ...(set as object), version: version.next })
    .where('folio', '=', folio)
    .where('version', '=', version.read)
    .executeTakeFirst()
  return updated.numUpdatedRows > 0n
}

/** Every item of the queue the filters keep (no page), oldest first, ties broken by folio. */
export async function queueRowsOldestFirst<Queue extends StaffQueue>(db: Kysely<Database>, queue: Queue, filters: QueueFilters): Promise<QueueRows[Queue][]> {
  const table: QueueTableName = QUEUE_TABLE_NAMES[queue]
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where((eb) => matchingFilters(eb, queue, filters))
    .orderBy('created_at')
    .orderBy('folio')
    .execute()
  return rows as unknown as QueueRows[Queue][]
}

/** Writes whole rows into a queue's table as given, in one statement (a benchmark's seed). */
export async function insertQueueRows<Table extends QueueTableName>(db: Kysely<Database>, table: Table, rows: readonly Insertable<Database[Table]>[]): Promise<void> {
  await db.insertInto(table).values([...rows]).execute()
}
