import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { QUEUE_MESSAGES } from '#contracts/queues.ts'
import { TASK_MESSAGES, isPastDay, type ItemTasks, type NewTask, type Task, type TaskQueue } from '#contracts/tasks.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { findQueueRow } from '#server/db/queue-items.ts'
import type { Database } from '#server/db/schema.ts'
import { findItemTask, insertTask, setTaskDone, tasksOfItem } from '#server/db/tasks.ts'
import { HttpError, ValidationError } from '#server/http/errors.ts'
import { QUEUE_TABLES } from '#server/queues/queue-tables.ts'
import type { QueueActor } from '#server/queues/queue-change.ts'
import { taskAssignees } from '#server/tasks/task-assignees.ts'
import { taskView } from '#server/tasks/task-view.ts'

/*
 * Issue 38: the tasks of one queue item. Each change is written with its audit event in one
 * transaction, the event's target being the item, so the item's history shows it too.
 */

/** Which item: its queue and folio. */
export interface TaskItem {
  readonly queue: TaskQueue
  readonly folio: string
}

const itemTarget = ({ queue, folio }: TaskItem) => ({ type: QUEUE_TABLES[queue].auditTarget, id: folio })

/** The item's tasks and who may be given one, as `viewerId` sees them; undefined when the queue has no such item. */
export async function itemTasks(db: Kysely<Database>, item: TaskItem, viewerId: string, now: Date): Promise<ItemTasks | undefined> {
  if ((await findQueueRow(db, item.queue, item.folio)) === undefined) return undefined
  const [rows, responsables] = await Promise.all([tasksOfItem(db, item.queue, item.folio), taskAssignees(db, item.queue)])
  return { tareas: rows.map((row) => taskView(row, now)), responsables, yo: viewerId }
}

/**
 * Adds a task to the item. 422 for a due day before today at the institute or an assignee who may
 * not work the queue; 404 for an unknown item.
 *
 * @throws {ValidationError | HttpError}
 */
export async function createItemTask(db: Kysely<Database>, item: TaskItem, task: NewTask, actor: QueueActor, now: Date): Promise<Task> {
  const problems: Record<string, string[]> = {}
  if (isPastDay(task.fechaLimite, instituteDay(now))) problems['fechaLimite'] = [TASK_MESSAGES.dueInPast]
  const [assignee] = await taskAssignees(db, item.queue, task.responsable)
  if (assignee === undefined) problems['responsable'] = [TASK_MESSAGES.assigneeNotAllowed]
  if (Object.keys(problems).length > 0 || assignee === undefined) throw new ValidationError(problems)

  const row = {
    id: randomUUID(),
    queue: item.queue,
    folio: item.folio,
    title: task.titulo,
    due_on: task.fechaLimite,
    assignee_id: assignee.id,
    created_by: actor.id,
    created_at: now.toISOString(),
  }
  await db.transaction().execute(async (trx) => {
    if ((await findQueueRow(trx, item.queue, item.folio)) === undefined) throw new HttpError(404, QUEUE_MESSAGES.notFound)
    await insertTask(trx, row)
    const detail = { tarea: row.id, titulo: row.title, fechaLimite: row.due_on, responsable: { id: assignee.id, nombre: assignee.nombre } }
    await appendAuditEvent(trx, { actorId: actor.id, actorEmail: actor.email, action: 'task-created', target: itemTarget(item), detail, ip: actor.ip }, now)
  })
  return taskView({ ...row, done_at: null, done_by: null, version: 1, assignee_name: assignee.nombre }, now)
}

/**
 * Marks the item's task `id` done (`done`) or open again, naming the version the person saw: 404
 * for an unknown task, 409 for one someone changed meanwhile. Asking for the state it is already
 * in changes nothing.
 *
 * @throws {HttpError}
 */
export async function changeTaskDone(
  db: Kysely<Database>,
  item: TaskItem,
  change: { id: string; done: boolean; version: number },
  actor: QueueActor,
  now: Date,
): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    const row = await findItemTask(trx, item.queue, item.folio, change.id)
    if (row === undefined) throw new HttpError(404, TASK_MESSAGES.notFound)
    if (row.version !== change.version) throw new HttpError(409, TASK_MESSAGES.staleVersion)
    if ((row.done_at !== null) === change.done) return taskView(row, now)

    const done = change.done ? { at: now.toISOString(), by: actor.id } : null
    const version = { read: row.version, next: row.version + 1 }
    if (!(await setTaskDone(trx, row.id, version, done))) throw new HttpError(409, TASK_MESSAGES.staleVersion)
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: change.done ? 'task-completed' : 'task-reopened',
        target: itemTarget(item),
        detail: { tarea: row.id, titulo: row.title },
        ip: actor.ip,
      },
      now,
    )
    return taskView({ ...row, done_at: done?.at ?? null, done_by: done?.by ?? null, version: version.next }, now)
  })
}
