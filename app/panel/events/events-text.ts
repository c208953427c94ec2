import { PANEL_BASE_PATH } from '#contracts/panel-pages.ts'

/** Issue 38: the «Eventos» section's screens: the events that take sign-ups, and one event's sign-ups (`/panel/eventos/<slug>`). */
export const EVENTS_PANEL_PAGE = `${PANEL_BASE_PATH}/eventos`

/** One event's sign-ups. */
export const eventPanelPage = (slug: string) => `${EVENTS_PANEL_PAGE}/${encodeURIComponent(slug)}`

/** The «Eventos» section's text; the statuses' names live in contracts/event-sign-up.ts. */
export const eventsText = {
  title: 'Eventos',
  intro: 'Los eventos publicados con inscripción en línea. Cada acompañante cuenta como un lugar.',
  loading: 'Cargando eventos…',
  none: 'Ningún evento publicado tiene inscripción en línea. Actívala en «Contenido», en el evento, con su cupo.',
  starts: 'Empieza',
  confirmed: 'Confirmados',
  waiting: 'En espera',
  attended: 'Asistieron',
  placesOf: (taken: number, capacity: number) => `${taken} de ${capacity} lugares`,
  open: (title: string) => `Ver registros de ${title}`,
  back: 'Volver a eventos',
  loadingSignUps: 'Cargando registros…',
  statuses: 'Estados',
  all: 'Todos',
  search: 'Buscar por nombre, correo, celular o folio',
  searchButton: 'Buscar',
  count: (total: number) => `${total} ${total === 1 ? 'registro' : 'registros'}`,
  noneMatch: 'Ningún registro coincide.',
  places: (places: number) => `${places} ${places === 1 ? 'lugar' : 'lugares'}`,
  attendedAt: (time: string) => `Asistió: ${time}`,
  checkIn: 'Asistió',
  checkingIn: 'Registrando…',
  cancel: 'Cancelar',
  confirmCancel: (name: string) => `¿Cancelar el registro de ${name}? Si ocupaba lugares, pasan a la lista de espera.`,
  yesCancel: 'Sí, cancelar',
  keep: 'No',
  cancelling: 'Cancelando…',
  checkedIn: (name: string) => `Asistencia de ${name} registrada.`,
  cancelled: (name: string) => `Registro de ${name} cancelado.`,
} as const
