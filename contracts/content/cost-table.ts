import { z } from '#contracts/zod.ts'
import { MODALITY_KEYS } from '#contracts/study-plans.ts'
import { FEE_MAX_MXN } from '#contracts/limits.ts'
import { shortText } from '#contracts/content/content-fields.ts'
import { groupThousands } from '#contracts/digits.ts'

/*
 * spec §9: the cost table, as a content record staff publish (issue 37). Its seed is
 * content/prices.ts; the ficha page's cost selector and the programme pages' structured data read
 * the published record. Field names of a cost record are the spec's (§3 "Cost record").
 */

export const COST_TABLE_MESSAGES = {
  mxn: `Escribe el precio en pesos, sin centavos, de 0 a ${groupThousands(FEE_MAX_MXN)}`,
  modalities: 'Elige al menos una modalidad',
} as const

/** A price in whole pesos, from 0 to {@link FEE_MAX_MXN} (a fee here, a document's price in document-options.ts). */
export const wholePesosSchema = z.int({ error: COST_TABLE_MESSAGES.mxn }).check(
  z.minimum(0, { error: COST_TABLE_MESSAGES.mxn }),
  z.maximum(FEE_MAX_MXN, { error: COST_TABLE_MESSAGES.mxn }),
)

/**
 * One fee. "No cost" is its own case, not a 0 to guess about, because the spec shows it
 * differently: 'sin costo' in green instead of an amount in red (spec §9).
 */
export const feeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('amount'),
    mxn: wholePesosSchema,
  }),
  z.object({ kind: z.literal('no-cost') }),
])
export type Fee = z.output<typeof feeSchema>

/** Licenciatura prices that differ by entry type: the institute's own graduates or nuevo ingreso (spec §4, §9). */
const byEntryType = <T extends z.ZodMiniType>(value: T) => z.object({ egresado: value, nuevoIngreso: value })
export interface ByEntryType<T> {
  egresado: T
  nuevoIngreso: T
}
export type EntryType = keyof ByEntryType<unknown>

/** spec §9: a bachillerato row shows every field of the cost record. */
const bachilleratoCostSchema = z.object({
  ficha: feeSchema,
  inscripcion: feeSchema,
  mensualidad: feeSchema,
  duracion: shortText,
  horario: shortText,
  dias: shortText,
})
/** spec §9: licenciatura shows no duration, schedule or days; ficha and mensualidad depend on the entry type. */
const licenciaturaCostSchema = z.object({ ficha: byEntryType(feeSchema), inscripcion: feeSchema, mensualidad: byEntryType(feeSchema) })
/** spec §9: maestría and doctorado show the three fees. */
const posgradoCostSchema = z.object({ ficha: feeSchema, inscripcion: feeSchema, mensualidad: feeSchema })

export type BachilleratoCost = z.output<typeof bachilleratoCostSchema>
export type LicenciaturaCost = z.output<typeof licenciaturaCostSchema>
export type PosgradoCost = z.output<typeof posgradoCostSchema>

/**
 * One row of the cost table: a modality choice of the cost selector with its prices. A row can
 * cover more than one modality (maestría: en línea and sabatina, semipresencial, share one price).
 */
const costRowSchema = <Cost extends z.ZodMiniType>(cost: Cost) =>
  z.object({
    key: shortText,
    label: shortText,
    modalities: z.array(z.enum(MODALITY_KEYS)).check(z.minLength(1, { error: COST_TABLE_MESSAGES.modalities })),
    cost,
  })
export type CostRow<Cost> = Omit<z.output<ReturnType<typeof costRowSchema>>, 'cost'> & { cost: Cost }

/** Every level's rows: one list per level the institute teaches. */
export const costTableSchema = z.object({
  bachillerato: z.array(costRowSchema(bachilleratoCostSchema)),
  licenciatura: z.array(costRowSchema(licenciaturaCostSchema)),
  maestria: z.array(costRowSchema(posgradoCostSchema)),
  doctorado: z.array(costRowSchema(posgradoCostSchema)),
})
export type CostTable = z.output<typeof costTableSchema>
