import { formatDay } from '../shared/date-format.ts'

/** «Mis tareas» on the panel's home (issue 38). */
export const myTasksText = {
  title: 'Mis tareas',
  none: 'No tienes tareas pendientes.',
  intro: 'Tus tareas pendientes, las vencidas primero. Márcalas como «Terminada» en su registro.',
  due: (day: string) => `Fecha límite: ${formatDay(day)}`,
  item: (queue: string, folio: string) => `${queue} · ${folio}`,
  more: (shown: number, total: number) => `Se muestran las ${shown} más próximas de ${total}.`,
} as const
