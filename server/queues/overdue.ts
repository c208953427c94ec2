import { FIRST_RESPONSE_BUSINESS_DAYS } from '#contracts/limits.ts'
import { CLOSED_STATUSES, type QueueStatus } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { addBusinessDays, isOverdue } from '#server/calendar/business-days.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import type { OverdueRule } from '#server/db/queue-filters.ts'

/*
 * When an item of a queue runs late, one rule per queue as data: a document request past its
 * promised day once the payment is validated (issue 14); a contact message or a ficha still open
 * and unanswered past its first-response day (issue 38); a beca application not yet decided past
 * its decision day (issue 39). The list puts them first, the home counts
 * them, the item's page says so.
 */

/** The columns of a read row a queue's deadline looks at. */
interface FirstResponseColumns {
  readonly status: string
  readonly respond_by: string | null
  readonly first_response_at: string | null
}
interface PromisedDayColumns {
  readonly status: string
  readonly due_on: string | null
}
interface DecisionDayColumns {
  readonly status: string
  readonly respond_by: string | null
}
export interface DeadlineColumns {
  readonly contacto: FirstResponseColumns
  readonly fichas: FirstResponseColumns
  readonly documentos: PromisedDayColumns
  readonly becas: DecisionDayColumns
}

/** A queue's deadline: the rule the queries apply, and the day it runs to on one row read already (null: not running). */
interface Deadline<Row> extends Omit<OverdueRule, 'dueBefore'> {
  readonly runningDay: (row: Row) => string | null
}

/** The status in which a document request's promised day runs: the payment was validated, the document not yet delivered. */
const DUE_STATUS = 'pago-validado' satisfies QueueStatus<'documentos'>

function firstResponse(queue: 'contacto' | 'fichas'): Deadline<FirstResponseColumns> {
  const closed: readonly string[] = CLOSED_STATUSES[queue]
  return {
    dueColumn: 'respond_by',
    exceptStatuses: closed,
    metBy: 'first_response_at',
    runningDay: (row) => (row.first_response_at === null && !closed.includes(row.status) ? row.respond_by : null),
  }
}

/** Issue 39: a beca application is decided by its day (BECA_REVIEW_BUSINESS_DAYS after it arrived); it runs until it is approved or rejected. */
function decision(): Deadline<DecisionDayColumns> {
  const closed: readonly string[] = CLOSED_STATUSES.becas
  return { dueColumn: 'respond_by', exceptStatuses: closed, runningDay: (row) => (closed.includes(row.status) ? null : row.respond_by) }
}

const DEADLINES: { readonly [Queue in StaffQueue]: Deadline<DeadlineColumns[Queue]> } = {
  contacto: firstResponse('contacto'),
  fichas: firstResponse('fichas'),
  documentos: { dueColumn: 'due_on', statuses: [DUE_STATUS], runningDay: (row) => (row.status === DUE_STATUS ? row.due_on : null) },
  becas: decision(),
}

/** The queue's items past their day at `now` (the day is over at the institute), for the queries. */
export function overdueRule(queue: StaffQueue, now: Date): OverdueRule {
  const { dueColumn, statuses, exceptStatuses, metBy } = DEADLINES[queue]
  return { dueColumn, statuses, exceptStatuses, metBy, dueBefore: instituteDay(now) }
}

/** The same as {@link overdueRule}, for one row already read. */
export function isOverdueItem<Queue extends StaffQueue>(queue: Queue, row: DeadlineColumns[Queue], now: Date): boolean {
  const deadline: Deadline<DeadlineColumns[Queue]> = DEADLINES[queue]
  const day = deadline.runningDay(row)
  return day !== null && isOverdue(day, now)
}

/** Issue 38: a new contact message's or ficha's first-response day, {@link FIRST_RESPONSE_BUSINESS_DAYS} business days after it arrived. */
export function firstResponseDay(receivedAt: Date): string {
  return addBusinessDays(instituteDay(receivedAt), FIRST_RESPONSE_BUSINESS_DAYS)
}
