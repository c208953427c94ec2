import type { QueueStatus } from '#contracts/queues.ts'
import { isOverdue } from '#server/calendar/business-days.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import type { OverdueRule } from '#server/db/queue-filters.ts'

/** The status in which a document request's promised day runs: the payment was validated, the document not yet delivered. */
const DUE_STATUS = 'pago-validado' satisfies QueueStatus<'documentos'>

/** Document requests past their promised day at `now` (the day is over at the institute), for the queries. */
export function overdueRule(now: Date): OverdueRule {
  return { status: DUE_STATUS, dueBefore: instituteDay(now) }
}

/** The same as {@link overdueRule}, for one row already read. */
export function isOverdueRequest(row: { status: string; due_on: string | null }, now: Date): boolean {
  return row.status === DUE_STATUS && row.due_on !== null && isOverdue(row.due_on, now)
}
