import { useEffect, useState } from 'react'
import { SelectField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { QUEUE_FIELD_TEXT, assigneeListSchema, type QueueItem } from '#contracts/queues.ts'
import { z } from '#contracts/zod.ts'
import { ConflictReload, PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { panelText } from '../shared/panel-text.ts'
import { queueText as text } from './queue-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'

/** The select's value: a staff id, or blank for nobody (sent as `null`). */
const assigneeForm = z.object({ responsable: z.string() })

type People = { id: string; nombre: string }[]

export interface QueueAssigneeProps {
  item: QueueItem
  onChanged: (message: string) => Promise<void>
  onReload: () => Promise<void>
}

/** Who follows a ficha up: the staff who may (PANEL_API_PATHS.fichaAssignees), or nobody. */
export function QueueAssignee({ item, onChanged, onReload }: QueueAssigneeProps) {
  const { request } = useStaffSession()
  const [people, setPeople] = useState<People | null>(null)
  const [loadFailure, setLoadFailure] = useState<string | null>(null)
  const current = item.responsable ?? null

  useEffect(() => {
    const controller = new AbortController()
    void request(PANEL_API_PATHS.fichaAssignees, { schema: assigneeListSchema, signal: controller.signal }).then((result) => {
      if (result.ok) setPeople(result.data.personas)
      else if (result.kind !== 'aborted') setLoadFailure(result.message)
    })
    return () => controller.abort()
  }, [request])

  const form = useSchemaForm(assigneeForm, { text: { responsable: QUEUE_FIELD_TEXT.responsable }, initial: { responsable: current?.id ?? '' } })
  // The item was read again: show who follows it up now.
  const { setValue } = form
  useEffect(() => setValue('responsable', current?.id ?? ''), [setValue, current?.id])

  const send = ({ responsable }: z.output<typeof assigneeForm>) =>
    request(QUEUE_API_PATHS.assignee(item.folio), { method: 'PUT', json: { responsable: responsable === '' ? null : responsable, version: item.version } })
  const { onSubmit, failure, failedStatus, dismissFailure, busy } = usePanelSubmit(form, send, (_answer, { responsable }) => {
    const chosen = people?.find((person) => person.id === responsable)
    void onChanged(text.done.assigned(chosen?.nombre ?? null))
  })

  // The current one stays a choice even if the list no longer holds them (account disabled).
  const options = [...(people ?? []), ...(current && !people?.some((person) => person.id === current.id) ? [current] : [])].map((person) => ({
    value: person.id,
    label: person.nombre,
  }))

  return (
    <PanelForm
      label={QUEUE_FIELD_TEXT.responsable.label}
      onSubmit={onSubmit}
      failure={failure ?? loadFailure}
      failureAction={<ConflictReload failedStatus={failedStatus} onReload={() => void onReload().then(dismissFailure)} />}
      busy={busy}
      submitLabel={text.saveAssignee}
    >
      <SelectField form={form} name="responsable" placeholder={panelText.history.noAssignee} options={options} />
    </PanelForm>
  )
}
