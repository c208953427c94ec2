import type { CostTable, Fee } from '#contracts/content/cost-table.ts'

/**
 * The cost table of spec §9, in Mexican pesos (MXN), as data: the ficha page's cost selector
 * shows it and the programme pages' structured data quotes it (the document prices are the
 * document request's options, contracts/document-options.ts).
 * The cost table's shape is its content schema (contracts/content/cost-table.ts); what is here is
 * its seed, what a fresh database publishes first (issue 37).
 */

/** ISO 4217 code of every amount here. */
export const CURRENCY = 'MXN'

export type { BachilleratoCost, ByEntryType, CostRow, CostTable, EntryType, Fee, LicenciaturaCost, PosgradoCost } from '#contracts/content/cost-table.ts'

export const NO_COST: Fee = { kind: 'no-cost' }

/** A fee of this many whole pesos. */
export function mxn(amount: number): Fee {
  return { kind: 'amount', mxn: amount }
}

/** The pesos charged: 0 for a no-cost fee (for sums and for structured data). */
export function feeAmount(fee: Fee): number {
  return fee.kind === 'amount' ? fee.mxn : 0
}

/** Licenciatura rows whose fees do not depend on the entry type. */
const sameForBoth = <T>(value: T) => ({ egresado: value, nuevoIngreso: value })

const BACHILLERATO_DURACION = '2 años'
const SATURDAYS = 'Sábados'

/** spec §9 "Cost table (MXN)", row for row and in its order. */
export const costTable: CostTable = {
  bachillerato: [
    {
      key: 'escolarizada',
      label: 'Escolarizada',
      modalities: ['escolarizada'],
      cost: {
        ficha: mxn(500),
        inscripcion: mxn(1_550),
        mensualidad: mxn(850),
        duracion: BACHILLERATO_DURACION,
        horario: '7:45 - 12:30',
        dias: 'Lunes a viernes',
      },
    },
    {
      key: 'en-linea',
      label: 'En línea',
      modalities: ['en-linea'],
      cost: {
        ficha: NO_COST,
        inscripcion: mxn(500),
        mensualidad: mxn(500),
        duracion: BACHILLERATO_DURACION,
        horario: '8:00 - 10:00',
        dias: SATURDAYS,
      },
    },
    {
      key: 'nocturna',
      label: 'Nocturna',
      modalities: ['nocturna'],
      cost: {
        ficha: mxn(500),
        inscripcion: mxn(800),
        mensualidad: mxn(500),
        duracion: BACHILLERATO_DURACION,
        horario: '19:00 - 21:00',
        dias: 'Lunes a jueves',
      },
    },
    {
      key: 'sabatina',
      label: 'Sabatina',
      modalities: ['sabatina'],
      cost: {
        ficha: NO_COST,
        inscripcion: mxn(1_000),
        mensualidad: mxn(700),
        duracion: BACHILLERATO_DURACION,
        horario: '8:00 - 14:40',
        dias: SATURDAYS,
      },
    },
  ],
  licenciatura: [
    {
      key: 'escolarizada',
      label: 'Escolarizada',
      modalities: ['escolarizada'],
      cost: {
        ficha: sameForBoth(mxn(500)),
        inscripcion: mxn(1_400),
        mensualidad: { egresado: mxn(1_100), nuevoIngreso: mxn(1_500) },
      },
    },
    {
      key: 'nocturna',
      label: 'Nocturna',
      modalities: ['nocturna'],
      cost: {
        ficha: { egresado: NO_COST, nuevoIngreso: mxn(500) },
        inscripcion: mxn(1_000),
        mensualidad: { egresado: mxn(800), nuevoIngreso: mxn(1_200) },
      },
    },
    {
      key: 'en-linea',
      label: 'En línea',
      modalities: ['en-linea'],
      cost: {
        ficha: sameForBoth(NO_COST),
        inscripcion: mxn(1_400),
        mensualidad: { egresado: mxn(1_100), nuevoIngreso: mxn(1_500) },
      },
    },
    {
      key: 'sabatina',
      label: 'Sabatina',
      modalities: ['sabatina'],
      cost: {
        ficha: sameForBoth(mxn(500)),
        inscripcion: mxn(1_400),
        mensualidad: { egresado: mxn(1_100), nuevoIngreso: mxn(1_500) },
      },
    },
  ],
  maestria: [
    {
      key: 'nocturna',
      label: 'Nocturna',
      modalities: ['nocturna'],
      cost: { ficha: NO_COST, inscripcion: mxn(800), mensualidad: mxn(1_600) },
    },
    {
      key: 'en-linea-sabatina',
      label: 'En línea / Sabatina (semipresencial)',
      modalities: ['en-linea', 'sabatina'],
      cost: { ficha: NO_COST, inscripcion: mxn(800), mensualidad: mxn(1_600) },
    },
  ],
  doctorado: [
    {
      key: 'en-linea',
      label: 'En línea',
      modalities: ['en-linea'],
      cost: { ficha: NO_COST, inscripcion: mxn(1_600), mensualidad: mxn(3_000) },
    },
  ],
}
