import type { FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import { z } from 'zod'
import type { QueueChangeAnswer } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { signedInStaff } from '#server/auth/signed-in-staff.ts'
import type { QueueRows } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'
import { changeQueueItem, type QueueChangePlan } from '#server/queues/queue-change.ts'

/** The path parameter of an item's routes. */
export const folioParams = z.object({ folio: z.string().min(1).max(40) })

/**
 * A panel request's change to the item `folio` of `queue`, made as the signed-in staff member
 * from the request's address; the outbox is woken when the change enqueued e-mails.
 */
export async function applyQueueChange<Queue extends StaffQueue>(
  request: FastifyRequest,
  target: { queue: Queue; folio: string; version: number; now: Date },
  plan: (row: QueueRows[Queue], trx: Transaction<Database>) => QueueChangePlan | Promise<QueueChangePlan>,
): Promise<QueueChangeAnswer> {
  const { id, email } = signedInStaff(request)
  const result = await changeQueueItem(request.server.db, { ...target, actor: { id, email, ip: request.ip } }, plan)
  if (result.mailed) request.server.outbox.wake()
  return result.answer
}
