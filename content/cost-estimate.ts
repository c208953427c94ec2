import type { EntryType } from '#contracts/content/cost-table.ts'
import type { PeriodUnit } from '#contracts/content/program.ts'
import { formatLongDay } from '#contracts/calendar-day.ts'
import { costWords } from './cost-words.ts'
import { periodUnitLabels } from './programs/periods.ts'

/*
 * Issue 39, "what it costs in total": the texts of the cost estimate on each programme page and in
 * the comparison (app/features/cost-estimate/). The prices are the published cost table's.
 */

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export const costEstimateText = {
  heading: '¿Cuánto cuesta en total?',
  intro: 'Calcula cuánto pagarías por todo el programa con los precios publicados: elige tu modalidad y, si la tienes, tu beca.',
  modalityLabel: 'Modalidad',
  entryType: {
    legend: 'Tipo de ingreso',
    options: { nuevoIngreso: 'Nuevo ingreso', egresado: 'Egresado del instituto' } satisfies Record<EntryType, string>,
  },
  beca: {
    label: 'Porcentaje de beca',
    hint: 'Escribe el porcentaje de tu beca, de 0 a 100. La beca se aplica solo a la mensualidad, no a la ficha ni a la inscripción.',
    error: 'Escribe un porcentaje entero de 0 a 100, o deja el campo vacío si no tienes beca.',
  },
  /** Shown instead of the result while the beca percentage is not valid. */
  fixBeca: 'Corrige el porcentaje de beca para ver la estimación.',
  /** A programme none of whose modalities has a row in the published cost table. */
  noPrices: 'Aún no hay precios publicados para este programa. Pregunta por ellos en tu campus.',
  resultHeading: 'Estimación',
  pricesDate: (day: string) => `Precios publicados el ${formatLongDay(day)}`,
  fees: { ficha: 'Ficha', inscripcion: 'Inscripción', mensualidad: 'Mensualidad' },
  /** A fee of kind 'no-cost', inside a sentence. */
  noCost: costWords.noCost.toLowerCase(),
  monthlyWithBeca: (amount: string, percent: number) => `${amount} con tu beca del ${percent} %`,
  periodsCaption: (unit: PeriodUnit) => `Costo por ${periodUnitLabels[unit].singular}`,
  columns: { period: 'Periodo', amount: 'Monto' },
  firstPeriod: (unit: PeriodUnit) => `Primer ${periodUnitLabels[unit].singular}`,
  /** The periods after the first, which all cost the same: 'Cuatrimestres 2 a 9, cada uno'. */
  laterPeriods: (unit: PeriodUnit, from: number, to: number) =>
    from === to ? `${capitalized(periodUnitLabels[unit].singular)} ${from}` : `${capitalized(periodUnitLabels[unit].plural)} ${from} a ${to}, cada uno`,
  firstPeriodIncludes: (ficha: string, inscripcion: string, months: number, monthly: string) =>
    `Ficha (${ficha}), inscripción (${inscripcion}) y ${monthsOf(months, monthly)}`,
  laterPeriodIncludes: (months: number, monthly: string) => capitalized(monthsOf(months, monthly)),
  totalLabel: (periods: number, unit: PeriodUnit, months: number) =>
    `Total estimado (${periods} ${periods === 1 ? periodUnitLabels[unit].singular : periodUnitLabels[unit].plural}, ${months} meses)`,
  notes: [
    'Es una estimación con los precios publicados hoy: el instituto te confirma el monto final al inscribirte.',
    costWords.currencyNote,
  ],
} as const

function monthsOf(months: number, monthly: string) {
  return months === 1 ? `1 mensualidad de ${monthly}` : `${months} mensualidades de ${monthly}`
}
