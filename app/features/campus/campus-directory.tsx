import { ContentSection } from '#app/components/ui/content-section.tsx'
import { campusPageText } from '#content/campus-page.ts'
import styles from './campus-directory.module.css'

const text = campusPageText

/**
 * spec §2.7: 'Directorio' and the acronym, four cards with their texts as written. Each card's
 * 'Contacto' goes to the placeholder target the spec records (spec §2.1), not to a route.
 */
export function CampusDirectory() {
  return (
    <ContentSection title={text.directoryHeading}>
      <ul className={`grid-up-to-four ${styles.grid}`}>
        {text.directoryCards.map((card) => (
          <li key={card.title} className={`card-accent ${styles.card}`} data-reveal="fade-up">
            <h3 className="card-title">{card.title}</h3>
            <p className={styles.text}>{card.text}</p>
            <a href={text.contactLink.href} className="pill-link">
              {text.contactLink.label}
              <span className="sr-only">{text.contactLink.suffix(card.title)}</span>
            </a>
          </li>
        ))}
      </ul>
    </ContentSection>
  )
}
