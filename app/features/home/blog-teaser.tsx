import { ExternalLink } from '#app/components/layout/external-link.tsx'
import { ResponsiveImage } from '#app/components/ui/responsive-image.tsx'
import type { blogTeaser } from '#content/home.ts'
import { ContentSection } from '#app/components/ui/content-section.tsx'
import styles from './blog-teaser.module.css'

/** spec §2.6: the blog teaser; its 'IR AL BLOG' overlay opens the blog in a new tab. */
export function BlogTeaser({ content }: { content: typeof blogTeaser }) {
  return (
    <ContentSection title={content.title} lead={content.text}>
      <div className={styles.teaser} data-reveal="zoom-in">
        <ExternalLink href={content.url} className={styles.link}>
          <ResponsiveImage image={content.image} sizes="(min-width: 1200px) 1152px, calc(100vw - 2rem)" alt="" className={styles.image} />
          <span className={styles.overlay}>
            <span className={styles.label}>{content.linkLabel}</span>
          </span>
        </ExternalLink>
      </div>
    </ContentSection>
  )
}
