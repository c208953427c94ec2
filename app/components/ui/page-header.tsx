import type { ReactNode } from 'react'
import styles from './page-header.module.css'

/**
 * The band at the top of an inner page: its one `<h1>` and an optional line under it. It starts
 * under the transparent navigation bar, so the bar's white text sits on the band's dark colour.
 */
export function PageHeader({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <header className={`hero-under-navbar ${styles.header}`}>
      <div className="container">
        <h1 className={styles.heading}>{heading}</h1>
        {children ? <div className={styles.lead}>{children}</div> : null}
      </div>
    </header>
  )
}
