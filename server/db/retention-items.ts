import type { ExpressionBuilder, Kysely } from 'kysely'
import { CLOSED_STATUSES, type QueueStatus } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { isTaskQueue } from '#contracts/tasks.ts'
import { SETTLED, UNSENT } from '#server/db/outbox.ts'
import { QUEUE_TABLE_NAMES } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * The queue items retention deletes (issue 14, docs/decisions/024), with what goes with them: their
 * delivered documents' rows (issue 39: a beca application's supporting documents' rows) and their
 * e-mails already sent or failed.
 */

/*
 * The three queue tables share the columns read here (folio, status, closed_at). Kysely types a
 * query on a union of table names by the intersection of their statuses, so the table is named
 * as one of them and the status list widened: the columns are the same in each.
 */
type SharedColumnsTable = 'contact_messages'

function tableOf(queue: StaffQueue): SharedColumnsTable {
  return QUEUE_TABLE_NAMES[queue] as SharedColumnsTable
}

/**
 * Closed before the cut-off and with no e-mail still to send (its attachment is read from disk
 * when it goes): the one definition of "due", read by the plan and repeated by each deletion.
 */
export function isDue(eb: ExpressionBuilder<Database, SharedColumnsTable>, queue: StaffQueue, cutoff: string) {
  const table = tableOf(queue)
  return eb.and([
    eb('status', 'in', CLOSED_STATUSES[queue] as readonly string[] as readonly QueueStatus<'contacto'>[]),
    eb('closed_at', '<', cutoff),
    eb.not(
      eb.exists(
        eb
          .selectFrom('outbox_messages')
          .select('outbox_messages.id')
          .whereRef('outbox_messages.source_folio', '=', `${table}.folio`)
          .where('outbox_messages.status', 'in', UNSENT),
      ),
    ),
  ])
}

/** The queue's items due at `cutoff` (ISO-8601 UTC), oldest first. */
export async function dueItemRows(db: Kysely<Database>, queue: StaffQueue, cutoff: string): Promise<{ folio: string; closed_at: string | null }[]> {
  return db
    .selectFrom(tableOf(queue))
    .select(['folio', 'closed_at'])
    .where((eb) => isDue(eb, queue, cutoff))
    .orderBy('closed_at')
    .orderBy('folio')
    .execute()
}

/** The files of the queue's items due at `cutoff`, by folio, in each item's order; none for a queue that keeps no files. */
export function dueItemFileRows(db: Kysely<Database>, queue: StaffQueue, cutoff: string): Promise<{ folio: string; file: string }[]> {
  switch (queue) {
    case 'documentos':
      return dueRequestFileRows(db, cutoff)
    case 'becas':
      return dueBecaFileRows(db, cutoff)
    default:
      return Promise.resolve([])
  }
}

/** Issue 39: the supporting documents of the beca applications due at `cutoff`, in the order they came. */
function dueBecaFileRows(db: Kysely<Database>, cutoff: string): Promise<{ folio: string; file: string }[]> {
  const dueFolios = db.selectFrom(tableOf('becas')).select('folio').where((eb) => isDue(eb, 'becas', cutoff))
  return db
    .selectFrom('beca_documents')
    .select(['folio', 'stored_name as file'])
    .where('folio', 'in', dueFolios)
    .orderBy('folio')
    .orderBy('position')
    .execute()
}

/** The files of the document requests due at `cutoff`: each one's receipt, then its delivered documents in the order they came. */
async function dueRequestFileRows(db: Kysely<Database>, cutoff: string): Promise<{ folio: string; file: string }[]> {
  const dueFolios = db.selectFrom(tableOf('documentos')).select('folio').where((eb) => isDue(eb, 'documentos', cutoff))
  const receipts = await db
    .selectFrom('document_requests')
    .select(['folio', 'comprobante_archivo as file'])
    .where('folio', 'in', dueFolios)
    .execute()
  const delivered = await db
    .selectFrom('delivered_documents')
    .select(['folio', 'stored_name as file'])
    .where('folio', 'in', dueFolios)
    .orderBy('created_at')
    .execute()
  return [...receipts, ...delivered]
}

/**
 * Deletes the item if it is still due at `cutoff` (every condition checked again) and, only then,
 * its delivered documents' rows and its sent or failed e-mails. Run it in a transaction. Resolves
 * with whether it deleted the item.
 */
export async function deleteDueItem(trx: Kysely<Database>, queue: StaffQueue, folio: string, cutoff: string): Promise<boolean> {
  const deleted = await trx
    .deleteFrom(tableOf(queue))
    .where('folio', '=', folio)
    .where((eb) => isDue(eb, queue, cutoff))
    .executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) return false
  await trx.deleteFrom('delivered_documents').where('folio', '=', folio).execute()
  await trx.deleteFrom('beca_documents').where('folio', '=', folio).execute()
  // Issue 38: what staff noted while following the item up may name the person too.
  await trx.deleteFrom('activities').where('queue', '=', queue).where('folio', '=', folio).execute()
  if (isTaskQueue(queue)) await trx.deleteFrom('tasks').where('queue', '=', queue).where('folio', '=', folio).execute()
  await trx.deleteFrom('outbox_messages').where('source_folio', '=', folio).where('status', 'in', SETTLED).execute()
  return true
}
