import { formatLongDay } from '#contracts/calendar-day.ts'

/** The funnel dashboard on the panel's home (issue 38); the sections' own words are in contracts/dashboard.ts. */
export const funnelText = {
  heading: 'Admisiones de un vistazo',
  intro:
    'Las fichas recibidas en un periodo y cómo avanzan, la primera respuesta a tiempo, las tareas de cada persona y la asistencia a los eventos. Cada gráfica tiene al lado su tabla con las mismas cifras.',
  form: 'Periodo del tablero',
  submit: 'Ver el periodo',
  anyCampus: 'Todos los campus',
  period: (desde: string, hasta: string, campus: string | null) =>
    `Del ${formatLongDay(desde)} al ${formatLongDay(hasta)}, ${campus === null ? 'todos los campus' : `campus ${campus}`}.`,
  loading: 'Cargando el tablero…',
  fixPeriod: 'Revisa el periodo marcado.',
  /** A section without rows that says nothing of its own (contracts/dashboard.ts `sinFilas`). */
  noRows: 'Sin fichas en el periodo.',
  /** The name of a section's table box, which scrolls sideways on a phone. */
  tableRegion: (title: string) => `Tabla: ${title}`,
  /** Said after «Descargar CSV» to screen readers: which section's file. */
  downloadOf: (titulo: string) => `: ${titulo}`,
  chartOf: (titulo: string) => `Gráfica de barras: ${titulo}. Las cifras están en la tabla.`,
  percent: (value: string) => `${value} %`,
  hours: (value: string) => `${value} h`,
} as const
