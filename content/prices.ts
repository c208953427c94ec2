import { DOCUMENT_TYPES, type DocumentType } from '#contracts/document-options.ts'
import type { EducationLevel, ModalityKey } from '#contracts/study-plans.ts'

/**
 * The cost table and the document prices of spec §9, in Mexican pesos (MXN), as data: the
 * ficha page's cost selector shows them and the programme pages' structured data quotes them.
 * Field names of a cost record are the spec's (§3 "Cost record").
 */

/** ISO 4217 code of every amount here. */
export const CURRENCY = 'MXN'

/**
 * One fee. "No cost" is its own case, not a 0 to guess about, because the spec shows it
 * differently: 'sin costo' in green instead of an amount in red (spec §9).
 */
export type Fee = { readonly kind: 'amount'; readonly mxn: number } | { readonly kind: 'no-cost' }

export const NO_COST: Fee = { kind: 'no-cost' }

/** A fee of this many whole pesos. */
export function mxn(amount: number): Fee {
  return { kind: 'amount', mxn: amount }
}

/** The pesos charged: 0 for a no-cost fee (for sums and for structured data). */
export function feeAmount(fee: Fee): number {
  return fee.kind === 'amount' ? fee.mxn : 0
}

/** Licenciatura prices that differ by entry type: the institute's own graduates or nuevo ingreso (spec §4, §9). */
export interface ByEntryType<T> {
  egresado: T
  nuevoIngreso: T
}

export type EntryType = keyof ByEntryType<unknown>

/** spec §9: a bachillerato row shows every field of the cost record. */
export interface BachilleratoCost {
  ficha: Fee
  inscripcion: Fee
  mensualidad: Fee
  duracion: string
  horario: string
  dias: string
}

/** spec §9: licenciatura shows no duration, schedule or days; ficha and mensualidad depend on the entry type. */
export interface LicenciaturaCost {
  ficha: ByEntryType<Fee>
  inscripcion: Fee
  mensualidad: ByEntryType<Fee>
}

/** spec §9: maestría and doctorado show the three fees. */
export interface PosgradoCost {
  ficha: Fee
  inscripcion: Fee
  mensualidad: Fee
}

/**
 * One row of the cost table: a modality choice of the cost selector with its prices. A row can
 * cover more than one modality (maestría: en línea and sabatina, semipresencial, share one price).
 */
export interface CostRow<Cost> {
  key: string
  label: string
  modalities: readonly ModalityKey[]
  cost: Cost
}

/** The shape of a cost record at each level. */
export interface CostByLevel {
  bachillerato: BachilleratoCost
  licenciatura: LicenciaturaCost
  maestria: PosgradoCost
  doctorado: PosgradoCost
}

/** Every level's rows: one list per level the institute teaches. */
export type CostTable = { readonly [Level in EducationLevel]: readonly CostRow<CostByLevel[Level]>[] }

const BACHILLERATO_DURACION = '2 años'
const SATURDAYS = 'Sábados'

/** Licenciatura rows whose fees do not depend on the entry type. */
const sameForBoth = <T>(value: T): ByEntryType<T> => ({ egresado: value, nuevoIngreso: value })

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

export interface DocumentPrice {
  /** The document type as the request form sends it (`especificaciones`). */
  documentType: DocumentType
  /** As the spec's price list names it (§9). */
  label: string
  price: Fee
}

/** spec §9 "Document prices (MXN)", in its order: read from the document types the form offers, so each price is written once. */
export const documentPrices: readonly DocumentPrice[] = DOCUMENT_TYPES.map((type) => ({
  documentType: type.value,
  label: type.priceLabel,
  price: mxn(type.priceMxn),
}))
