import { formatDay, formatInstant } from '../shared/date-format.ts'

/** The «Tareas» block of an item's page (issue 38). */
export const queueTasksText = {
  title: 'Tareas',
  none: 'Este registro no tiene tareas.',
  loading: 'Cargando las tareas…',
  newTask: 'Nueva tarea',
  add: 'Agregar tarea',
  chooseAssignee: 'Elige a una persona',
  due: (day: string) => `Fecha límite: ${formatDay(day)}`,
  assignee: (nombre: string) => `Responsable: ${nombre}`,
  doneAt: (at: string) => `Terminada el ${formatInstant(at)}`,
  markDone: 'Terminada',
  reopen: 'Reabrir',
  added: (titulo: string) => `Tarea agregada: ${titulo}.`,
  completed: (titulo: string) => `Tarea terminada: ${titulo}.`,
  reopened: (titulo: string) => `Tarea reabierta: ${titulo}.`,
} as const
