import { useId } from 'react'
import type { RvoeLine } from './cost-data.ts'
import styles from './rvoe-line-list.module.css'

/** The RVOE of the study plans of one cost row, one plan per line, under a heading when one is given. */
export function RvoeLineList({ lines, heading }: { lines: readonly RvoeLine[]; heading?: string }) {
  const headingId = useId()
  const list = (
    <ul className={styles.list} aria-labelledby={heading === undefined ? undefined : headingId}>
      {lines.map((line) => (
        <li key={line.key}>
          {line.label ? <span className={styles.plan}>{line.label}: </span> : null}
          {line.text}
        </li>
      ))}
    </ul>
  )
  if (heading === undefined) return list
  return (
    <div className={styles.block}>
      <h4 id={headingId} className={styles.heading}>
        {heading}
      </h4>
      {list}
    </div>
  )
}
