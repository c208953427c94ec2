import { useId, type ReactNode } from 'react'
import styles from './home-section.module.css'

/** One section of the home page: a landmark named by its `<h2>`, on a light or tinted band. */
export function HomeSection({
  title,
  lead,
  tone = 'plain',
  children,
}: {
  title: string
  lead?: string | undefined
  tone?: 'plain' | 'tinted'
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`} aria-labelledby={headingId}>
      <div className="container">
        <header className={styles.header} data-reveal="fade-up">
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  )
}
