import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import { queueFilterFormSchema, STAFF_QUEUE_KEYS, type QueueFilters, type QueueStatus } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { instituteDayEnd, instituteDayStart, storedInstant } from '#server/config/time-zone.ts'
import type { QueueTableName } from '#server/db/queue-tables.ts'
import type { Database } from '#server/db/schema.ts'
import { searchCondition } from '#server/db/search-text.ts'

/*
 * The WHERE of a queue's list, export and summary (issue 14), on the queue's table alone (no join,
 * so the column names need no table). Every filter is checked by queueFiltersSchema before it gets here.
 */

export type QueueExpressionBuilder = ExpressionBuilder<Database, QueueTableName>

const COMMON_FILTERS: ReadonlySet<string> = new Set(['q', 'estado', 'desde', 'hasta'])

/** The filters whose column has another name: the visit's origin (issue 38). */
const FILTER_COLUMNS: Readonly<Partial<Record<keyof QueueFilters, string>>> = { fuente: 'origen_fuente', campana: 'origen_campana' }

/** Each queue's own filters (fichas: level, campus, carrera…): equality on the column of the same name or of FILTER_COLUMNS. */
const COLUMN_FILTERS = new Map(
  STAFF_QUEUE_KEYS.map((queue) => [queue, Object.keys(queueFilterFormSchema(queue).shape).filter((filter) => !COMMON_FILTERS.has(filter)) as (keyof QueueFilters)[]]),
)

export interface MatchingOptions {
  /** Leave `estado` out: the count of each status is taken under the other filters. */
  readonly anyStatus?: boolean
}

/** The rows of the queue that the filters keep. */
export function matchingFilters(eb: QueueExpressionBuilder, queue: StaffQueue, filters: QueueFilters, options: MatchingOptions = {}): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = []
  if (filters.estado !== undefined && options.anyStatus !== true) conditions.push(eb('status', '=', filters.estado as QueueStatus))
  for (const filter of COLUMN_FILTERS.get(queue) ?? []) {
    const value = filters[filter]
    if (value !== undefined) conditions.push(sql<SqlBool>`${sql.ref(FILTER_COLUMNS[filter] ?? filter)} = ${value}`)
  }
  if (filters.desde !== undefined) conditions.push(eb('created_at', '>=', storedInstant(instituteDayStart, filters.desde)))
  if (filters.hasta !== undefined) conditions.push(eb('created_at', '<', storedInstant(instituteDayEnd, filters.hasta)))
  if (filters.q !== undefined) conditions.push(searchCondition('search_text', filters.q))
  return eb.and(conditions)
}

/**
 * Which items of a queue are overdue (issue 14 for document requests, issue 38 for the first
 * response): those whose day `YYYY-MM-DD` in `dueColumn` is before `dueBefore`, in one of `statuses`
 * (when given) and in none of `exceptStatuses`, and, with `metBy`, while that column is still null.
 */
export interface OverdueRule {
  readonly dueColumn: 'due_on' | 'respond_by'
  readonly statuses?: readonly string[]
  readonly exceptStatuses?: readonly string[]
  readonly metBy?: 'first_response_at'
  readonly dueBefore: string
}

/**
 * The items the rule calls overdue: served by the (status, due_on) index of document requests, and
 * by the partial index on the unanswered rows' respond_by of contact messages and fichas.
 */
export function overdueItems(eb: QueueExpressionBuilder, rule: OverdueRule): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${sql.ref(rule.dueColumn)} < ${rule.dueBefore}`]
  if (rule.metBy !== undefined) conditions.push(sql<SqlBool>`${sql.ref(rule.metBy)} is null`)
  if (rule.statuses !== undefined) conditions.push(eb('status', 'in', rule.statuses as QueueStatus[]))
  if (rule.exceptStatuses !== undefined && rule.exceptStatuses.length > 0) conditions.push(eb('status', 'not in', rule.exceptStatuses as QueueStatus[]))
  return eb.and(conditions)
}
