import type { CSSProperties, ReactNode } from 'react'
import styles from './video-hero.module.css'

export interface VideoHeroProps {
  /** id of the `<h1>`, which names the section. */
  headingId: string
  title: string
  /** A line under the title. */
  lead?: string | undefined
  /** What fills the background: one VideoLoop, or a carousel of them. */
  media: ReactNode
  /** Links under the text (call to action). */
  actions?: ReactNode
  /** An image shown over the video, above the title (spec §2.11: the culture page's hero). */
  overlay?: ReactNode
  /** Media controls (pause, slide dots), pinned to the bottom edge. */
  controls?: ReactNode
  /** Height as a share of the viewport (spec §2.7: 86 on the campus pages). */
  heightVh: number
}

/**
 * A full-bleed hero that sits under the transparent navigation bar: a background (video), a dark
 * scrim so the white text keeps its contrast over any frame, the page's `<h1>` and optional
 * controls. The text comes in as props; the home and campus pages share it.
 */
export function VideoHero({ headingId, title, lead, media, overlay, actions, controls, heightVh }: VideoHeroProps) {
  const style = { '--hero-height': `${heightVh}` } as CSSProperties
  return (
    <section className={`hero-under-navbar ${styles.hero}`} style={style} aria-labelledby={headingId}>
      <div className={styles.media}>{media}</div>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        {overlay ? <div className={styles.overlay}>{overlay}</div> : null}
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {controls ? <div className={`container ${styles.controls}`}>{controls}</div> : null}
    </section>
  )
}
