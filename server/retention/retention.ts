import type { ExpressionBuilder, Kysely } from 'kysely'
import { CLOSED_STATUSES, STAFF_QUEUE_KEYS, type QueueStatus } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { appendAuditEvent } from '#server/db/audit-events.ts'
import type { Database, OutboxStatus } from '#server/db/schema.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'
import { sweepRateCounters } from '#server/rate-limit/rate-counter.ts'
import { deleteTrackingCodes } from '#server/tracking/tracking-codes.ts'
import { DEFAULT_SWEEP_TIMING } from '#server/storage/storage-config.ts'
import { heldFiles, planSweep } from '#server/storage/storage-sweep.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

/*
 * Retention (issue 14, docs/decisions/024): closed submissions are deleted RETENTION_MONTHS after
 * they closed, with their files and their e-mails, and each deletion is recorded in the audit
 * trail. The same run removes the stored files nothing needs any more, as the storage sweep does
 * every few minutes (server/storage/storage-sweep.ts), so a run by hand leaves nothing behind.
 */

/** Whoever acts is recorded in the events' detail (`origen`): the server's daily run or a person at the command line. */
export type RetentionOrigin = 'tarea diaria' | 'línea de comandos'

/** An e-mail in these statuses may still be sent: its item waits. */
const UNSENT: readonly OutboxStatus[] = ['pending', 'sending']
/** An item's e-mails that go with it. */
const SETTLED: readonly OutboxStatus[] = ['sent', 'failed']

/** A closed item past the retention period. */
export interface DueItem {
  readonly queue: StaffQueue
  readonly folio: string
  /** When it reached a closed status, ISO-8601 UTC. */
  readonly closedAt: string
  /** Its stored files: a document request's receipt and delivered documents. */
  readonly files: readonly string[]
}

/** What a run would remove at a given moment. */
export interface RetentionPlan {
  readonly months: number
  /** Items that closed before this instant are due (ISO-8601 UTC). */
  readonly cutoff: string
  /** Due items, by queue in {@link STAFF_QUEUE_KEYS} order, oldest first. */
  readonly items: readonly DueItem[]
  /** Stored files no row names and no unsent e-mail attaches. */
  readonly orphanFiles: readonly string[]
  /** `.partial` files left by an interrupted upload. */
  readonly staleTemps: readonly string[]
}

/** What a run did. */
export interface RetentionReport {
  readonly plan: RetentionPlan
  /** The items this run deleted (another process running at once may have taken some of the plan's). */
  readonly purged: readonly DueItem[]
  /** Every file this run removed: the purged items', the orphans and the partials. */
  readonly removedFiles: readonly string[]
  /** Files it could not remove (they stay; the next run tries again as orphans). */
  readonly failedFiles: readonly { readonly file: string; readonly error: string }[]
}

/**
 * `months` calendar months before `now`, in UTC. A day the target month lacks becomes its last
 * (31 March minus one month: the end of February), so the period is never shorter than promised.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  )
}

/*
 * The three queue tables share the columns read here (folio, status, closed_at). Kysely types a
 * query on a union of table names by the intersection of their statuses, so the table is named
 * as one of them and the status list widened: the columns are the same in each.
 */
type QueueTableName = 'contact_messages'

function tableOf(queue: StaffQueue): QueueTableName {
  return QUEUE_TABLES[queue].table as QueueTableName
}

/**
 * Closed before the cut-off and with no e-mail still to send (its attachment is read from disk
 * when it goes): the one definition of "due", read by the plan and repeated by each deletion.
 */
function isDue(eb: ExpressionBuilder<Database, QueueTableName>, queue: StaffQueue, cutoff: string) {
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

async function dueItems(db: Kysely<Database>, queue: StaffQueue, cutoff: string, held: ReadonlySet<string>): Promise<DueItem[]> {
  const rows = await db
    .selectFrom(tableOf(queue))
    .select(['folio', 'closed_at'])
    .where((eb) => isDue(eb, queue, cutoff))
    .orderBy('closed_at')
    .orderBy('folio')
    .execute()
  const files = queue === 'documentos' ? await dueRequestFiles(db, cutoff) : new Map<string, string[]>()
  return rows.map((row) => ({
    queue,
    folio: row.folio,
    closedAt: row.closed_at ?? '',
    files: (files.get(row.folio) ?? []).filter((file) => !held.has(file)),
  }))
}

/** The receipt and delivered documents of each due document request, by folio. */
async function dueRequestFiles(db: Kysely<Database>, cutoff: string): Promise<Map<string, string[]>> {
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
  const files = new Map<string, string[]>()
  for (const { folio, file } of [...receipts, ...delivered]) files.set(folio, [...(files.get(folio) ?? []), file])
  return files
}

/**
 * What a run at `now` would remove: the due items of each queue with their files, the stored
 * files nothing needs and the abandoned partial uploads. Changes nothing.
 */
export async function planRetention(
  db: Kysely<Database>,
  store: UploadStore,
  now: Date,
  months: number,
  minAgeMs: number = DEFAULT_SWEEP_TIMING.minAgeMs,
): Promise<RetentionPlan> {
  const cutoff = retentionCutoff(now, months).toISOString()
  const sweep = await planSweep(db, store, now, minAgeMs)
  const held = await heldFiles(db)
  const items: DueItem[] = []
  for (const queue of STAFF_QUEUE_KEYS) items.push(...(await dueItems(db, queue, cutoff, held)))
  return { months, cutoff, items, ...sweep }
}

/**
 * Deletes one due item in its own transaction: the row (every condition checked again), then,
 * only if that deleted it, its delivered documents' rows, its sent or failed e-mails and one audit
 * event. Of two processes purging the same item, one deletes it and records it; the other finds
 * nothing. Resolves with whether this call purged it.
 */
async function purgeItem(db: Kysely<Database>, item: DueItem, plan: RetentionPlan, now: Date, origin: RetentionOrigin): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom(tableOf(item.queue))
      .where('folio', '=', item.folio)
      .where((eb) => isDue(eb, item.queue, plan.cutoff))
      .executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) return false
    await trx.deleteFrom('delivered_documents').where('folio', '=', item.folio).execute()
    await deleteTrackingCodes(trx, { folio: item.folio })
    await trx.deleteFrom('outbox_messages').where('source_folio', '=', item.folio).where('status', 'in', SETTLED).execute()
    await appendAuditEvent(
      trx,
      {
        actorId: null,
        actorEmail: null,
        action: 'retention-purge',
        target: { type: QUEUE_TABLES[item.queue].auditTarget, id: item.folio },
        detail: { meses: plan.months, cerrado: item.closedAt, origen: origin },
      },
      now,
    )
    return true
  })
}

type FileOutcome = 'removed' | 'gone' | { error: string }

async function removeFile(remove: (name: string) => Promise<'removed' | 'gone'>, name: string): Promise<FileOutcome> {
  try {
    // Already removed by another process's run ('gone'): not this run's to report.
    return await remove(name)
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * Runs retention once at `now`: forgets ended rate-limit windows and expired tracking codes,
 * purges each due item ({@link purgeItem}), then removes its files,
 * the orphan files and the abandoned partials. A file that cannot be removed is reported and the
 * rest go on. When anything was removed, one more event sums the run up (the files that no
 * item's event names are counted only there). Running it twice, or in two processes at once,
 * removes and records each thing once.
 */
export async function runRetention(
  db: Kysely<Database>,
  store: UploadStore,
  now: Date,
  months: number,
  origin: RetentionOrigin,
  minAgeMs: number = DEFAULT_SWEEP_TIMING.minAgeMs,
): Promise<RetentionReport> {
  await sweepRateCounters(db, now)
  await deleteTrackingCodes(db, { expiredBy: now })
  const plan = await planRetention(db, store, now, months, minAgeMs)
  const purged: DueItem[] = []
  for (const item of plan.items) if (await purgeItem(db, item, plan, now, origin)) purged.push(item)

  const removedFiles: string[] = []
  const failedFiles: { file: string; error: string }[] = []
  const removed = { orphans: 0, partials: 0 }
  const remove = async (files: readonly string[], kind?: keyof typeof removed) => {
    const removeOne = kind === 'partials' ? (name: string) => store.removeTemp(name) : (name: string) => store.remove(name)
    for (const file of files) {
      const outcome = await removeFile(removeOne, file)
      if (outcome === 'removed') {
        removedFiles.push(file)
        if (kind !== undefined) removed[kind] += 1
      } else if (outcome !== 'gone') failedFiles.push({ file, error: outcome.error })
    }
  }
  // Files after their rows are committed: a failure leaves a file without a row (an orphan for the next run), never the reverse.
  await remove(purged.flatMap((item) => item.files))
  await remove(plan.orphanFiles, 'orphans')
  await remove(plan.staleTemps, 'partials')

  if (purged.length > 0 || removed.orphans > 0 || removed.partials > 0) {
    const perQueue = Object.fromEntries(STAFF_QUEUE_KEYS.map((queue) => [queue, purged.filter((item) => item.queue === queue).length]))
    await appendAuditEvent(
      db,
      {
        actorId: null,
        actorEmail: null,
        action: 'retention-purge',
        detail: { meses: months, ...perQueue, archivosSinRegistro: removed.orphans, archivosParciales: removed.partials, origen: origin },
      },
      now,
    )
  }
  return { plan, purged, removedFiles, failedFiles }
}
