/** The maintenance page (spec §2.17); the texts are the spec's, as written. */
export const maintenanceContent = {
  heading: 'Esta sección no está disponible por el momento',
  body: 'Estamos trabajando para darte la mejor experiencia. Vuelve más tarde, por favor.',
  homeLinkLabel: 'Volver al inicio',
} as const
