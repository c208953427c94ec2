import { ContentSection } from '#app/components/ui/content-section.tsx'
import type { aboutContent } from '#content/about.ts'
import styles from './principles-section.module.css'

/** spec §2.9: mission, vision and values, side by side from tablet width. */
export function PrinciplesSection({ content }: { content: (typeof aboutContent)['principles'] }) {
  return (
    <ContentSection title={content.title} tone="tinted">
      <div className={styles.grid}>
        {[content.mission, content.vision].map((item) => (
          <article key={item.title} className="card-accent" data-reveal="fade-up">
            <h3 className="card-title">{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </article>
        ))}
        <article className="card-accent" data-reveal="fade-up">
          <h3 className="card-title">{content.values.title}</h3>
          <ul className={`pill-list ${styles.values}`}>
            {content.values.items.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
        </article>
      </div>
    </ContentSection>
  )
}
