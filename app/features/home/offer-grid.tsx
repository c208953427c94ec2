import { Link } from 'react-router'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import type { OfferGridContent } from '#content/home.ts'
import { ContentSection } from '#app/components/ui/content-section.tsx'
import styles from './offer-grid.module.css'

const CARD_IMAGE_SIZES = '(min-width: 1200px) 276px, (min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw'

/** spec §2.6: the four levels of study, each card one link named by its title. */
export function OfferGrid({ content }: { content: OfferGridContent }) {
  return (
    <ContentSection title={content.title} lead={content.lead} tone="tinted">
      <ul className={`grid-up-to-four ${styles.grid}`}>
        {content.cards.map((card) => (
          <li key={card.title} className={`photo-card ${styles.card}`} data-reveal="fade-up">
            <ResponsiveImage image={card.image} sizes={CARD_IMAGE_SIZES} alt="" className="card-photo" />
            <div className={styles.body}>
              <h3 className="card-title">
                {/* The link covers the whole card (::after), so the card is one tap target. */}
                <Link to={card.to} className={styles.link}>
                  {card.title}
                </Link>
              </h3>
              <p className={styles.description}>{card.description}</p>
              <span className={styles.more} aria-hidden="true">
                {content.more} →
              </span>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.all}>
        <Link to={content.all.to}>{content.all.label}</Link>
      </p>
    </ContentSection>
  )
}
