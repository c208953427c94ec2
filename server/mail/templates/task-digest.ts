import { formatLongDay } from '#contracts/calendar-day.ts'
import { STAFF_AREA_NAME, STAFF_QUEUES } from '#contracts/staff.ts'
import { TASK_OVERDUE_LABEL, type Task } from '#contracts/tasks.ts'
import { renderMail, type MailBlock, type MailContent } from '#server/mail/templates/layout.ts'

/** Issue 38: the subject of the daily digest. */
export const TASK_DIGEST_SUBJECT = 'Tus tareas de hoy'

export interface TaskDigestMail {
  readonly nombre: string
  /** The open tasks due today or earlier, overdue first. */
  readonly tasks: readonly Task[]
  /** How many such tasks there are in all (more than listed when the list was cut). */
  readonly total: number
  /** The panel's page of an item, as an absolute link. */
  readonly itemLink: (task: Task) => string
  /** The panel's home, where every open task is listed. */
  readonly homeLink: string
}

function taskBlocks(task: Task, itemLink: (task: Task) => string): MailBlock[] {
  const due = formatLongDay(task.fechaLimite)
  return [
    {
      type: 'fields',
      fields: [
        { label: 'Tarea', value: task.titulo },
        { label: 'Registro', value: `${STAFF_QUEUES[task.cola].label}, folio ${task.folio}` },
        { label: 'Fecha límite', value: task.vencida ? `${due} (${TASK_OVERDUE_LABEL.toLowerCase()})` : due },
      ],
    },
    { type: 'link', text: `Abrir ${task.folio}`, url: itemLink(task) },
  ]
}

/** The daily e-mail to a staff member with the open tasks due today or earlier, each linking to its item. */
export function taskDigestMail({ nombre, tasks, total, itemLink, homeLink }: TaskDigestMail): MailContent {
  const count = total === 1 ? 'Tienes 1 tarea pendiente' : `Tienes ${total} tareas pendientes`
  const more = total - tasks.length
  return renderMail(TASK_DIGEST_SUBJECT, `Hola, ${nombre}: tus tareas de hoy`, [
    { type: 'paragraph', text: `${count} con fecha límite hoy o antes. Al terminar una, márcala como «Terminada» en su registro.` },
    ...tasks.flatMap((task) => taskBlocks(task, itemLink)),
    ...(more > 0
      ? [
          { type: 'paragraph', text: more === 1 ? 'Y 1 tarea más.' : `Y ${more} tareas más.` } as const,
          { type: 'link', text: 'Ver todas mis tareas', url: homeLink } as const,
        ]
      : []),
    { type: 'paragraph', text: `Recibes este correo del ${STAFF_AREA_NAME} cada mañana en que tienes tareas pendientes.` },
  ])
}
