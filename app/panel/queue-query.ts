import type { FormSchema } from '#app/components/form/use-schema-form.ts'
import { API_BASE_PATH, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { STAFF_QUEUE_KEYS, queueFilterFormSchema, type QueueFilters } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { listQueryOf, withQuery, type ListQuery } from './list-query.ts'

/* A queue's list keeps its filters, status and page in the URL query, which is also the API's (list-query.ts). */

export type QueueFilterKey = keyof QueueFilters
/** The filter form's fields as typed: every one a text (a select's value, a date, the search). */
export type QueueFilterInput = Record<QueueFilterKey, string>

type QueueFilterForm = FormSchema<QueueFilterInput, QueueFilters>

function perQueue<Value>(make: (queue: StaffQueue) => Value): Record<StaffQueue, Value> {
  return Object.fromEntries(STAFF_QUEUE_KEYS.map((queue) => [queue, make(queue)])) as Record<StaffQueue, Value>
}

/** Each queue's filter form (contracts' schema, the same the server checks); its keys are only the queue's own. */
export const QUEUE_FILTER_FORMS = perQueue((queue) => queueFilterFormSchema(queue) as unknown as QueueFilterForm)

export const QUEUE_LIST_QUERIES: Record<StaffQueue, ListQuery<QueueFilterKey>> = perQueue((queue) =>
  listQueryOf(Object.keys(QUEUE_FILTER_FORMS[queue].shape) as QueueFilterKey[]),
)

/** The status the list shows, from the query (`undefined`: every status). */
export const STATUS_KEY = 'estado' satisfies QueueFilterKey

/** The query of the same filters with another status (or none), from the first page. */
export function statusSearch(queue: StaffQueue, params: URLSearchParams, status: string | undefined): string {
  const query = QUEUE_LIST_QUERIES[queue].filterQuery(params)
  if (status === undefined) query.delete(STATUS_KEY)
  else query.set(STATUS_KEY, status)
  return QUEUE_LIST_QUERIES[queue].queryOfFilters(Object.fromEntries(query)).toString()
}

/** The API path of the list the query asks for. */
export function queueListPath(queue: StaffQueue, params: URLSearchParams): string {
  return withQuery(QUEUE_API_PATHS.list(queue), QUEUE_LIST_QUERIES[queue].listQuery(params))
}

/** The CSV export of the filters and status (every page): a plain link the browser downloads with the panel's session cookie. */
export function queueCsvHref(queue: StaffQueue, params: URLSearchParams): string {
  return withQuery(`${API_BASE_PATH}${QUEUE_API_PATHS.csv(queue)}`, QUEUE_LIST_QUERIES[queue].filterQuery(params))
}
