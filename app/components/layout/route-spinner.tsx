import { layoutText } from '#content/layout.ts'
import styles from './route-spinner.module.css'

/**
 * Full-screen loading overlay shown while a route change is in progress (spec §2.2) and while the
 * app hydrates a page that was not prerendered. The text is for screen readers only.
 */
export function RouteSpinner({ visible }: { visible: boolean }) {
  if (!visible) return null
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">{layoutText.loading}</span>
    </div>
  )
}
