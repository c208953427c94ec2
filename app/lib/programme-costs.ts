import type { ByEntryType, CostTable, EntryType, Fee } from '#contracts/content/cost-table.ts'
import type { PeriodUnit, ProgramFacts } from '#contracts/content/program.ts'
import type { EducationLevel, ModalityKey } from '#contracts/study-plans.ts'
import { feeAmount } from '#content/prices.ts'
import { PERIOD_UNIT_MONTHS } from '#content/programs/periods.ts'

/*
 * Issue 39, "what it costs in total": pure functions over the published cost table (spec §9) and a
 * programme's duration (its published `programa` record). The estimate's component, the finder's
 * monthly range and the comparison all compute from these.
 */

/** The whole percentages a family may write for a beca in the estimate: 0 is no beca. */
export const ESTIMATE_BECA_PERCENT = { min: 0, max: 100 } as const

/** The months a programme lasts: its periods × the months of its period unit. */
export function programMonths(facts: Pick<ProgramFacts, 'periodUnit' | 'periods'>): number {
  return facts.periods.length * PERIOD_UNIT_MONTHS[facts.periodUnit]
}

export type CostRowOf<Level extends EducationLevel> = CostTable[Level][number]

/** The row of a level's prices that covers the modality (a row may cover several), or undefined when none does. */
export function costRowFor<Level extends EducationLevel>(costTable: CostTable, level: Level, modality: ModalityKey): CostRowOf<Level> | undefined {
  const rows: readonly CostRowOf<Level>[] = costTable[level]
  return rows.find((row) => row.modalities.includes(modality))
}

/** The three fees a family pays for one study plan, with licenciatura's for the entry type chosen. */
export interface PlanFees {
  ficha: Fee
  inscripcion: Fee
  mensualidad: Fee
}

/** The fees of a level in a modality for an entry type (it only changes licenciatura's), or undefined when no row prices it. */
export function planFees(costTable: CostTable, level: EducationLevel, modality: ModalityKey, entryType: EntryType): PlanFees | undefined {
  const cost = costRowFor(costTable, level, modality)?.cost
  // Only licenciatura's rows price a fee per entry type; a single fee has a kind.
  const forEntry = (fee: Fee | ByEntryType<Fee>) => ('kind' in fee ? fee : fee[entryType])
  return cost && { ficha: forEntry(cost.ficha), inscripcion: cost.inscripcion, mensualidad: forEntry(cost.mensualidad) }
}

/** The modalities, in their order, that the level's cost table prices: the only ones an estimate can offer. */
export function pricedModalities(costTable: CostTable, level: EducationLevel, modalities: readonly ModalityKey[]): ModalityKey[] {
  return modalities.filter((modality) => costRowFor(costTable, level, modality) !== undefined)
}

/** The entry types, in the order the estimate offers them. */
export const ENTRY_TYPES = ['nuevoIngreso', 'egresado'] as const satisfies readonly EntryType[]

const sameFee = (a: Fee, b: Fee) => feeAmount(a) === feeAmount(b) && a.kind === b.kind

/** Whether the entry type changes any fee of these modalities' rows: the estimate asks for it only then. */
export function entryTypeMatters(costTable: CostTable, level: EducationLevel, modalities: readonly ModalityKey[]): boolean {
  return modalities.some((modality) => {
    const [nuevoIngreso, egresado] = ENTRY_TYPES.map((entryType) => planFees(costTable, level, modality, entryType))
    if (!nuevoIngreso || !egresado) return false
    return !(['ficha', 'inscripcion', 'mensualidad'] as const).every((fee) => sameFee(nuevoIngreso[fee], egresado[fee]))
  })
}

/** The lowest and highest mensualidad, in whole pesos, of these modalities' rows for either entry type; a no-cost one is 0. */
export function monthlyFeeRange(costTable: CostTable, level: EducationLevel, modalities: readonly ModalityKey[]): { from: number; to: number } | undefined {
  const fees = modalities.flatMap((modality) =>
    ENTRY_TYPES.flatMap((entryType) => {
      const fees = planFees(costTable, level, modality, entryType)
      return fees ? [feeAmount(fees.mensualidad)] : []
    }),
  )
  return fees.length === 0 ? undefined : { from: Math.min(...fees), to: Math.max(...fees) }
}

export interface EstimateInput {
  costTable: CostTable
  level: EducationLevel
  modality: ModalityKey
  entryType: EntryType
  periodUnit: PeriodUnit
  /** How many periods the programme has. */
  periodCount: number
  /** A whole percentage from 0 to 100 off the mensualidad only (the form checks it; here it is rounded into that range). */
  becaPercent: number
}

/** One period of the estimate; amounts in pesos (a beca may leave centavos). */
export interface PeriodCost {
  /** 1, 2, … */
  number: number
  /** Ficha and inscripción: the first period's only. */
  admission: number
  /** The period's mensualidades after the beca. */
  tuition: number
  total: number
}

export interface CostEstimate {
  /** The fees as published, for the entry type (a no-cost fee shows as such). */
  fees: PlanFees
  becaPercent: number
  /** The mensualidad after the beca, in pesos. */
  monthlyFee: number
  monthsPerPeriod: number
  months: number
  periods: PeriodCost[]
  total: number
}

/**
 * What a programme costs in total, as an estimate: ficha + inscripción, once, in the first period,
 * plus the mensualidad less the beca for each of the programme's months. Undefined when the cost
 * table prices no such plan. Computed in centavos, so a beca's fraction of a peso adds up exactly.
 */
export function estimateCost(input: EstimateInput): CostEstimate | undefined {
  const fees = planFees(input.costTable, input.level, input.modality, input.entryType)
  if (!fees) return undefined
  const becaPercent = Math.min(ESTIMATE_BECA_PERCENT.max, Math.max(ESTIMATE_BECA_PERCENT.min, Math.round(input.becaPercent)))
  // Whole pesos × the percentage still paid is exactly the mensualidad in centavos.
  const monthlyCentavos = feeAmount(fees.mensualidad) * (100 - becaPercent)
  const admissionCentavos = (feeAmount(fees.ficha) + feeAmount(fees.inscripcion)) * 100
  const monthsPerPeriod = PERIOD_UNIT_MONTHS[input.periodUnit]
  const periods = Array.from({ length: input.periodCount }, (_, index) => {
    const admission = index === 0 ? admissionCentavos : 0
    const tuition = monthlyCentavos * monthsPerPeriod
    return { number: index + 1, admission: admission / 100, tuition: tuition / 100, total: (admission + tuition) / 100 }
  })
  const totalCentavos = admissionCentavos + monthlyCentavos * monthsPerPeriod * input.periodCount
  return {
    fees,
    becaPercent,
    monthlyFee: monthlyCentavos / 100,
    monthsPerPeriod,
    months: monthsPerPeriod * input.periodCount,
    periods,
    total: totalCentavos / 100,
  }
}
