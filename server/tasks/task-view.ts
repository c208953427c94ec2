import { instituteDay } from '#contracts/time-zone.ts'
import { isPastDay, type Task } from '#contracts/tasks.ts'
import type { TaskRow } from '#server/db/tasks.ts'

/** A stored task as the panel shows it, overdue when open and due before `now`'s day at the institute. */
export function taskView(row: TaskRow, now: Date): Task {
  return {
    id: row.id,
    cola: row.queue,
    folio: row.folio,
    titulo: row.title,
    fechaLimite: row.due_on,
    vencida: row.done_at === null && isPastDay(row.due_on, instituteDay(now)),
    responsable: { id: row.assignee_id, nombre: row.assignee_name },
    creada: row.created_at,
    terminada: row.done_at,
    version: row.version,
  }
}
