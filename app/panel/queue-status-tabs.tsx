import { Link } from 'react-router'
import { queueStatusLabel, queueStatuses } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { panelText } from './panel-text.ts'
import { statusSearch } from './queue-query.ts'
import styles from './queue.module.css'

const text = panelText.queues

export interface QueueStatusTabsProps {
  queue: StaffQueue
  params: URLSearchParams
  current: string | undefined
  /** How many items of each status match the other filters; unknown while the list loads. */
  counts: Readonly<Record<string, number>> | undefined
}

/** The queue's statuses as links, «Nuevo (12)», each keeping the other filters; the current one marked. */
export function QueueStatusTabs({ queue, params, current, counts }: QueueStatusTabsProps) {
  const all = counts === undefined ? undefined : Object.values(counts).reduce((sum, count) => sum + count, 0)
  const entries: { status: string | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: text.allStatuses, count: all },
    ...queueStatuses(queue).map((status) => ({ status, label: queueStatusLabel(queue, status), count: counts === undefined ? undefined : (counts[status] ?? 0) })),
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
