import type { costSelectorText, CostLevel } from '#content/admission.ts'
import { formatPesos } from '#app/lib/money.ts'
import { costTable, type EntryType, type Fee } from '#content/prices.ts'

/**
 * Pure functions over the cost table of content/prices.ts (spec §9) for the ficha page's cost
 * selector and its sections: the modalities of a level, the lines of one record, and the
 * overview table of a level. The components only render what these return.
 */

export type CostText = typeof costSelectorText
export type CostField = keyof CostText['fields']

/** How a value is shown: a no-cost ficha in green, a charged one in red (spec §9). */
export type CellTone = 'no-cost' | 'charged'

export interface CostCell {
  text: string
  tone?: CellTone
}

export interface CostLine {
  field: CostField
  label: string
  cell: CostCell
}

export const COST_LEVELS = Object.keys(costTable) as CostLevel[]

export function isCostLevel(value: string): value is CostLevel {
  return (COST_LEVELS as readonly string[]).includes(value)
}

/** `$1,550`, or the no-cost text. */
export function formatFee(fee: Fee, noCost: string): string {
  return fee.kind === 'no-cost' ? noCost : formatPesos(fee.mxn)
}

function feeCell(fee: Fee, text: CostText): CostCell {
  return { text: formatFee(fee, text.noCost) }
}

/** spec §9: only the ficha is coloured, green when it costs nothing, red otherwise. */
function fichaCell(fee: Fee, text: CostText): CostCell {
  return { text: formatFee(fee, text.noCost), tone: fee.kind === 'no-cost' ? 'no-cost' : 'charged' }
}

/** The modality choices of a level, in the table's order; none before a level is chosen. */
export function modalityOptions(level: CostLevel | ''): { key: string; label: string }[] {
  if (level === '') return []
  return costTable[level].map((row) => ({ key: row.key, label: row.label }))
}

/**
 * The lines of the cost record for a level and modality (spec §3 "Cost record"), with
 * licenciatura's prices for the entry type; `null` when no record exists for the pair.
 */
export function costLines(level: CostLevel, rowKey: string, entryType: EntryType, text: CostText): CostLine[] | null {
  const line = (field: CostField, cell: CostCell): CostLine => ({ field, label: text.fields[field], cell })
  switch (level) {
    case 'bachillerato': {
      const cost = costTable.bachillerato.find((row) => row.key === rowKey)?.cost
      if (!cost) return null
      return [
        line('ficha', fichaCell(cost.ficha, text)),
        line('inscripcion', feeCell(cost.inscripcion, text)),
        line('mensualidad', feeCell(cost.mensualidad, text)),
        line('duracion', { text: cost.duracion }),
        line('horario', { text: cost.horario }),
        line('dias', { text: cost.dias }),
      ]
    }
    case 'licenciatura': {
      const cost = costTable.licenciatura.find((row) => row.key === rowKey)?.cost
      if (!cost) return null
      return [
        line('ficha', fichaCell(cost.ficha[entryType], text)),
        line('inscripcion', feeCell(cost.inscripcion, text)),
        line('mensualidad', feeCell(cost.mensualidad[entryType], text)),
      ]
    }
    case 'maestria':
    case 'doctorado': {
      const cost = costTable[level].find((row) => row.key === rowKey)?.cost
      if (!cost) return null
      return [
        line('ficha', fichaCell(cost.ficha, text)),
        line('inscripcion', feeCell(cost.inscripcion, text)),
        line('mensualidad', feeCell(cost.mensualidad, text)),
      ]
    }
  }
}

/** One level's prices as a table: the modalities as rows. */
export interface OverviewTable {
  columns: string[]
  rows: { key: string; heading: string; cells: CostCell[] }[]
}

/** The overview of a level for the sections carousel; licenciatura shows both entry types side by side. */
export function overviewTable(level: CostLevel, text: CostText): OverviewTable {
  const { fields, sections } = text
  switch (level) {
    case 'bachillerato':
      return {
        columns: [sections.modalityColumn, fields.ficha, fields.inscripcion, fields.mensualidad, fields.duracion, fields.horario, fields.dias],
        rows: costTable.bachillerato.map(({ key, label, cost }) => ({
          key,
          heading: label,
          cells: [
            fichaCell(cost.ficha, text),
            feeCell(cost.inscripcion, text),
            feeCell(cost.mensualidad, text),
            { text: cost.duracion },
            { text: cost.horario },
            { text: cost.dias },
          ],
        })),
      }
    case 'licenciatura':
      return {
        columns: [
          sections.modalityColumn,
          sections.egresadoColumn(fields.ficha),
          sections.nuevoIngresoColumn(fields.ficha),
          fields.inscripcion,
          sections.egresadoColumn(fields.mensualidad),
          sections.nuevoIngresoColumn(fields.mensualidad),
        ],
        rows: costTable.licenciatura.map(({ key, label, cost }) => ({
          key,
          heading: label,
          cells: [
            fichaCell(cost.ficha.egresado, text),
            fichaCell(cost.ficha.nuevoIngreso, text),
            feeCell(cost.inscripcion, text),
            feeCell(cost.mensualidad.egresado, text),
            feeCell(cost.mensualidad.nuevoIngreso, text),
          ],
        })),
      }
    case 'maestria':
    case 'doctorado':
      return {
        columns: [sections.modalityColumn, fields.ficha, fields.inscripcion, fields.mensualidad],
        rows: costTable[level].map(({ key, label, cost }) => ({
          key,
          heading: label,
          cells: [fichaCell(cost.ficha, text), feeCell(cost.inscripcion, text), feeCell(cost.mensualidad, text)],
        })),
      }
  }
}
