import { z } from '#contracts/zod.ts'
import { hasCalendarDayFormat, parseCalendarDay } from '#contracts/calendar-day.ts'
import { requiredText, type FieldText } from '#contracts/form-fields.ts'
import { TASK_TITLE_MAX_CHARS } from '#contracts/limits.ts'
import type { StaffQueue } from '#contracts/staff.ts'

/*
 * Issue 38, follow-ups on time: a task on a queue's item («Llamar el martes») with a due day and
 * the staff member who does it. The item's page lists its tasks and adds one, the panel's home
 * lists the signed-in person's open ones, and a daily e-mail reminds each person of those due.
 */

/** The queues whose items take tasks. */
export const TASK_QUEUES = ['contacto', 'fichas', 'documentos'] as const satisfies readonly StaffQueue[]
export type TaskQueue = (typeof TASK_QUEUES)[number]

/** Whether items of `queue` take tasks. */
export function isTaskQueue(queue: string): queue is TaskQueue {
  return (TASK_QUEUES as readonly string[]).includes(queue)
}

/** What the task endpoints answer in `{ mensaje }` or under a field (GOV.UK style). */
export const TASK_MESSAGES = {
  titleRequired: 'Escribe la tarea, por ejemplo «Llamar el martes».',
  titleTooLong: `La tarea debe tener como máximo ${TASK_TITLE_MAX_CHARS} caracteres.`,
  dueRequired: 'Indica la fecha límite.',
  dueFormat: 'Escribe la fecha límite con el formato aaaa-mm-dd, por ejemplo 2026-12-08.',
  dueNotADay: 'La fecha límite debe ser un día que exista en el calendario.',
  dueInPast: 'La fecha límite debe ser hoy o un día posterior.',
  assigneeRequired: 'Elige quién hará la tarea.',
  assigneeNotAllowed: 'Esa persona no atiende esta cola o su cuenta está desactivada: elige a otra.',
  notFound: 'Esa tarea no existe en este registro.',
  staleVersion: 'Alguien más cambió esta tarea mientras la veías. Recarga para ver su estado actual.',
} as const

/** A due day `YYYY-MM-DD`: its shape, then whether the calendar has it. */
const dueDayField = z.string({ error: TASK_MESSAGES.dueRequired }).check(
  z.trim(),
  z.minLength(1, { error: TASK_MESSAGES.dueRequired, abort: true }),
  z.refine(hasCalendarDayFormat, { error: TASK_MESSAGES.dueFormat, abort: true }),
  z.refine((day) => parseCalendarDay(day) !== null, { error: TASK_MESSAGES.dueNotADay }),
)

/** True when the due day `day` is already behind `today` (both `YYYY-MM-DD` at the institute): a new task may not be due then, an open one is overdue. */
export function isPastDay(day: string, today: string): boolean {
  return day < today
}

/**
 * `POST /panel/colas/:cola/:folio/tareas`: a new task. The server also refuses a due day before
 * today at the institute and an assignee who is not an active staff member with the queue's role
 * or admin (422 under the field).
 */
export const newTaskSchema = z.strictObject({
  titulo: requiredText(TASK_TITLE_MAX_CHARS, { required: TASK_MESSAGES.titleRequired, tooLong: TASK_MESSAGES.titleTooLong }),
  fechaLimite: dueDayField,
  responsable: z.string({ error: TASK_MESSAGES.assigneeRequired }).check(
    z.minLength(1, { error: TASK_MESSAGES.assigneeRequired }),
    z.maxLength(100, { error: TASK_MESSAGES.assigneeRequired }),
  ),
})
export type NewTask = z.output<typeof newTaskSchema>

/** The panel's form of a new task: {@link newTaskSchema} that also refuses a day before `today`, as the server will. */
export function newTaskFormSchema(today: string) {
  return newTaskSchema.check(
    z.refine((task) => !isPastDay(task.fechaLimite, today), {
      error: TASK_MESSAGES.dueInPast,
      path: ['fechaLimite'],
      // Checked whenever the day itself is a real one, whatever the other fields hold.
      when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'fechaLimite'),
    }),
  )
}

/** How the panel marks an open task whose due day has passed. */
export const TASK_OVERDUE_LABEL = 'Vencida'

/** The labels of a new task's fields. */
export const TASK_FIELD_TEXT = {
  titulo: { label: 'Tarea', hint: 'Qué hay que hacer, por ejemplo «Llamar el martes».', autoComplete: 'off' },
  fechaLimite: { label: 'Fecha límite' },
  responsable: { label: 'Responsable' },
} as const satisfies Readonly<Record<keyof NewTask, FieldText>>

/** `POST …/tareas/:id/terminada`: mark a task done (`true`) or open it again (`false`), naming the version seen. */
export const taskDoneSchema = z.strictObject({
  terminada: z.boolean({ error: TASK_MESSAGES.staleVersion }),
  version: z.number({ error: TASK_MESSAGES.staleVersion }).check(z.int(), z.minimum(1)),
})
export type TaskDone = z.output<typeof taskDoneSchema>

const personSchema = z.object({ id: z.string(), nombre: z.string() })

/** A task as the panel shows it. */
export const taskSchema = z.object({
  id: z.string(),
  cola: z.enum(TASK_QUEUES),
  folio: z.string(),
  titulo: z.string(),
  /** `YYYY-MM-DD` at the institute. */
  fechaLimite: z.string(),
  /** Open and its due day already past. */
  vencida: z.boolean(),
  responsable: personSchema,
  /** ISO-8601 UTC instants; `terminada` is null while the task is open. */
  creada: z.string(),
  terminada: z.nullable(z.string()),
  /** What a change must name (optimistic concurrency, like an item's). */
  version: z.number(),
})
export type Task = z.output<typeof taskSchema>

/**
 * `GET /panel/colas/:cola/:folio/tareas`: the item's tasks (open first, by due day), who may be
 * given one, and the signed-in person's id (a new task's assignee unless they choose another).
 */
export const itemTasksSchema = z.object({
  tareas: z.array(taskSchema),
  responsables: z.array(personSchema),
  yo: z.string(),
})
export type ItemTasks = z.output<typeof itemTasksSchema>

/** `GET /panel/tareas`: the signed-in person's open tasks, overdue first then by due day, at most MY_TASKS_MAX, and how many in all. */
export const myTasksSchema = z.object({
  tareas: z.array(taskSchema),
  total: z.number(),
})
export type MyTasks = z.output<typeof myTasksSchema>

/** What creating or changing a task answers: the task as it is now. */
export const taskAnswerSchema = z.object({ tarea: taskSchema })
