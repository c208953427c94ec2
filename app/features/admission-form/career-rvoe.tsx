import { RVOE_TABLE, RVOE_TEXT, rvoeAt, rvoeSummary, type RvoeTable } from '#contracts/rvoe.ts'
import { planOfChoice } from '#contracts/study-plans.ts'
import styles from './career-rvoe.module.css'

export interface CareerChoice {
  nivel_estudio: string
  campus: string
  carrera: string
}

/**
 * The official validity of the plan a ficha choice names (its modality from the level, at the
 * chosen campus): its RVOE, or 'Validez oficial en trámite'; `null` until level, campus and
 * carrera form one of the ficha's combinations.
 */
export function careerRvoeText(choice: CareerChoice, table: RvoeTable = RVOE_TABLE): string | null {
  const plan = planOfChoice(choice)
  if (plan === null) return null
  const grant = rvoeAt(plan, table)
  return grant ? `${RVOE_TEXT.heading}: ${rvoeSummary(grant)}` : RVOE_TEXT.pending
}

/** Under the carrera, as a live region so a screen reader hears it as the choice changes. */
export function CareerRvoe({ choice }: { choice: CareerChoice }) {
  return (
    <p className={styles.rvoe} aria-live="polite">
      {careerRvoeText(choice)}
    </p>
  )
}
