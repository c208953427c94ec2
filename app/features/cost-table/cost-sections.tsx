import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react'
import { ChevronIcon } from '#app/components/layout/icons.tsx'
import type { CostSection } from '#content/admission.ts'
import type { CostTable } from '#content/prices.ts'
import { RVOE_TEXT, type RvoeTable } from '#contracts/rvoe.ts'
import { overviewTable, type CostText } from './cost-data.ts'
import { toneClass } from './cost-record-table.tsx'
import { RvoeLineList } from './rvoe-line-list.tsx'
import rvoeStyles from './rvoe-line-list.module.css'
import styles from './cost-table.module.css'

/**
 * spec §4: a carousel choosing which section of the cost table is visible (licenciaturas,
 * maestrías/doctorados, preparatoria), licenciaturas first. Built as tabs with previous and next
 * buttons: every section is in the page (and in the prerendered HTML), one visible at a time. Under
 * each modality, the RVOE of its plans (the published one).
 */
export function CostSections({ text, costTable, rvoe }: { text: CostText; costTable: CostTable; rvoe: RvoeTable }) {
  const id = useId()
  const sections: readonly CostSection[] = text.sections.items
  const [selected, setSelected] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const last = sections.length - 1

  function select(index: number, focus = false) {
    const next = Math.min(last, Math.max(0, index))
    setSelected(next)
    if (focus) tabs.current[next]?.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    // Arrows wrap around, as in any tab list.
    select(target > last ? 0 : target < 0 ? last : target, true)
  }

  return (
    <section className={styles.sections} aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className={styles.sectionsHeading}>
        {text.sections.label}
      </h3>
      <div className={styles.carouselControls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={text.sections.previous}
          disabled={selected === 0}
          onClick={() => select(selected - 1)}
        >
          <ChevronIcon className={styles.arrowPrevious} />
        </button>
        <div role="tablist" aria-label={text.sections.label} className={styles.tabs}>
          {sections.map((section, index) => (
            <button
              key={section.key}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${section.key}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel-${section.key}`}
              tabIndex={index === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(index)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {section.title}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label={text.sections.next}
          disabled={selected === last}
          onClick={() => select(selected + 1)}
        >
          <ChevronIcon className={styles.arrowNext} />
        </button>
      </div>
      {sections.map((section, index) => (
        <div
          key={section.key}
          role="tabpanel"
          id={`${id}-panel-${section.key}`}
          aria-labelledby={`${id}-tab-${section.key}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {section.levels.map((level) => (
            <OverviewTable key={level} caption={text.levels[level]} table={overviewTable(costTable, rvoe, level, text)} scrollLabel={text.sections.scrollLabel(text.levels[level])} />
          ))}
          {section.levels.includes('licenciatura') ? <p className={styles.note}>{text.differentiatedNote}</p> : null}
        </div>
      ))}
    </section>
  )
}

function OverviewTable({
  caption,
  table,
  scrollLabel,
}: {
  caption: string
  table: ReturnType<typeof overviewTable>
  scrollLabel: string
}) {
  return (
    // A wide table scrolls sideways on a phone; the region can take focus to scroll by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroll} role="region" aria-label={scrollLabel} tabIndex={0}>
      <table className={styles.overview}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <Fragment key={row.key}>
              <tr>
                <th scope="row">{row.heading}</th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index + 1]} className={toneClass(cell)}>
                    {cell.text}
                  </td>
                ))}
              </tr>
              {/* Under each modality, across the price columns, so the table grows no wider. */}
              <tr className={rvoeStyles.row}>
                <th scope="row">
                  <span className="sr-only">{row.heading}: </span>
                  {RVOE_TEXT.heading}
                </th>
                <td colSpan={row.cells.length}>
                  <RvoeLineList lines={row.rvoe} />
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}
