import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { PauseIcon, PlayIcon } from '#app/components/ui/playback-icons.tsx'
import { inNextTask } from '#app/lib/next-task.ts'
import type { PlaybackLabels } from '#content/types.ts'
import styles from './marquee.module.css'

export interface MarqueeProps {
  /** The `<li>` items, in order. */
  children: ReactNode
  /** One full loop (spec §9: PROGRAM_SLIDER_LOOP_MS, LOGO_STRIP_LOOP_MS). */
  loopMs: number
  playback: PlaybackLabels
  /** Accessible name of the list. */
  label: string
}

/**
 * A strip that scrolls by itself in a loop, drawn by a CSS animation over two copies of the items.
 * It stops while the pointer is over it or keyboard focus is inside (CSS), and with its visible pause
 * button (WCAG 2.2.2). Under prefers-reduced-motion it never moves: every item shows at once, in rows.
 *
 * The second copy only exists to close the loop: it is a plain DOM clone of the first, made once the
 * script runs (React renders and hydrates each item once, which keeps the page quick to start), and
 * hidden from assistive technology and the keyboard. Until it exists the strip stands still.
 */
export function Marquee({ children, loopMs, playback, label }: MarqueeProps) {
  const [paused, setPaused] = useState(false)
  const itemsRef = useRef<HTMLUListElement>(null)
  const copyRef = useRef<HTMLUListElement>(null)
  const trackRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const items = itemsRef.current
    const copy = copyRef.current
    const track = trackRef.current
    if (!items || !copy || !track) return
    const cancel = inNextTask(() => {
      copy.replaceChildren(...Array.from(items.children, (item) => item.cloneNode(true)))
      track.setAttribute('data-looping', 'true')
    })
    return () => {
      cancel()
      copy.replaceChildren()
      track.removeAttribute('data-looping')
    }
  }, [children])

  const style = { '--marquee-loop': `${loopMs}ms` } as CSSProperties
  return (
    <div className={styles.marquee} data-paused={paused ? 'true' : 'false'} style={style}>
      <div className={styles.viewport}>
        <div className={styles.track} ref={trackRef}>
          <ul className={styles.group} aria-label={label} ref={itemsRef}>
            {children}
          </ul>
          <ul className={styles.group} aria-hidden="true" inert ref={copyRef} />
        </div>
      </div>
      <button type="button" className={`round-control ${styles.playback}`} onClick={() => setPaused(!paused)}>
        {paused ? <PlayIcon /> : <PauseIcon />}
        <span className="sr-only">{paused ? playback.resume : playback.pause}</span>
      </button>
    </div>
  )
}
