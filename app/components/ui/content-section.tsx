import { useId, type ReactNode } from 'react'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import styles from './content-section.module.css'

export interface ContentSectionProps {
  title: string
  lead?: string | undefined
  tone?: 'plain' | 'tinted'
  /** 'center' for a section that opens with a short heading over a grid; 'start' beside prose. */
  align?: 'center' | 'start'
  children: ReactNode
}

/**
 * One section of a page: a landmark named by its `<h2>`, on a light or tinted band. It hydrates in a
 * task of its own (app/lib/hydrate-later.tsx).
 */
export function ContentSection({ title, lead, tone = 'plain', align = 'center', children }: ContentSectionProps) {
  const headingId = useId()
  return (
    <HydrateLater>
      <section className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`} aria-labelledby={headingId}>
        <div className="container">
          <header className={`${styles.header} ${align === 'start' ? styles.start : ''}`} data-reveal="fade-up">
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </header>
          {children}
        </div>
      </section>
    </HydrateLater>
  )
}
