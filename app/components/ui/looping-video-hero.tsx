import { useId, useState, type ReactNode } from 'react'
import { REDUCED_MOTION_MEDIA_QUERY, useMediaQuery } from '#app/components/layout/browser-hooks.ts'
import type { VideoAsset } from '#content/media.ts'
import { PauseIcon, PlayIcon } from './playback-icons.tsx'
import { VideoHero } from './video-hero.tsx'
import { VideoLoop } from './video-loop.tsx'
import styles from './looping-video-hero.module.css'

export interface LoopingVideoHeroProps {
  title: string
  lead?: string | undefined
  video: VideoAsset
  heightVh: number
  /** Accessible names of the pause button while the video plays and while it is paused. */
  playback: { pause: string; resume: string }
  overlay?: ReactNode
}

/**
 * A hero over one muted looping video, with a visible pause button (WCAG 2.2.2). Under
 * prefers-reduced-motion the video starts paused on its poster until the visitor presses play.
 * The campus, Conócenos and Cultura pages use it.
 */
export function LoopingVideoHero({ title, lead, video, heightVh, playback, overlay }: LoopingVideoHeroProps) {
  const headingId = useId()
  const reducedMotion = useMediaQuery(REDUCED_MOTION_MEDIA_QUERY)
  /** The visitor's own choice; until they make one, reduced motion decides. */
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null)
  const paused = pausedByVisitor ?? reducedMotion
  return (
    <VideoHero
      headingId={headingId}
      title={title}
      lead={lead}
      heightVh={heightVh}
      overlay={overlay}
      media={
        <VideoLoop
          video={video}
          playing={!paused}
          preload="metadata"
          posterSizes="(orientation: portrait) 153vh, 100vw"
          posterPriority
        />
      }
      controls={
        <button type="button" className={styles.playback} onClick={() => setPausedByVisitor(!paused)}>
          {paused ? <PlayIcon /> : <PauseIcon />}
          <span className="sr-only">{paused ? playback.resume : playback.pause}</span>
        </button>
      }
    />
  )
}
