import { useId, type ReactNode } from 'react'
import type { VideoAsset } from '#content/media.ts'
import type { PlaybackLabels } from '#content/types.ts'
import { HeroPlaybackButton, usePauseChoice } from './hero-playback.tsx'
import { VideoHero } from './video-hero.tsx'
import { VideoLoop } from './video-loop.tsx'

export interface LoopingVideoHeroProps {
  title: string
  lead?: string | undefined
  video: VideoAsset
  heightVh: number
  /** Accessible names of the pause button while the video plays and while it is paused. */
  playback: PlaybackLabels
  overlay?: ReactNode
}

/**
 * A hero over one muted looping video, with a visible pause button (WCAG 2.2.2). Under
 * prefers-reduced-motion the video starts paused on its poster until the visitor presses play.
 * The campus, Conócenos and Cultura pages use it.
 */
export function LoopingVideoHero({ title, lead, video, heightVh, playback, overlay }: LoopingVideoHeroProps) {
  const headingId = useId()
  const [paused, togglePaused] = usePauseChoice()
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
      controls={<HeroPlaybackButton paused={paused} onToggle={togglePaused} labels={playback} />}
    />
  )
}
