import type { ContentKind } from '#contracts/content/content-kinds.ts'
import { contentDifferences } from './content-diff.ts'
import { contentText as text } from './content-text.ts'
import panel from '../shared/panel.module.css'
import styles from './content.module.css'

/** Two versions of a record, told apart field by field: where, what it was, what it is. */
export function ContentDifferences({ kind, before, after }: { kind: ContentKind; before: unknown; after: unknown }) {
  const differences = contentDifferences(kind, before, after)
  if (differences.length === 0) return <p className={panel.muted}>{text.noDifferences}</p>
  return (
    <ul className={styles.differences}>
      {differences.map((difference) => (
        <li key={difference.path} className={styles.difference}>
          <span className={styles.place}>{difference.place}</span>
          <span>
            {text.before}: <del className={styles.removed}>{difference.before ?? text.empty}</del>
          </span>
          <span>
            {text.after}: <ins>{difference.after ?? text.empty}</ins>
          </span>
        </li>
      ))}
    </ul>
  )
}
