import { SelectField, TextAreaField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import {
  ACTIVITY_FIELD_TEXT,
  ACTIVITY_KIND_KEYS,
  activityKindLabel,
  activityOutcomeLabel,
  activityOutcomes,
  activitySchema,
  type ActivityEntry,
  type FirstResponse,
} from '#contracts/activities.ts'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import type { QueueItem } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { Badge } from '../shared/badge.tsx'
import { formatDay, formatInstant } from '../shared/date-format.ts'
import { ItemSection } from '../shared/item-page.tsx'
import { PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { useStaffSession } from '../shared/staff-session.tsx'
import { activitiesText as text } from './activities-text.ts'
import { QueueWhatsapp } from './queue-whatsapp.tsx'
import records from '../shared/item.module.css'

const KIND_OPTIONS = ACTIVITY_KIND_KEYS.map((kind) => ({ value: kind, label: activityKindLabel(kind) }))

/** The first-response deadline in words: due by a day, overdue, answered, or none (an item older than deadlines). */
function DeadlineLine({ respuesta }: { respuesta: FirstResponse }) {
  if (respuesta.primeraRespuesta !== null) return <p>{text.answeredOn(formatInstant(respuesta.primeraRespuesta))}</p>
  if (respuesta.fechaLimite === null) return <p className={records.meta}>{text.noDeadline}</p>
  if (!respuesta.vencida) return <p>{text.respondBy(formatDay(respuesta.fechaLimite))}</p>
  return (
    <p>
      <Badge tone="danger">{text.overdue}</Badge> {text.overdueSince(formatDay(respuesta.fechaLimite))}
    </p>
  )
}

function ActivityList({ activities }: { activities: readonly ActivityEntry[] }) {
  if (activities.length === 0) return <p className={records.meta}>{text.none}</p>
  return (
    <ol className={records.steps} aria-label={text.listTitle}>
      {activities.map((activity) => (
        <li key={activity.id}>
          <p className={records.stepTitle}>
            {activityKindLabel(activity.tipo)}: {activityOutcomeLabel(activity.tipo, activity.resultado)}
          </p>
          <p className={records.meta}>
            <time dateTime={activity.at}>{text.by(formatInstant(activity.at), activity.persona)}</time>
          </p>
          {activity.nota ? <blockquote className={records.quote}>{activity.nota}</blockquote> : null}
        </li>
      ))}
    </ol>
  )
}

export interface QueueActivitiesProps {
  queue: StaffQueue
  item: QueueItem
  /** Reads the item again and says what was done. */
  onChanged: (message: string) => Promise<void>
}

/** The form: what was done, its outcome (the kind's own list) and a note. It names no version: an activity changes no status. */
function ActivityForm({ queue, item, onChanged }: QueueActivitiesProps) {
  const { request } = useStaffSession()
  const form = useSchemaForm(activitySchema, { text: ACTIVITY_FIELD_TEXT })
  const kind = form.watch('tipo')
  const send = (values: { tipo: string; resultado: string; nota?: string | undefined }) =>
    request(QUEUE_API_PATHS.activities(queue, item.folio), { method: 'POST', json: values })
  const { onSubmit, failure, busy } = usePanelSubmit(form, send, (_answer, values) => {
    form.clear()
    void onChanged(text.saved(activityKindLabel(values.tipo)))
  })
  const outcomes = activityOutcomes(kind)
  return (
    <PanelForm label={text.formTitle} heading intro={text.formIntro} onSubmit={onSubmit} failure={failure} busy={busy} submitLabel={text.save}>
      <SelectField form={form} name="tipo" placeholder={text.choose} options={KIND_OPTIONS} onChange={() => form.setValue('resultado', '')} />
      <SelectField form={form} name="resultado" placeholder={outcomes.length === 0 ? text.chooseKindFirst : text.choose} options={outcomes} />
      <TextAreaField form={form} name="nota" rows={3} />
    </PanelForm>
  )
}

/**
 * Issue 38: a contact message's or a ficha's activities: its first-response deadline, «Escribir
 * por WhatsApp», the form to record a call, message, e-mail, visit or note, and what was recorded,
 * newest first. Nothing for an item without a deadline's data (a document request).
 */
export function QueueActivities({ queue, item, onChanged }: QueueActivitiesProps) {
  if (item.respuesta === undefined || item.actividades === undefined) return null
  return (
    <ItemSection title={text.title}>
      <DeadlineLine respuesta={item.respuesta} />
      <QueueWhatsapp queue={queue} item={item} onRecorded={onChanged} />
      <ActivityForm queue={queue} item={item} onChanged={onChanged} />
      <ActivityList activities={item.actividades} />
    </ItemSection>
  )
}
