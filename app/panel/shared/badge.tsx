import styles from './badge.module.css'

/** A word beside a value, in a warning's or a danger's colors: never the color alone (a duplicate, an overdue request). */
export function Badge({ tone, children }: { tone: 'warning' | 'danger'; children: string }) {
  return <span className={tone === 'danger' ? `${styles.badge} ${styles.danger}` : styles.badge}>{children}</span>
}
