import { useId } from 'react'
import type { Modality } from '#content/modalities.ts'
import { ModalityIcon } from './modality-icon.tsx'
import styles from './modality-grid.module.css'
import section from './program-section.module.css'

export interface ModalityGridProps {
  heading: string
  modalities: readonly Modality[]
}

/** spec §2.13 section 2: the four modalities, each with its icon, title and description. */
export function ModalityGrid({ heading, modalities }: ModalityGridProps) {
  const headingId = useId()
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={section.heading}>
          {heading}
        </h2>
        <ul className={section.cards} aria-labelledby={headingId}>
          {modalities.map((modality) => (
            <li key={modality.key} className={section.card}>
              <ModalityIcon icon={modality.icono} className={styles.icon} />
              <h3 className={styles.title}>{modality.titulo}</h3>
              <p className={styles.description}>{modality.descripcion}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
