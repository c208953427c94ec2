import { useState } from 'react'
import { REDUCED_MOTION_MEDIA_QUERY, useMediaQuery } from '#app/lib/browser-hooks.ts'
import type { PlaybackLabels } from '#content/types.ts'
import { PauseIcon, PlayIcon } from './playback-icons.tsx'
import styles from './hero-playback.module.css'

/**
 * Whether a hero's motion is paused: the visitor's own choice once they press the button; until
 * then, their prefers-reduced-motion setting decides. Returns the state and the button's toggle.
 */
export function usePauseChoice(): [paused: boolean, toggle: () => void] {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY)
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const paused = pausedByVisitor ?? reducedMotion
  return [paused, () => setPausedByVisitor(!paused)]
}

/** The round pause/play button over a video hero (WCAG 2.2.2), named by what it will do. */
export function HeroPlaybackButton({ paused, onToggle, labels }: { paused: boolean; onToggle: () => void; labels: PlaybackLabels }) {
  return (
    <button type="button" className={`icon-control ${styles.playback}`} onClick={onToggle}>
      {paused ? <PlayIcon /> : <PauseIcon />}
      <span className="sr-only">{paused ? labels.resume : labels.pause}</span>
    </button>
  )
}
