import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { media } from '#content/media.ts'
import { LoopingVideoHero } from './looping-video-hero.tsx'

const playback = { pause: 'Pausar video', resume: 'Reanudar video' }

function renderHero() {
  return render(
    <LoopingVideoHero title="Campus Saltillo" lead="Saltillo, Coahuila" video={media.campus.heroLoops[0]!} heightVh={86} playback={playback} />,
  )
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  )
}

describe('LoopingVideoHero', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows the title and the locality over the video, with a visible pause button', () => {
    preferReducedMotion(false)
    renderHero()
    expect(screen.getByRole('heading', { level: 1, name: 'Campus Saltillo' })).toBeInTheDocument()
    expect(screen.getByText('Saltillo, Coahuila')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: playback.pause })).toBeVisible()
  })

  it('starts paused under prefers-reduced-motion, and plays once the visitor asks', async () => {
    preferReducedMotion(true)
    renderHero()
    const resume = await screen.findByRole('button', { name: playback.resume })
    await userEvent.click(resume)
    expect(screen.getByRole('button', { name: playback.pause })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: playback.pause }))
    expect(screen.getByRole('button', { name: playback.resume })).toBeInTheDocument()
  })
})
