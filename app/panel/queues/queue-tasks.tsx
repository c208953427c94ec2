import { useCallback, useEffect, useMemo, useState } from 'react'
import { SchemaField, SelectField, TextField } from '#app/components/form/schema-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { TASK_API_PATHS } from '#contracts/api-paths.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import {
  TASK_FIELD_TEXT,
  TASK_OVERDUE_LABEL,
  isTaskQueue,
  itemTasksSchema,
  newTaskFormSchema,
  taskAnswerSchema,
  type ItemTasks,
  type NewTask,
  type Task,
  type TaskQueue,
} from '#contracts/tasks.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { Alert } from '../shared/alert.tsx'
import { Badge } from '../shared/badge.tsx'
import { ItemSection } from '../shared/item-page.tsx'
import { ConflictReload, PanelForm, usePanelSubmit } from '../shared/panel-form.tsx'
import { panelText } from '../shared/panel-text.ts'
import { useStaffSession } from '../shared/staff-session.tsx'
import { queueTasksText as text } from './queue-tasks-text.ts'
import panel from '../shared/panel.module.css'
import records from '../shared/item.module.css'

/** After a change: the page reads the item again (its history) and says what was done. */
type OnChanged = (message: string) => Promise<void>

interface ItemRef {
  queue: TaskQueue
  folio: string
}

/** «Terminada» (or «Reabrir») of one task: busy while it is asked, its refusal told beside it, «Recargar» after a 409. */
function TaskDoneButton({ item, task, onDone, onReload }: { item: ItemRef; task: Task; onDone: (message: string) => Promise<void>; onReload: () => Promise<void> }) {
  const { request } = useStaffSession()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ message: string; status: number | undefined } | null>(null)
  const done = task.terminada === null
  const label = done ? text.markDone : text.reopen

  async function change() {
    if (busy) return
    setBusy(true)
    setFailure(null)
    const result = await request(TASK_API_PATHS.done(item.queue, item.folio, task.id), {
      method: 'POST',
      json: { terminada: done, version: task.version },
      schema: taskAnswerSchema,
    })
    setBusy(false)
    if (result.ok) await onDone(done ? text.completed(task.titulo) : text.reopened(task.titulo))
    else setFailure({ message: result.serverMessage ?? result.message, status: result.status })
  }

  return (
    <>
      <button type="button" className={panel.linkButton} aria-disabled={busy || undefined} aria-label={`${label}: ${task.titulo}`} onClick={() => void change()}>
        {busy ? panelText.sending : label}
      </button>
      <Alert>{failure?.message}</Alert>
      <ConflictReload failedStatus={failure?.status} onReload={() => void onReload().then(() => setFailure(null))} />
    </>
  )
}

/** The item's tasks, open ones first: title, due day («Vencida» once past), who does it, and «Terminada» or when it was done. */
function TaskList({ item, tasks, onDone, onReload }: { item: ItemRef; tasks: readonly Task[]; onDone: (message: string) => Promise<void>; onReload: () => Promise<void> }) {
  if (tasks.length === 0) return <p className={panel.muted}>{text.none}</p>
  return (
    <ul className={records.steps}>
      {tasks.map((task) => (
        <li key={task.id}>
          <p className={records.stepTitle}>{task.titulo}</p>
          <p>
            {text.due(task.fechaLimite)} {task.vencida ? <Badge tone="danger">{TASK_OVERDUE_LABEL}</Badge> : null}
          </p>
          <p>{text.assignee(task.responsable.nombre)}</p>
          {task.terminada === null ? null : (
            <p className={records.meta}>
              <time dateTime={task.terminada}>{text.doneAt(task.terminada)}</time>
            </p>
          )}
          <TaskDoneButton item={item} task={task} onDone={onDone} onReload={onReload} />
        </li>
      ))}
    </ul>
  )
}

/** A new task: what, by when (today at the earliest), and who, the signed-in person unless they choose another. */
function NewTaskForm({ item, people, me, onAdded }: { item: ItemRef; people: ItemTasks['responsables']; me: string; onAdded: (message: string) => Promise<void> }) {
  const { request } = useStaffSession()
  const today = instituteDay(new Date())
  const schema = useMemo(() => newTaskFormSchema(today), [today])
  const form = useSchemaForm(schema, { text: TASK_FIELD_TEXT, initial: { responsable: me } })
  const send = (task: NewTask) => request(TASK_API_PATHS.itemTasks(item.queue, item.folio), { method: 'POST', json: task, schema: taskAnswerSchema })
  const { onSubmit, failure, busy } = usePanelSubmit(form, send, ({ tarea }) => {
    form.reset({ titulo: '', fechaLimite: '', responsable: me })
    void onAdded(text.added(tarea.titulo))
  })

  return (
    <PanelForm label={text.newTask} heading onSubmit={onSubmit} failure={failure} busy={busy} submitLabel={text.add}>
      <TextField form={form} name="titulo" />
      <SchemaField form={form} name="fechaLimite">
        {(control) => <input {...control} type="date" min={today} {...form.register('fechaLimite')} />}
      </SchemaField>
      <SelectField form={form} name="responsable" placeholder={text.chooseAssignee} options={people.map((person) => ({ value: person.id, label: person.nombre }))} />
    </PanelForm>
  )
}

/**
 * The «Tareas» block of an item's page (issue 38): the item's tasks, «Terminada» per open one, and
 * the form of a new one. Each change reads the tasks again and lets the page say what was done.
 */
export function QueueTasks({ queue, folio, onChanged }: { queue: StaffQueue; folio: string; onChanged: OnChanged }) {
  const { request } = useStaffSession()
  const [data, setData] = useState<ItemTasks | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const item = useMemo(() => (isTaskQueue(queue) ? { queue, folio } : null), [queue, folio])

  /** The tasks as the server has them now, or why not; `null` when the request was cancelled or the queue takes no tasks. */
  const fetchTasks = useCallback(
    async (signal?: AbortSignal): Promise<{ data: ItemTasks } | { failure: string } | null> => {
      if (item === null) return null
      const result = await request(TASK_API_PATHS.itemTasks(item.queue, item.folio), { schema: itemTasksSchema, signal })
      if (result.ok) return { data: result.data }
      return result.kind === 'aborted' ? null : { failure: result.serverMessage ?? result.message }
    },
    [request, item],
  )
  const show = useCallback((next: Awaited<ReturnType<typeof fetchTasks>>) => {
    if (next === null) return
    if ('data' in next) setData(next.data)
    setFailure('failure' in next ? next.failure : null)
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    void fetchTasks(controller.signal).then(show)
    return () => controller.abort()
  }, [fetchTasks, show])

  const load = () => fetchTasks().then(show)
  if (item === null) return null
  const changed = async (message: string) => {
    await load()
    await onChanged(message)
  }

  return (
    <ItemSection title={text.title}>
      <Alert>{failure}</Alert>
      {data === null && failure === null ? <p className={panel.muted}>{text.loading}</p> : null}
      {data === null ? null : (
        <>
          <TaskList item={item} tasks={data.tareas} onDone={changed} onReload={load} />
          <NewTaskForm item={item} people={data.responsables} me={data.yo} onAdded={changed} />
        </>
      )}
    </ItemSection>
  )
}
