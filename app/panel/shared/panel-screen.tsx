import type { ReactNode } from 'react'
import { STAFF_AREA_NAME } from '#contracts/staff.ts'
import { panelTitle } from './panel-text.ts'
import styles from './panel.module.css'

/** A panel screen's `<title>` (React puts it in the head) and its one `<h1>`, then its content. */
export function PanelScreen({ title, narrow = false, children }: { title: string; narrow?: boolean; children?: ReactNode }) {
  const content = (
    <>
      <title>{panelTitle(title)}</title>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </>
  )
  // The signed-in layout already draws <main> and the area's name; the screens without a session stand alone.
  return narrow ? (
    <main className={styles.narrow}>
      <p className={styles.brandLine}>{STAFF_AREA_NAME}</p>
      {content}
    </main>
  ) : (
    content
  )
}
