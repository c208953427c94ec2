import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import type { PhotoCard } from '#content/sports.ts'
import styles from './photo-card-grid.module.css'

const CARD_IMAGE_SIZES = '(min-width: 1200px) 360px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw'

/**
 * Cards of a photo, a title and a line: the sports disciplines (spec §2.10), the culture events (§2.11).
 * `firstOnFirstScreen`: the first photo is the page's largest first-screen image, loaded at once.
 */
export function PhotoCardGrid({
  cards,
  label,
  firstOnFirstScreen = false,
}: {
  cards: readonly PhotoCard[]
  label: string
  firstOnFirstScreen?: boolean
}) {
  return (
    <ul className={`${cards.length === 4 ? 'grid-up-to-four' : 'grid-up-to-three'} ${styles.grid}`} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.title} className={`photo-card ${styles.card}`} data-reveal="fade-up">
          <ResponsiveImage
            image={card.image}
            sizes={CARD_IMAGE_SIZES}
            priority={firstOnFirstScreen && index === 0}
            alt=""
            className="card-photo"
          />
          <div className={styles.body}>
            <h3 className="card-title">{card.title}</h3>
            <p className={styles.text}>{card.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
