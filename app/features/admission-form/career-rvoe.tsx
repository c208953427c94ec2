import { isNivelEstudio } from '#contracts/admission-options.ts'
import { RVOE_TEXT, rvoeOfChoice, rvoeSummary, type RvoeTable } from '#contracts/rvoe.ts'
import styles from './career-rvoe.module.css'

export interface CareerChoice {
  nivel_estudio: string
  campus: string
  carrera: string
}

/**
 * The official validity of the plan a ficha choice names (its modality from the level, at the
 * chosen campus) in the published RVOE table: its RVOE, or 'Validez oficial en trámite'; `null`
 * until level, campus and carrera are chosen (the form's lists offer only published combinations).
 */
export function careerRvoeText(choice: CareerChoice, table: RvoeTable): string | null {
  if (!isNivelEstudio(choice.nivel_estudio) || choice.campus === '' || choice.carrera === '') return null
  const grant = rvoeOfChoice(table, choice)
  return grant ? `${RVOE_TEXT.heading}: ${rvoeSummary(grant, table.authorities)}` : RVOE_TEXT.pending
}

/** Under the carrera, as a live region so a screen reader hears it as the choice changes. */
export function CareerRvoe({ choice, table }: { choice: CareerChoice; table: RvoeTable }) {
  return (
    <p className={styles.rvoe} aria-live="polite">
      {careerRvoeText(choice, table)}
    </p>
  )
}
