import type { ListColumn, ListTableDefinition } from './panel-list.ts'
import styles from './list.module.css'

function cellClassName(column: ListColumn<never>): string | undefined {
  if (column.lead) return styles.when
  return column.code ? styles.code : undefined
}

/**
 * A page of a list: a table from 992 px, one card per row below (the lead column heads the card,
 * each other value beside its column's name). The explicit roles keep it a table for screen
 * readers while CSS draws the cards: some browsers drop table semantics when a table's display
 * changes.
 */
export function ListTable<Item>({ table, items, caption }: { table: ListTableDefinition<Item>; items: readonly Item[]; caption: string }) {
  const { columns, itemKey, autoWidth = false, rowClassName } = table
  return (
    <table className={autoWidth ? `${styles.table} ${styles.autoWidth}` : styles.table} role="table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} scope="col" role="columnheader" style={column.width === undefined ? undefined : { width: column.width }}>
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={itemKey(item)} role="row" className={rowClassName?.(item)}>
            {columns.map((column) => (
              <td key={column.key} className={cellClassName(column)} data-label={column.lead ? undefined : column.head}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
