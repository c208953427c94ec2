import { ContentSection } from '#app/components/ui/content-section.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import type { StoryContent } from '#content/about.ts'
import styles from './story-section.module.css'

const IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw'

/** A text-and-photo section with its key figures (spec §2.9: the history and the movement). */
export function StorySection({ content, tone }: { content: StoryContent; tone?: 'plain' | 'tinted' }) {
  return (
    <ContentSection title={content.title} tone={tone}>
      <div className={styles.grid}>
        <div className={styles.text} data-reveal="fade-up">
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <dl className={styles.facts}>
            {content.facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.label}>{fact.label}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* One grid cell: <picture> lays out its <source> children too. */}
        <div>
          <ResponsiveImage image={content.image} sizes={IMAGE_SIZES} className={styles.image} />
        </div>
      </div>
    </ContentSection>
  )
}
