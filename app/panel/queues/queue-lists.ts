import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import {
  QUEUE_FILTER_TEXT,
  STAFF_QUEUE_KEYS,
  queueFilterFormSchema,
  queuePageSchema,
  type QueueFilters,
  type QueueListItem,
  type QueuePage,
} from '#contracts/queues.ts'
import { STAFF_QUEUES, type StaffQueue } from '#contracts/staff.ts'
import { STATUS_KEY } from '../shared/list/list-query.ts'
import { panelList, type FilterControl, type FilterSchema, type PanelList } from '../shared/list/panel-list.ts'
import { panelText } from '../shared/panel-text.ts'
import { queueColumns } from './queue-columns.tsx'
import { QUEUE_FILTER_OPTIONS } from './queue-filter-options.ts'
import { queueText as text } from './queue-text.ts'
import styles from './queue.module.css'

/*
 * Each queue's list (issue 14): the same screen for every queue, told its columns and filters. A
 * filter of the queue's schema (contracts/queues.ts) shows by itself: a select when it has
 * options (queue-filter-options.ts), a day, or a search box. The status is chosen with the status
 * links above the list (queue-status-tabs.tsx); the form keeps it.
 */

export type QueueFilterKey = keyof QueueFilters
export type QueueList = PanelList<QueuePage, QueueListItem, QueueFilterKey>

const DAY_FILTERS: readonly string[] = ['desde', 'hasta']

function filterControl(key: QueueFilterKey): FilterControl {
  const options = QUEUE_FILTER_OPTIONS[key]
  if (options !== undefined) return { kind: 'select', options, anyLabel: text.anyOption[key] ?? panelText.list.any }
  return DAY_FILTERS.includes(key) ? { kind: 'date' } : { kind: 'search' }
}

function queueList(queue: StaffQueue): QueueList {
  const filterSchema = queueFilterFormSchema(queue) as unknown as FilterSchema<QueueFilterKey>
  const keys = Object.keys(filterSchema.shape) as QueueFilterKey[]
  return panelList<QueuePage, QueueListItem, QueueFilterKey>({
    apiPath: QUEUE_API_PATHS.list(queue),
    csvPath: QUEUE_API_PATHS.csv(queue),
    schema: queuePageSchema,
    items: (page) => page.elementos,
    table: {
      columns: queueColumns(queue),
      itemKey: (item) => item.folio,
      autoWidth: true,
      rowClassName: (item) => (item.vencida ? styles.overdueRow : undefined),
    },
    filterSchema,
    filterText: QUEUE_FILTER_TEXT,
    filterIntro: text.filtersIntro,
    filters: keys.filter((key) => key !== STATUS_KEY).map((name) => ({ name, control: filterControl(name) })),
    text: { ...text, caption: text.caption(STAFF_QUEUES[queue].label) },
  })
}

export const QUEUE_LISTS = Object.fromEntries(STAFF_QUEUE_KEYS.map((queue) => [queue, queueList(queue)])) as Record<StaffQueue, QueueList>
