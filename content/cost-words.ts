import { brand } from './identity.ts'

/**
 * The words every place that shows a published price shares: the ficha page's cost table, the
 * comparison and the cost estimate. A module of its own, so that the pages that borrow these words
 * do not carry the ficha page's texts.
 */
export const costWords = {
  /** spec §4, §9: licenciatura prices depend on the entry type; the cost table's headings. */
  entryTypeHeadings: { egresado: `Egresados ${brand.acronym}`, nuevoIngreso: 'Nuevo Ingreso' },
  /** spec §9: a no-cost fee. */
  noCost: 'Sin costo',
  currencyNote: 'Cantidades en pesos mexicanos (MXN).',
} as const
