import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { REPLY_SENT_OUTCOME, type ActivityAnswer, type ActivityEntry, type ActivityInput, type FirstResponse } from '#contracts/activities.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { firstResponseColumns, insertActivity, itemActivities, markFirstResponse, type FollowedUpTable } from '#server/db/activities.ts'
import { QUEUE_TABLE_NAMES } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'
import { isOverdueItem, type DeadlineColumns } from '#server/queues/overdue.ts'
import type { QueueActor, QueueChangePlan } from '#server/queues/queue-change.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'

/*
 * Issue 38, follow-ups on time: activities on contact messages and fichas. Recording one changes
 * neither the item's status nor its version (two people may log calls at once); the first one meets
 * the first-response deadline.
 */

/** The queues whose items have a first-response deadline and take activities. */
export const FOLLOWED_UP_QUEUES = ['contacto', 'fichas'] as const satisfies readonly StaffQueue[]
export type FollowedUpQueue = (typeof FOLLOWED_UP_QUEUES)[number]

export function isFollowedUp(queue: StaffQueue): queue is FollowedUpQueue {
  return (FOLLOWED_UP_QUEUES as readonly StaffQueue[]).includes(queue)
}

const tableOf = (queue: FollowedUpQueue): FollowedUpTable => QUEUE_TABLE_NAMES[queue]

/** The item's first-response deadline as its page shows it. */
export function firstResponse(queue: FollowedUpQueue, row: DeadlineColumns[FollowedUpQueue], now: Date): FirstResponse {
  return { fechaLimite: row.respond_by, vencida: isOverdueItem(queue, row, now), primeraRespuesta: row.first_response_at }
}

/** An item's activities (newest first, with who) and its deadline, for its page. */
export async function followUp(db: Kysely<Database>, queue: FollowedUpQueue, row: DeadlineColumns[FollowedUpQueue] & { readonly folio: string }, now: Date) {
  const rows = await itemActivities(db, queue, row.folio)
  const actividades: ActivityEntry[] = rows.map((activity) => ({
    id: activity.id,
    tipo: activity.kind,
    resultado: activity.outcome,
    nota: activity.note,
    persona: activity.staffName,
    at: activity.at,
  }))
  return { actividades, respuesta: firstResponse(queue, row, now) }
}

/** Writes the activity and, if it is the item's first, marks the first response. */
async function storeActivity(trx: Transaction<Database>, queue: FollowedUpQueue, folio: string, staffId: string, activity: ActivityInput, at: string): Promise<string> {
  const id = randomUUID()
  await insertActivity(trx, { id, queue, folio, kind: activity.tipo, outcome: activity.resultado, note: activity.nota || null, staff_id: staffId, at })
  await markFirstResponse(trx, tableOf(queue), folio, at)
  return id
}

/**
 * Records what `actor` did about the item `folio`, audited as `activity-recorded` in the same
 * transaction. Resolves the activity and the deadline as they stand now, or undefined when the
 * queue has no such folio.
 */
export function recordActivity(
  db: Kysely<Database>,
  change: { queue: FollowedUpQueue; folio: string; actor: QueueActor & { readonly nombre: string }; activity: ActivityInput; now: Date },
): Promise<ActivityAnswer | undefined> {
  const { queue, folio, actor, activity, now } = change
  return db.transaction().execute(async (trx) => {
    const row = await firstResponseColumns(trx, tableOf(queue), folio)
    if (row === undefined) return undefined
    const at = now.toISOString()
    const id = await storeActivity(trx, queue, folio, actor.id, activity, at)
    const nota = activity.nota || undefined
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'activity-recorded',
        target: { type: QUEUE_TABLES[queue].auditTarget, id: folio },
        detail: { tipo: activity.tipo, resultado: activity.resultado, ...(nota === undefined ? {} : { nota }) },
        ip: actor.ip,
      },
      now,
    )
    return {
      actividad: { id, tipo: activity.tipo, resultado: activity.resultado, nota: nota ?? null, persona: actor.nombre, at },
      respuesta: firstResponse(queue, { ...row, first_response_at: row.first_response_at ?? at }, now),
    }
  })
}

/**
 * A contact message's «Responder» with its e-mail recorded as a `correo` activity of whoever sent
 * it, in the reply's transaction (the reply's own audit event tells the rest).
 */
export function withReplyActivity(plan: QueueChangePlan, folio: string, staffId: string, now: Date): QueueChangePlan {
  return {
    ...plan,
    beforeCommit: async (trx) => {
      await storeActivity(trx, 'contacto', folio, staffId, { tipo: 'correo', resultado: REPLY_SENT_OUTCOME }, now.toISOString())
      await plan.beforeCommit?.(trx)
    },
  }
}
