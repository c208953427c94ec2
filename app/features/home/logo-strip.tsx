import { LOGO_STRIP_LOOP_MS } from '#app/config/ui-timing.ts'
import type { partnerStrip } from '#content/home.ts'
import { ContentSection } from '#app/components/ui/content-section.tsx'
import { Marquee } from './marquee.tsx'
import styles from './logo-strip.module.css'

/** spec §2.6, §9: the partner logos scroll by in a LOGO_STRIP_LOOP_MS loop, paused on hover. */
export function LogoStrip({ content }: { content: typeof partnerStrip }) {
  return (
    <ContentSection title={content.title}>
      <Marquee loopMs={LOGO_STRIP_LOOP_MS} playback={content.playback} label={content.title}>
        {content.logos.map((logo) => (
          <li key={logo.src} className={styles.item}>
            <img src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} loading="lazy" decoding="async" className={styles.logo} />
          </li>
        ))}
      </Marquee>
    </ContentSection>
  )
}
