import type { costSelectorText, CostLevel } from '#content/admission.ts'
import { formatFee } from '#app/lib/money.ts'
import { modalityTitle } from '#content/modalities.ts'
import type { CostTable, EntryType, Fee } from '#content/prices.ts'
import { CAMPUS_LABELS, CARRERAS, CARRERA_LABELS } from '#contracts/admission-options.ts'
import { RVOE_TEXT, rvoeEntries, rvoeSummary, type RvoeTable } from '#contracts/rvoe.ts'
import { EDUCATION_LEVELS, levelOfCarrera, modalitiesOfCarrera, type ModalityKey } from '#contracts/study-plans.ts'

/**
 * Pure functions over the published cost table (spec §9) and RVOE (its route's loader reads both)
 * for the ficha page's cost selector and its sections: the modalities of a level, the lines of one
 * record, and the overview table of a level. The components only render what these return.
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

export const COST_LEVELS: readonly CostLevel[] = EDUCATION_LEVELS

export function isCostLevel(value: string): value is CostLevel {
  return (COST_LEVELS as readonly string[]).includes(value)
}

function feeCell(fee: Fee, text: CostText): CostCell {
  return { text: formatFee(fee, text.noCost) }
}

/** spec §9: only the ficha is coloured, green when it costs nothing, red otherwise. */
function fichaCell(fee: Fee, text: CostText): CostCell {
  return { text: formatFee(fee, text.noCost), tone: fee.kind === 'no-cost' ? 'no-cost' : 'charged' }
}

/** The modality choices of a level, in the table's order; none before a level is chosen. */
export function modalityOptions(costTable: CostTable, level: CostLevel | ''): { key: string; label: string }[] {
  if (level === '') return []
  return costTable[level].map((row) => ({ key: row.key, label: row.label }))
}

/**
 * The lines of the cost record for a level and modality (spec §3 "Cost record"), with
 * licenciatura's prices for the entry type; `null` when no record exists for the pair.
 */
export function costLines(costTable: CostTable, level: CostLevel, rowKey: string, entryType: EntryType, text: CostText): CostLine[] | null {
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

/** The RVOE of one study plan of a cost row: 'Derecho' and 'RVOE … del … (SEDU)', or en trámite. */
export interface RvoeLine {
  key: string
  /** Which plan; none on the one line of a row whose level teaches no plan known in its modalities. */
  label?: string
  text: string
}

/**
 * The RVOE of every study plan a cost row covers (the published table, contracts/rvoe.ts): each
 * carrera of the level taught in the row's modalities, naming the modality when the row has several
 * and the campus when agreements are per campus. A row with no plan known says 'Validez oficial en trámite'.
 */
export function rvoeLines(table: RvoeTable, level: CostLevel, modalities: readonly ModalityKey[]): RvoeLine[] {
  const lines = CARRERAS.filter((carrera) => levelOfCarrera(carrera) === level).flatMap((carrera) =>
    modalitiesOfCarrera(carrera)
      .filter((modality) => modalities.includes(modality))
      .flatMap((modality) =>
        rvoeEntries(table, carrera, modality).map(({ campus, grant }) => ({
          key: [carrera, modality, campus].join(' '),
          label: [CARRERA_LABELS[carrera], modalities.length > 1 ? modalityTitle(modality) : null, campus ? CAMPUS_LABELS[campus] : null]
            .filter((part) => part !== null)
            .join(', '),
          text: grant ? rvoeSummary(grant, table.authorities) : RVOE_TEXT.pending,
        })),
      ),
  )
  return lines.length > 0 ? lines : [{ key: 'en-tramite', text: RVOE_TEXT.pending }]
}

/** The RVOE lines of the cost row of a level and modality choice; none when the level has no such row. */
export function rvoeLinesFor(costTable: CostTable, rvoe: RvoeTable, level: CostLevel, rowKey: string): RvoeLine[] {
  const row = costTable[level].find((candidate) => candidate.key === rowKey)
  return row ? rvoeLines(rvoe, level, row.modalities) : []
}

/** One level's prices as a table: the modalities as rows, each with its cost fields then its RVOE. */
export interface OverviewTable {
  columns: string[]
  rows: { key: string; heading: string; cells: CostCell[]; rvoe: RvoeLine[] }[]
}

/** The overview of a level for the sections carousel; licenciatura shows both entry types side by side. */
export function overviewTable(costTable: CostTable, rvoe: RvoeTable, level: CostLevel, text: CostText): OverviewTable {
  const { fields, sections } = text
  switch (level) {
    case 'bachillerato':
      return {
        columns: [sections.modalityColumn, fields.ficha, fields.inscripcion, fields.mensualidad, fields.duracion, fields.horario, fields.dias],
        rows: costTable.bachillerato.map(({ key, label, modalities, cost }) => ({
          key,
          heading: label,
          rvoe: rvoeLines(rvoe, level, modalities),
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
        rows: costTable.licenciatura.map(({ key, label, modalities, cost }) => ({
          key,
          heading: label,
          rvoe: rvoeLines(rvoe, level, modalities),
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
        rows: costTable[level].map(({ key, label, modalities, cost }) => ({
          key,
          heading: label,
          rvoe: rvoeLines(rvoe, level, modalities),
          cells: [fichaCell(cost.ficha, text), feeCell(cost.inscripcion, text), feeCell(cost.mensualidad, text)],
        })),
      }
  }
}
