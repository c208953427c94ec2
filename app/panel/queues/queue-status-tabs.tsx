import { useState } from 'react'
import { Link } from 'react-router'
import { queueStatusLabel, queueStatuses } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { STATUS_KEY } from '../shared/list/list-query.ts'
import { panelText } from '../shared/panel-text.ts'
import { QUEUE_LISTS } from './queue-lists.ts'
import { queueText as text } from './queue-text.ts'
import styles from './queue.module.css'

/** The query of the same filters with another status (or none), from the first page. */
function statusSearch(queue: StaffQueue, params: URLSearchParams, status: string | undefined): string {
  const { query } = QUEUE_LISTS[queue]
  const filters = query.filterQuery(params)
  if (status === undefined) filters.delete(STATUS_KEY)
  else filters.set(STATUS_KEY, status)
  return query.queryOfFilters(Object.fromEntries(filters)).toString()
}

export interface QueueStatusTabsProps {
  queue: StaffQueue
  params: URLSearchParams
  /** How many items of each status match the other filters; unknown while the list loads. */
  counts: Readonly<Record<string, number>> | undefined
}

/**
 * The queue's statuses as links, «Nuevo (12)», each keeping the other filters; the current one
 * marked. The counts read last stay on the links while another status loads.
 */
export function QueueStatusTabs({ queue, params, counts }: QueueStatusTabsProps) {
  const [shown, setShown] = useState(counts)
  if (counts !== undefined && counts !== shown) setShown(counts)
  const current = params.get(STATUS_KEY) ?? undefined
  const all = shown === undefined ? undefined : Object.values(shown).reduce((sum, count) => sum + count, 0)
  const entries: { status: string | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: panelText.list.any, count: all },
    ...queueStatuses(queue).map((status) => ({ status, label: queueStatusLabel(queue, status), count: shown === undefined ? undefined : (shown[status] ?? 0) })),
  ]
  return (
    <nav aria-label={text.statuses} className={styles.tabs}>
      <ul>
        {entries.map(({ status, label, count }) => (
          <li key={status ?? ''}>
            <Link to={{ search: statusSearch(queue, params, status) }} aria-current={status === current ? 'page' : undefined}>
              {count === undefined ? label : text.withCount(label, count)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
