import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { queueItemSchema, queueStatusLabel } from '#contracts/queues.ts'
import { STAFF_QUEUES, type StaffQueue } from '#contracts/staff.ts'
import { HistorySteps } from '../shared/history-steps.tsx'
import { BackLink, ItemFailure, ItemNoticeLine, ItemSection, ItemSummary, useItemFolio } from '../shared/item-page.tsx'
import { PanelMessage } from '../shared/panel-message.tsx'
import { PanelScreen } from '../shared/panel-screen.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useRecord } from '../shared/use-record.ts'
import { QueueActivities } from './queue-activities.tsx'
import { QueueActions } from './queue-actions.tsx'
import { QueueAssignee } from './queue-assignee.tsx'
import { AppointmentFact, BecaFacts, DocumentFacts, OriginFacts, QueueItemFields } from './queue-item-facts.tsx'
import { QueueItemPerson } from './queue-item-person.tsx'
import { QueueMails } from './queue-mails.tsx'
import { QueueTasks } from './queue-tasks.tsx'
import { queueText as text } from './queue-text.ts'
import records from '../shared/item.module.css'

function ItemPage({ queue, folio }: { queue: StaffQueue; folio: string }) {
  const { state, notice, refresh, retry } = useRecord(QUEUE_API_PATHS.item(queue, folio), queueItemSchema)
  const back = <BackLink to={PANEL_PAGES.queue(queue)}>{text.backToList(STAFF_QUEUES[queue].label)}</BackLink>

  if (state.kind === 'loading') return <PanelMessage insideLayout busy heading={panelText.item.loading} />
  if (state.kind === 'failed') return <ItemFailure message={state.message} notFound={state.notFound} onRetry={retry} back={back} />

  const { record: item } = state
  const reloadAfterConflict = () => refresh(panelText.item.reloaded)

  return (
    <PanelScreen title={folio}>
      {back}
      <ItemSummary status={queueStatusLabel(queue, item.estado)} instants={[{ label: text.receivedLabel, at: item.recibido }]} />
      <ItemNoticeLine notice={notice} />
      <QueueItemPerson item={item} />
      <div className={records.layout}>
        <div className={records.column}>
          <QueueActions queue={queue} item={item} onChanged={refresh} onReload={reloadAfterConflict} />
          <QueueItemFields item={item} />
          {item.origen === undefined ? null : <OriginFacts origin={item.origen} />}
          {queue === 'fichas' ? (
            <ItemSection title={text.followUp}>
              <AppointmentFact item={item} />
              <QueueAssignee item={item} onChanged={refresh} onReload={reloadAfterConflict} />
            </ItemSection>
          ) : null}
          {queue === 'documentos' ? <DocumentFacts item={item} /> : null}
          {queue === 'becas' ? <BecaFacts item={item} /> : null}
          <QueueActivities queue={queue} item={item} onChanged={refresh} />
          <QueueTasks queue={queue} folio={folio} onChanged={refresh} />
        </div>
        <div className={records.column}>
          <ItemSection title={text.history}>
            <HistorySteps steps={item.historial} statusLabel={(status) => queueStatusLabel(queue, status)} nobody={text.applicant} />
          </ItemSection>
          <ItemSection title={text.mails}>
            <QueueMails queue={queue} folio={folio} mails={item.correos} onRetried={refresh} />
          </ItemSection>
        </div>
      </div>
    </PanelScreen>
  )
}

/**
 * One item of a queue (issue 14), the same page for every queue: its status and what was
 * sent, what may be done now (QUEUE_TRANSITIONS), its follow-up or payment, its history and e-mails.
 */
export default function QueueItemScreen({ queue }: { queue: StaffQueue }) {
  const folio = useItemFolio()
  // Another folio (a link to the person's other submissions) is another page: nothing of this one stays.
  return <ItemPage key={folio} queue={queue} folio={folio} />
}
