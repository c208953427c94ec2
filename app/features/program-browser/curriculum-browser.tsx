import { useId, useState, type ReactNode } from 'react'
import type { Period } from '#content/programs/types.ts'
import styles from './curriculum-browser.module.css'
import section from './program-section.module.css'

/** spec §3 "Period", §9: the period shown on load (`seleccionado` starts at 0). */
export const FIRST_PERIOD_INDEX = 0

export interface CurriculumBrowserProps {
  heading: string
  /** Accessible name of the group of period buttons, e.g. 'Cuatrimestres'. */
  groupLabel: string
  periods: readonly Period[]
  /** Shown under the subjects: the study-plan links. */
  children?: ReactNode
}

/**
 * spec §2.13 section 4, §4: one toggle button per period (`aria-pressed`, exactly one pressed),
 * the first selected on load and any selectable at any time; below them the selected period's
 * name as a heading and its subjects as a list labelled by that heading.
 *
 * Toggle buttons rather than tabs: each period is one plain button in the tab order, which is
 * what phone and keyboard users expect from a wrapping grid of choices, and it matches the
 * profile toggle above it.
 */
export function CurriculumBrowser({ heading, groupLabel, periods, children }: CurriculumBrowserProps) {
  // spec §3 names this page state seleccionado.
  const [seleccionado, setSeleccionado] = useState(FIRST_PERIOD_INDEX)
  const id = useId()
  const headingId = `${id}-heading`
  const panelId = `${id}-panel`
  const periodHeadingId = `${id}-period`
  const period = periods[seleccionado]

  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={section.heading}>
          {heading}
        </h2>
        <div role="group" aria-label={groupLabel} className={styles.periods}>
          {periods.map((candidate, index) => (
            <button
              key={candidate.nombre}
              type="button"
              className={styles.period}
              aria-pressed={index === seleccionado}
              aria-controls={panelId}
              onClick={() => setSeleccionado(index)}
            >
              {candidate.nombre}
            </button>
          ))}
        </div>
        {period ? (
          <div id={panelId} className={styles.panel}>
            <h3 id={periodHeadingId} className={styles.periodHeading}>
              {period.nombre}
            </h3>
            <ul aria-labelledby={periodHeadingId} className={styles.subjects}>
              {period.materias.map((subject) => (
                <li key={subject} className={styles.subject}>
                  {subject}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
