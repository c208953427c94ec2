import { ContentSection } from '#app/components/ui/content-section.tsx'
import { LoopingVideoHero } from '#app/components/ui/looping-video-hero.tsx'
import { StepCarousel } from '#app/components/ui/step-carousel.tsx'
import { CAMPUS_HERO_HEIGHT_VH } from '#app/config/ui-timing.ts'
import { MascotSection } from '#app/features/student-life/mascot-section.tsx'
import { PhotoCardGrid } from '#app/features/student-life/photo-card-grid.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { cultureContent, culturePage } from '#content/culture.ts'
import styles from './cultura.module.css'

export const meta = () => pageMeta(culturePage)

/** spec §2.11: hero with overlay and tagline, the teams' lynx, the carousel, three events; no footer. */
export default function Cultura() {
  const { hero, team, carousel, events } = cultureContent
  return (
    <>
      <LoopingVideoHero
        title={hero.title}
        lead={hero.tagline}
        video={hero.video}
        heightVh={CAMPUS_HERO_HEIGHT_VH}
        playback={hero.playback}
        overlay={
          <img
            src={hero.overlay.src}
            alt={hero.overlay.alt}
            width={hero.overlay.width}
            height={hero.overlay.height}
            className={styles.overlay}
          />
        }
      />
      <MascotSection content={team} />
      <ContentSection title={carousel.title}>
        <StepCarousel slides={carousel.slides} labels={carousel.labels} />
      </ContentSection>
      <ContentSection title={events.title} tone="tinted">
        <PhotoCardGrid cards={events.cards} label={events.title} />
      </ContentSection>
    </>
  )
}
