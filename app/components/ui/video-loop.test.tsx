import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HERO_VIDEO_PLAY_RETRY_MS } from '#app/config/ui-timing.ts'
import { media } from '#content/media.ts'
import { VideoLoop } from './video-loop.tsx'

const [video] = media.homeHero

describe('VideoLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('retries a refused play() every HERO_VIDEO_PLAY_RETRY_MS until it plays (spec §4)', async () => {
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'))
      .mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'))
      .mockResolvedValue(undefined)
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    render(<VideoLoop video={video} playing preload="auto" posterSizes="100vw" />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(play).toHaveBeenCalledTimes(1)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(HERO_VIDEO_PLAY_RETRY_MS - 1)
    })
    expect(play).toHaveBeenCalledTimes(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(play).toHaveBeenCalledTimes(2)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HERO_VIDEO_PLAY_RETRY_MS)
    })
    expect(play).toHaveBeenCalledTimes(3)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HERO_VIDEO_PLAY_RETRY_MS * 5)
    })
    expect(play).toHaveBeenCalledTimes(3)
  })

  it('stops retrying and pauses once it is no longer wanted', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('blocked', 'NotAllowedError'))
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    const { rerender } = render(<VideoLoop video={video} playing preload="auto" posterSizes="100vw" />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(play).toHaveBeenCalled()
    rerender(<VideoLoop video={video} playing={false} preload="auto" posterSizes="100vw" />)
    const callsWhenStopped = play.mock.calls.length
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HERO_VIDEO_PLAY_RETRY_MS * 3)
    })
    expect(play).toHaveBeenCalledTimes(callsWhenStopped)
    expect(pause).toHaveBeenCalled()
  })

  it('shows the poster as a sized, responsive image and the video muted and inline, with no preload beyond what is asked', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    render(<VideoLoop video={video} playing={false} preload="none" posterSizes="100vw" posterPriority />)
    const poster = screen.getByRole('img', { name: video.alt })
    expect(poster).toHaveAttribute('width', String(video.poster.width))
    expect(poster).toHaveAttribute('height', String(video.poster.height))
    expect(poster).toHaveAttribute('fetchpriority', 'high')
    expect(poster).toHaveAttribute('loading', 'eager')
    expect(document.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', expect.stringContaining('640w'))
    const element = document.querySelector('video')
    expect(element?.muted).toBe(true)
    expect(element).toHaveAttribute('loop')
    expect(element).toHaveAttribute('playsinline')
    expect(element).toHaveAttribute('preload', 'none')
  })
})
