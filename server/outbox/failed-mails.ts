import type { Kysely } from 'kysely'
import { FAILED_MAILS_SHOWN, type FailedMails } from '#contracts/failed-mails.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { failedOutboxMessages, findOutboxMessage, requeueFailedMessage } from '#server/db/outbox.ts'
import { findQueueRow } from '#server/db/queue-items.ts'
import type { Database } from '#server/db/schema.ts'
import type { QueueActor } from '#server/queues/queue-change.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'
import { FOLIO_SERIES, type FolioSeries } from '#server/services/folios.ts'

/*
 * The outbox's `failed` messages for staff (issue 16): a list for the admin's home, and the
 * «Reintentar» that sends one again.
 */

// An event sign-up's e-mails (`EVT-…`, issue 38) belong to no queue.
const QUEUE_OF_SERIES: Readonly<Partial<Record<FolioSeries, StaffQueue>>> = {
  [FOLIO_SERIES.contactMessage]: 'contacto',
  [FOLIO_SERIES.admissionForm]: 'fichas',
  [FOLIO_SERIES.documentRequest]: 'documentos',
  [FOLIO_SERIES.becaApplication]: 'becas',
}

/** The queue whose item a message's folio names (`FICHA-2026-000001` → fichas), or null (a staff invitation's `staff:…`). */
export function queueOfFolio(folio: string): StaffQueue | null {
  const series = folio.split('-')[0] ?? ''
  return Object.hasOwn(QUEUE_OF_SERIES, series) ? (QUEUE_OF_SERIES[series as FolioSeries] ?? null) : null
}

/** How many messages failed for good, and the newest {@link FAILED_MAILS_SHOWN} of them. */
export async function failedMails(db: Kysely<Database>): Promise<FailedMails> {
  const { rows, total } = await failedOutboxMessages(db, FAILED_MAILS_SHOWN)
  return {
    total,
    correos: rows.map((row) => ({
      id: row.id,
      folio: row.source_folio,
      cola: queueOfFolio(row.source_folio),
      asunto: row.subject,
      para: row.recipients,
      error: row.last_error,
      creado: row.created_at,
    })),
  }
}

/** What «Reintentar» found: no such item, no such message of it, one not failed, or one retried. */
export type MailRetry = { kind: 'retried' } | { kind: 'item-not-found' } | { kind: 'not-found' } | { kind: 'not-failed' }

/** A retry someone asks for: the message `id` about the item `folio` of `queue`. */
export interface MailRetryRequest {
  readonly queue: StaffQueue
  readonly folio: string
  readonly id: string
  readonly actor: QueueActor
  readonly now: Date
}

/**
 * Puts the failed message back to pending, due now, with a fresh count of attempts (staff retry
 * once the cause is fixed: a full mailbox, a mail server that was down), and records it in the
 * item's history in the same transaction. Of two people pressing «Reintentar» at once, one retries it.
 */
export async function retryFailedMail(db: Kysely<Database>, retry: MailRetryRequest): Promise<MailRetry> {
  const { queue, folio, id, actor, now } = retry
  if ((await findQueueRow(db, queue, folio)) === undefined) return { kind: 'item-not-found' }
  return db.transaction().execute(async (trx): Promise<MailRetry> => {
    const message = await findOutboxMessage(trx, folio, id)
    if (message === undefined) return { kind: 'not-found' }
    if (!(await requeueFailedMessage(trx, id, now))) return { kind: 'not-failed' }
    const detail = { correo: id, asunto: message.subject, ...(message.last_error === null ? {} : { error: message.last_error }) }
    const target = { type: QUEUE_TABLES[queue].auditTarget, id: folio }
    await appendAuditEvent(trx, { actorId: actor.id, actorEmail: actor.email, action: 'mail-retried', ip: actor.ip, target, detail }, now)
    return { kind: 'retried' }
  })
}
