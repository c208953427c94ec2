import { FIRST_RESPONSE_BUSINESS_DAYS } from '#contracts/limits.ts'
import { CLOSED_STATUSES, type QueueStatus } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { addBusinessDays, isOverdue } from '#server/calendar/business-days.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import type { OverdueRule } from '#server/db/queue-filters.ts'

/*
 * When an item of a queue runs late, one rule per queue as data: a document request past its
 * promised day once the payment is validated (issue 14); a contact message or a ficha still open
 * and unanswered past its first-response day (issue 38). The list puts them first, the home counts
 * them, the item's page says so.
 */

type Deadline = Omit<OverdueRule, 'dueBefore'>

/** The status in which a document request's promised day runs: the payment was validated, the document not yet delivered. */
const DUE_STATUS = 'pago-validado' satisfies QueueStatus<'documentos'>

const firstResponse = (queue: 'contacto' | 'fichas'): Deadline => ({ dueColumn: 'respond_by', exceptStatuses: CLOSED_STATUSES[queue], metBy: 'first_response_at' })

const DEADLINES: Readonly<Record<StaffQueue, Deadline>> = {
  contacto: firstResponse('contacto'),
  fichas: firstResponse('fichas'),
  documentos: { dueColumn: 'due_on', statuses: [DUE_STATUS] },
}

/** The queue's items past their day at `now` (the day is over at the institute), for the queries. */
export function overdueRule(queue: StaffQueue, now: Date): OverdueRule {
  return { ...DEADLINES[queue], dueBefore: instituteDay(now) }
}

/** The same as {@link overdueRule}, for one row already read (a row without the rule's columns is never overdue). */
export function isOverdueItem<Row extends { readonly status: string }>(queue: StaffQueue, row: Row, now: Date): boolean {
  const deadline = DEADLINES[queue]
  const columns: Readonly<Record<string, unknown>> = row
  const day = columns[deadline.dueColumn]
  if (typeof day !== 'string') return false
  if (deadline.statuses !== undefined && !deadline.statuses.includes(row.status)) return false
  if (deadline.exceptStatuses?.includes(row.status)) return false
  if (deadline.metBy !== undefined && typeof columns[deadline.metBy] === 'string') return false
  return isOverdue(day, now)
}

/** Issue 38: a new contact message's or ficha's first-response day, {@link FIRST_RESPONSE_BUSINESS_DAYS} business days after it arrived. */
export function firstResponseDay(receivedAt: Date): string {
  return addBusinessDays(instituteDay(receivedAt), FIRST_RESPONSE_BUSINESS_DAYS)
}
