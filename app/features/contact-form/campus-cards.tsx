import { Link } from 'react-router'
import { ExternalLink } from '#app/components/layout/external-link.tsx'
import { SocialIcon } from '#app/components/layout/icons.tsx'
import type { CampusContactCard, contactContent } from '#content/contact.ts'
import styles from './campus-cards.module.css'

export type CampusCardsText = (typeof contactContent)['campuses']

/**
 * spec §2.8: one card per campus with its phone(s), a WhatsApp button and 'Mas Info.' to its
 * campus page. The buttons' visible text is the spec's; screen readers also hear the campus.
 */
export function CampusCards({ cards, text }: { cards: readonly CampusContactCard[]; text: CampusCardsText }) {
  return (
    <section className={styles.section} aria-labelledby="campus-cards-heading">
      <h2 id="campus-cards-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <ul className={`grid-up-to-four ${styles.grid}`}>
        {cards.map((card) => (
          <li key={card.campusPath} className={styles.card}>
            <h3 className={styles.name}>{card.name}</h3>
            <ul className={styles.phones}>
              {card.phones.map((phone) => (
                <li key={phone.e164}>
                  <span className={styles.phoneLabel}>{text.phoneLabel(phone.label)}: </span>
                  <a href={`tel:${phone.e164}`} className={styles.phone}>
                    {phone.display}
                  </a>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <ExternalLink href={card.whatsappUrl} className={styles.whatsapp}>
                <SocialIcon network="whatsapp" className={styles.icon} />
                {text.whatsapp}
                <span className="sr-only">{text.campusSuffix(card.name)}</span>
              </ExternalLink>
              <Link to={card.campusPath} className={styles.moreInfo}>
                {text.moreInfo}
                <span className="sr-only">{text.campusSuffix(card.name)}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
