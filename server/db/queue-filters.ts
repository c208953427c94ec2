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

/** Which document requests are overdue: those still in `status` whose promised day is before `dueBefore` (`YYYY-MM-DD`). */
export interface OverdueRule {
  readonly status: QueueStatus<'documentos'>
  readonly dueBefore: string
}

/** Document requests the rule calls overdue: served by the (status, due_on) index. */
export function overdueRequests(eb: ExpressionBuilder<Database, 'document_requests'>, rule: OverdueRule): Expression<SqlBool> {
  return eb.and([eb('status', '=', rule.status), eb('due_on', '<', rule.dueBefore)])
}
