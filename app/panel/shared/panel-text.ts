import { STAFF_PASSWORD_MIN_CHARS } from '#contracts/limits.ts'
import { STAFF_AREA_NAME } from '#contracts/staff.ts'

/**
 * The words every part of the staff area shares (Spanish UI): its frame, its lists and item pages.
 * Each feature's own words live beside it (`<feature>/<feature>-text.ts`); messages the server
 * answers live in contracts/.
 */
export const panelText = {
  loading: 'Cargando…',
  unavailable: 'No pudimos abrir el panel',
  retry: 'Intentar de nuevo',
  sending: 'Enviando…',
  skipToContent: 'Saltar al contenido',
  navigation: 'Secciones del panel',
  /** The button that shows the sections on a phone. */
  menu: 'Menú',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión…',
  backHome: 'Volver al inicio del panel',
  notFound: {
    heading: 'Esta sección del panel no existe',
    body: 'Revisa la dirección o vuelve al inicio del panel.',
  },
  wrongRole: { heading: 'Sin permiso' },
  passwordHint: `Al menos ${STAFF_PASSWORD_MIN_CHARS} caracteres. Evita contraseñas comunes; una frase de varias palabras funciona bien.`,
  /** The words of every filtered, paged list (queues, certificates, audit trail). */
  list: {
    filters: 'Filtros',
    filter: 'Filtrar',
    clearFilters: 'Quitar filtros',
    fixFilters: 'Revisa los filtros marcados.',
    /** A select's choice for no filter. */
    any: 'Todos',
    emptyPage: 'Esta página no tiene registros.',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    download: 'Descargar CSV',
    noValue: '—',
  },
  /** The page of one record (a queue's item, a certificate). */
  item: {
    status: 'Estado',
    loading: 'Cargando el registro…',
    notFound: 'No encontramos ese registro',
    reload: 'Recargar',
    reloaded: 'Datos actualizados: revisa el estado actual antes de volver a intentar.',
  },
  /** A record's history, read from the audit trail (history-steps.tsx). */
  history: {
    received: 'Recibido',
    statusMove: (from: string, to: string) => `De «${from}» a «${to}»`,
    note: 'Nota',
    appointment: 'Cita',
    /** Issue 39: the percentage a beca's approval granted. */
    percentage: 'Porcentaje de beca',
    assignee: 'Responsable',
    noAssignee: 'Sin responsable',
    files: 'Archivos',
    reply: 'Respuesta',
    importFile: 'Archivo',
    importOutcome: 'Resultado',
    mailSubject: 'Correo',
    task: 'Tarea',
    taskDue: 'Para el',
  },
  /** An e-mail of the outbox, in a queue item's list or the admin's failed ones. */
  mail: {
    to: 'Para',
    error: 'Error',
  },
} as const

/** The `<title>` of a panel screen. */
export const panelTitle = (screen: string) => `${screen} · ${STAFF_AREA_NAME}`
