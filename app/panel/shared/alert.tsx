import type { ReactNode } from 'react'
import styles from './panel.module.css'

/** What went wrong, announced as it appears; nothing while there is nothing to say. */
export function Alert({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === '' || children === false) return null
  return (
    <p className={styles.alert} role="alert">
      {children}
    </p>
  )
}
