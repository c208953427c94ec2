import type { Kysely, Transaction } from 'kysely'
import type { AuditAction, AuditDetail } from '#contracts/audit.ts'
import { QUEUE_MESSAGES, type QueueAuditDetail, type QueueChangeAnswer } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { findQueueRow, updateQueueRow, type QueueRowChange } from '#server/db/queue-items.ts'
import type { QueueRows } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'
import { HttpError } from '#server/http/errors.ts'
import { enqueueMails, type NewOutboxMail } from '#server/outbox/outbox-store.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'

/*
 * One change to one queue item (docs/decisions/023): read the row, refuse a stale version, let
 * the caller decide what changes, then in the same transaction update the row only if its version
 * is still the one read (`WHERE version = ?`: of two people changing it at once, one wins), enqueue
 * its e-mails and append its audit event, which is the item's history.
 */

/** Who makes a change, from which address. */
export interface QueueActor {
  readonly id: string
  readonly email: string
  readonly ip: string
}

/** A change someone asks for on one item, naming the version their screen showed. */
export interface QueueChangeRequest<Queue extends StaffQueue> {
  readonly queue: Queue
  readonly folio: string
  readonly version: number
  readonly actor: QueueActor
  readonly now: Date
}

/** What a change does to the row it was given. */
export interface QueueChangePlan {
  readonly action: AuditAction
  readonly set: QueueRowChange
  /** The audit event's detail; the first e-mail's outbox id is added as `correo`. */
  readonly detail: QueueAuditDetail
  readonly mails?: readonly NewOutboxMail[]
  /** The transaction's last step (a delivery's rows and files): if it fails, nothing is changed. */
  readonly beforeCommit?: (trx: Transaction<Database>) => Promise<void>
}

export interface QueueChangeResult {
  readonly answer: QueueChangeAnswer
  /** Whether the change enqueued e-mails (the outbox sender is then woken). */
  readonly mailed: boolean
}

/** The detail as JSON: absent parts are left out rather than stored as nulls. */
function auditDetail(detail: QueueAuditDetail): AuditDetail {
  return Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined)) as AuditDetail
}

/**
 * Applies the change `plan` makes of the item's current row. 404 for an unknown folio and 409 for
 * a version someone else changed meanwhile, whether read here or found at the update; `plan` may
 * throw its own refusals (409, 422), and nothing is stored then.
 *
 * @throws {HttpError} 404 or 409.
 */
export function changeQueueItem<Queue extends StaffQueue>(
  db: Kysely<Database>,
  change: QueueChangeRequest<Queue>,
  plan: (row: QueueRows[Queue], trx: Transaction<Database>) => QueueChangePlan | Promise<QueueChangePlan>,
): Promise<QueueChangeResult> {
  const { auditTarget } = QUEUE_TABLES[change.queue]
  return db.transaction().execute(async (trx) => {
    const row = await findQueueRow(trx, change.queue, change.folio)
    if (row === undefined) throw new HttpError(404, QUEUE_MESSAGES.notFound)
    if (row.version !== change.version) throw new HttpError(409, QUEUE_MESSAGES.staleVersion)
    const { action, set, detail, mails = [], beforeCommit } = await plan(row, trx)

    const version = change.version + 1
    if (!(await updateQueueRow(trx, change.queue, change.folio, { read: change.version, next: version }, set))) {
      throw new HttpError(409, QUEUE_MESSAGES.staleVersion)
    }

    const [mailId] = await enqueueMails(trx, change.folio, mails, change.now)
    await appendAuditEvent(
      trx,
      {
        actorId: change.actor.id,
        actorEmail: change.actor.email,
        action,
        target: { type: auditTarget, id: change.folio },
        detail: auditDetail({ ...detail, correo: mailId }),
        ip: change.actor.ip,
      },
      change.now,
    )
    await beforeCommit?.(trx)

    const dueOn = set.due_on ?? ('due_on' in row ? row.due_on : null)
    const answer: QueueChangeAnswer = { estado: set.status ?? row.status, version, ...(dueOn ? { fechaLimite: dueOn } : {}) }
    return { answer, mailed: mails.length > 0 }
  })
}
