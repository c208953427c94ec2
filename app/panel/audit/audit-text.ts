/** The audit trail for administrators (issue 13); the actions' and columns' names live in contracts/audit.ts. */
export const auditText = {
  title: 'Auditoría',
  intro: 'Quién hizo qué y cuándo en el panel. Cada acción queda registrada y nadie puede cambiar ni borrar un registro.',
  filtersIntro: 'Persona: parte de su correo, por ejemplo «ana@». «Desde» y «Hasta» incluyen el día elegido.',
  allActions: 'Todas',
  results: 'Eventos',
  loading: 'Cargando eventos…',
  count: (total: number) => `${new Intl.NumberFormat('es-MX').format(total)} ${total === 1 ? 'evento' : 'eventos'}`,
  caption: 'Eventos de auditoría, del más reciente al más antiguo',
  none: 'Ningún evento coincide con los filtros.',
  emptyPage: 'Esta página no tiene eventos.',
  pages: 'Páginas de eventos',
  downloadHint: 'Todos los eventos que coinciden con los filtros, no solo esta página, en un archivo para hoja de cálculo.',
  yes: 'sí',
  no: 'no',
} as const
