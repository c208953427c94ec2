import type { StaffQueue } from '#contracts/staff.ts'

/** The panel's home: the queues of the person's roles and, for an administrator, the e-mails not sent. */
export const homeText = {
  title: 'Inicio',
  greeting: (nombre: string) => `Hola, ${nombre}. Estas son las colas de trabajo de tus roles.`,
  queues: 'Colas de trabajo',
  items: (total: number) => (total === 1 ? 'registro recibido' : 'registros recibidos'),
  noQueues: 'Tus roles no atienden ninguna cola.',
  content: 'Contenido del sitio',
  contentIntro: 'Precios, promociones, campus y demás contenido que el sitio muestra: edítalo, revisa la vista previa y publícalo.',
  openContent: 'Abrir el contenido',
  newItems: (count: number) => `${count} ${count === 1 ? 'nuevo' : 'nuevos'}`,
  /** Contact messages are «mensajes» (vencidos); fichas and requests, «vencidas». */
  overdue: (count: number, queue: StaffQueue) => `${count} ${queue === 'contacto' ? (count === 1 ? 'vencido' : 'vencidos') : count === 1 ? 'vencida' : 'vencidas'}`,
  overdueHint: {
    contacto: 'Sin ninguna actividad y la fecha límite de primera respuesta ya pasada.',
    fichas: 'Sin ninguna actividad y la fecha límite de primera respuesta ya pasada.',
    documentos: 'Con pago validado y la fecha límite de entrega ya pasada.',
    becas: 'Sin aprobar ni rechazar y la fecha límite de respuesta ya pasada.',
  } satisfies Readonly<Record<StaffQueue, string>>,
  failedMails: 'Correos no enviados',
  failedMailsCount: (total: number) =>
    total === 1 ? '1 correo no se pudo enviar tras varios intentos.' : `${total} correos no se pudieron enviar tras varios intentos.`,
  failedMailsHint: 'Abre su registro para ver el error y usar «Reintentar».',
  failedMailsMore: (shown: number) => `Se muestran los ${shown} más recientes.`,
  noFailedMails: 'Todos los correos se enviaron o siguen en camino.',
  failedMailOf: (folio: string) => `Folio ${folio}`,
  failedMailNoItem: 'Correo del personal (sin registro en una cola)',
} as const
