import { ContentSection } from '#app/components/ui/content-section.tsx'
import type { cultureContent } from '#content/culture.ts'
import styles from './mascot-section.module.css'

/** spec §2.11: the sports teams, their lynx mascot with its nickname, and two hashtags. */
export function MascotSection({ content }: { content: (typeof cultureContent)['team'] }) {
  return (
    <ContentSection title={content.title} tone="tinted">
      <div className={styles.grid}>
        <img
          src={content.mascot.src}
          alt={content.mascot.alt}
          width={content.mascot.width}
          height={content.mascot.height}
          loading="lazy"
          decoding="async"
          className={styles.mascot}
        />
        <div data-reveal="fade-up">
          <p className={styles.text}>{content.text}</p>
          <p className={styles.nickname}>
            {content.nicknameLabel}: <strong>{content.nickname}</strong>
          </p>
          <ul className={`pill-list ${styles.hashtags}`}>
            {content.hashtags.map((hashtag) => (
              <li key={hashtag}>{hashtag}</li>
            ))}
          </ul>
        </div>
      </div>
    </ContentSection>
  )
}
