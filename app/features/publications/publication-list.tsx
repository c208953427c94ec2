import { useId } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import { publicationsText } from '#content/publications.ts'
import type { PublicationCard } from './published-items.ts'
import styles from './publications.module.css'

/** Beside the card's text from 640 px, a third of the card; full width on a phone. */
const CARD_IMAGE_SIZES = '(min-width: 640px) 30vw, 100vw'

function Card({ card }: { card: PublicationCard }) {
  return (
    <li className={styles.card}>
      {card.image ? <ResponsiveImage image={card.image} sizes={CARD_IMAGE_SIZES} alt="" className={styles.cardImage} /> : null}
      <div className={styles.cardText}>
        <h3 className={styles.cardTitle}>
          <Link to={card.href}>{card.title}</Link>
        </h3>
        <p className={styles.when}>
          <time dateTime={card.dateTime}>{card.when}</time>
          {card.ended ? <span className={styles.badge}> · {publicationsText.events.endedBadge}</span> : null}
        </p>
        {card.where ? <p className={styles.where}>{card.where}</p> : null}
        <p>{card.summary}</p>
      </div>
    </li>
  )
}

export interface PublicationGroup {
  readonly heading: string
  readonly cards: readonly PublicationCard[]
}

function Group({ group }: { group: PublicationGroup }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupHeading}>
        {group.heading}
      </h2>
      <ul className={styles.cards}>
        {group.cards.map((card) => (
          <Card key={card.href} card={card} />
        ))}
      </ul>
    </section>
  )
}

/** A list page of published items (the news, the events): its header, then each group of cards, or a line when there is none. */
export function PublicationList({ heading, lead, empty, groups }: { heading: string; lead: string; empty: string; groups: readonly PublicationGroup[] }) {
  const shown = groups.filter((group) => group.cards.length > 0)
  return (
    <>
      <PageHeader heading={heading}>
        <p>{lead}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        {shown.length === 0 ? <p className={styles.empty}>{empty}</p> : null}
        {shown.map((group) => (
          <Group key={group.heading} group={group} />
        ))}
      </div>
    </>
  )
}
