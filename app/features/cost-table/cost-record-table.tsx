import type { CostCell, CostLine } from './cost-data.ts'
import styles from './cost-table.module.css'

/** The class of a coloured cell (spec §9: a no-cost ficha in green, otherwise red). */
export function toneClass(cell: CostCell): string | undefined {
  if (cell.tone === 'no-cost') return styles.noCost
  if (cell.tone === 'charged') return styles.charged
  return undefined
}

/** One cost record as a two-column table: each field with its value. */
export function CostRecordTable({ caption, lines }: { caption: string; lines: readonly CostLine[] }) {
  return (
    <table className={styles.recordTable}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.field}>
            <th scope="row">{line.label}</th>
            <td className={toneClass(line.cell)}>{line.cell.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
