import { useId } from 'react'
import type { QueuePage } from '#contracts/queues.ts'
import { STAFF_QUEUES, type StaffQueue } from '#contracts/staff.ts'
import { ListScreen } from '../shared/list/list-screen.tsx'
import { ListTable } from '../shared/list/list-table.tsx'
import { STATUS_KEY } from '../shared/list/list-query.ts'
import { QUEUE_LISTS } from './queue-lists.ts'
import { QueueStatusTabs } from './queue-status-tabs.tsx'
import { queueText as text } from './queue-text.ts'
import panel from '../shared/panel.module.css'
import styles from './queue.module.css'

const KEEP_STATUS = [STATUS_KEY] as const

function Overdue({ queue, items }: { queue: StaffQueue; items: QueuePage['vencidas'] }) {
  const headingId = useId()
  return (
    <section className={`${panel.section} ${styles.overdue}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.overdueTitle(items.length, queue)}</h2>
      <p className={panel.muted}>{text.overdueIntro[queue]}</p>
      <ListTable table={QUEUE_LISTS[queue].table} items={items} caption={text.overdueCaption[queue]} />
    </section>
  )
}

/**
 * One queue's list (issue 14), the same screen for every queue: its statuses with their counts,
 * its filters, the overdue items first, a page of items newest first, and the CSV export.
 */
export default function QueueScreen({ queue }: { queue: StaffQueue }) {
  return (
    <ListScreen
      title={STAFF_QUEUES[queue].label}
      list={QUEUE_LISTS[queue]}
      intro={<p className={panel.muted}>{text.intro}</p>}
      keep={KEEP_STATUS}
      above={(params, page) => (
        <>
          <QueueStatusTabs queue={queue} params={params} counts={page?.conteos} />
          {page !== undefined && page.vencidas.length > 0 ? <Overdue queue={queue} items={page.vencidas} /> : null}
        </>
      )}
    />
  )
}
