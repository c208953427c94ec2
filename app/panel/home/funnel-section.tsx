import { useId, useMemo } from 'react'
import { API_BASE_PATH, PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { DASHBOARD_SECTIONS, type DashboardCell, type DashboardColumnKind, type DashboardSectionRows, type DashboardSectionText } from '#contracts/dashboard.ts'
import { withQuery } from '../shared/list/list-query.ts'
import { panelText } from '../shared/panel-text.ts'
import { FunnelChart } from './funnel-chart.tsx'
import { funnelText as text } from './funnel-text.ts'
import list from '../shared/list/list.module.css'
import panel from '../shared/panel.module.css'
import styles from './funnel.module.css'

const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 })

function cellText(cell: DashboardCell, kind: DashboardColumnKind): string {
  if (cell === null) return panelText.list.noValue
  if (typeof cell === 'string') return cell
  if (kind === 'porcentaje') return text.percent(numberFormat.format(cell))
  if (kind === 'horas') return text.hours(numberFormat.format(cell))
  return numberFormat.format(cell)
}

/**
 * One section of the dashboard: its heading and what it counts, its chart and, beside it, its
 * table (the same numbers, for everyone), and its CSV for the period shown (`query`).
 */
export function FunnelSection({ section, query }: { section: DashboardSectionRows; query: URLSearchParams }) {
  const { titulo, descripcion, columnas, grafica, sinFilas = text.noRows }: DashboardSectionText = DASHBOARD_SECTIONS[section.seccion]
  const headingId = useId()
  const { labels, values } = useMemo(
    () => ({ labels: section.filas.map((row) => String(row[0] ?? '')), values: section.filas.map((row) => Number(row[grafica] ?? 0)) }),
    [section, grafica],
  )
  const csvQuery = new URLSearchParams(query)
  csvQuery.set('seccion', section.seccion)
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>{titulo}</h3>
      <p className={panel.muted}>{descripcion}</p>
      {section.filas.length === 0 ? (
        <p className={panel.muted}>{sinFilas}</p>
      ) : (
        <div className={styles.body}>
          <FunnelChart title={titulo} labels={labels} values={values} />
          {/* It scrolls sideways on a phone: focusable, so the keyboard can scroll it too (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard */}
          <div className={styles.tableWrap} role="region" aria-label={text.tableRegion(titulo)} tabIndex={0}>
            <table className={styles.table}>
              <caption>{titulo}</caption>
              <thead>
                <tr>
                  {columnas.map((column) => (
                    <th key={column.etiqueta} scope="col">
                      {column.etiqueta}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.filas.map((row, index) => (
                  <tr key={`${String(row[0])}-${index}`}>
                    <th scope="row">{cellText(row[0] ?? null, 'texto')}</th>
                    {columnas.slice(1).map((column, columnIndex) => (
                      <td key={column.etiqueta}>{cellText(row[columnIndex + 1] ?? null, column.tipo)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <a href={withQuery(`${API_BASE_PATH}${PANEL_API_PATHS.funnelCsv}`, csvQuery)} download className={`${list.downloadLink} ${styles.download}`}>
        {panelText.list.download}
        <span className="sr-only">{text.downloadOf(titulo)}</span>
      </a>
    </section>
  )
}
