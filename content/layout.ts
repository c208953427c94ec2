/** Texts of the shared layout under /inicio that are not part of one menu (spec §2.2, §2.5). */
export const layoutText = {
  skipLink: 'Saltar al contenido',
  /** Visually hidden text of the route-change spinner. */
  loading: 'Cargando…',
  scrollToTop: 'Volver arriba',
  /** Landmark holding the floating chat and the scroll-to-top button. */
  floatingRegion: 'Accesos rápidos',
  /** Visually hidden hint after every link that opens in a new tab. */
  newTabHint: '(se abre en una pestaña nueva)',
} as const
