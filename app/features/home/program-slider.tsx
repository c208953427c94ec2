import { Link } from 'react-router'
import { PROGRAM_SLIDER_LOOP_MS } from '#app/config/ui-timing.ts'
import type { ProgramSliderContent } from '#content/home.ts'
import { ContentSection } from '#app/components/ui/content-section.tsx'
import { Marquee } from './marquee.tsx'
import styles from './program-slider.module.css'

/**
 * spec §2.6, §9: the programmes scroll by in a PROGRAM_SLIDER_LOOP_MS loop; each card opens its
 * programme. Text cards: a strip of photos this high on the page would compete with the hero for
 * the first seconds of bandwidth.
 */
export function ProgramSlider({ content }: { content: ProgramSliderContent }) {
  return (
    <ContentSection title={content.title}>
      <Marquee loopMs={PROGRAM_SLIDER_LOOP_MS} playback={content.playback} label={content.title}>
        {content.items.map((item) => (
          <li key={item.to} className={styles.item}>
            <Link to={item.to} className={styles.card}>
              <span className={styles.level}>{item.level}</span>
              <span className={styles.name}>{item.name}</span>
            </Link>
          </li>
        ))}
      </Marquee>
    </ContentSection>
  )
}
