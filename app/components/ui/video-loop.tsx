import { useEffect, useRef } from 'react'
import { HERO_VIDEO_PLAY_RETRY_MS } from '#app/config/ui-timing.ts'
import { usePageLoaded } from '#app/lib/page-loaded.ts'
import type { VideoAsset } from '#content/media.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import styles from './video-loop.module.css'

export interface VideoLoopProps {
  video: VideoAsset
  /** Play while true, pause otherwise. The caller decides (slide shown, pause button, reduced motion). */
  playing: boolean
  /**
   * Only the video the page opens on should fetch anything before it is needed ('metadata': its
   * size and first frame, a few KB thanks to `+faststart`); every other one stays at 'none' until it
   * is asked to play.
   */
  preload: 'auto' | 'metadata' | 'none'
  /** `sizes` of the poster photo. */
  posterSizes: string
  /** The poster is the page's LCP element: load it at once with high priority. */
  posterPriority?: boolean
  /**
   * A video the visitor cannot see yet (a later slide): its poster is not even requested until the
   * page has loaded, so it never competes with what the first screen needs.
   */
  deferred?: boolean
}

/**
 * Keeps a muted video playing while `playing` is true. Browsers may refuse `play()` (autoplay policy,
 * data saver, a video not ready yet): spec §4 retries every HERO_VIDEO_PLAY_RETRY_MS until it plays
 * or is no longer wanted.
 */
export function useLoopPlayback(playing: boolean) {
  const ref = useRef<HTMLVideoElement>(null)
  const pageLoaded = usePageLoaded()
  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (!playing) {
      video.pause()
      return
    }
    // The poster already shows: the video's bytes wait until the page's own resources have arrived.
    if (!pageLoaded) return
    // Autoplay rules look at the property; React does not always reflect `muted` into the markup.
    video.muted = true
    let cancelled = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      Promise.resolve(video.play()).catch(() => {
        if (!cancelled) retry = setTimeout(attempt, HERO_VIDEO_PLAY_RETRY_MS)
      })
    }
    attempt()
    return () => {
      cancelled = true
      clearTimeout(retry)
    }
  }, [playing, pageLoaded])
  return ref
}

export function VideoLoop({ video, playing, preload, posterSizes, posterPriority = false, deferred = false }: VideoLoopProps) {
  const ref = useLoopPlayback(playing)
  const pageLoaded = usePageLoaded()
  return (
    <div className={styles.frame}>
      {deferred && !pageLoaded ? null : (
        <ResponsiveImage image={video.poster} sizes={posterSizes} priority={posterPriority} className={styles.layer} />
      )}
      <video
        ref={ref}
        className={styles.layer}
        width={video.width}
        height={video.height}
        muted
        loop
        playsInline
        disablePictureInPicture
        preload={preload}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={video.src} type={video.type} />
      </video>
    </div>
  )
}
