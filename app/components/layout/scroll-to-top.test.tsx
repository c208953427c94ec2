import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_TOP_VISIBLE_AFTER_PX } from '#app/config/ui-timing.ts'
import { ScrollToTop } from './scroll-to-top.tsx'
import { resetWindow, scrollPageTo, stubMatchMedia } from '#tests/support/browser-stubs.ts'

const scrollTo = vi.fn()

beforeEach(() => {
  vi.stubGlobal('scrollTo', scrollTo)
})

afterEach(resetWindow)

describe('ScrollToTop (spec §2.5)', () => {
  it(`shows only once the page is scrolled more than ${SCROLL_TOP_VISIBLE_AFTER_PX} px`, () => {
    stubMatchMedia()
    render(<ScrollToTop />)
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument()

    scrollPageTo(SCROLL_TOP_VISIBLE_AFTER_PX)
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument()

    scrollPageTo(SCROLL_TOP_VISIBLE_AFTER_PX + 1)
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeInTheDocument()

    scrollPageTo(0)
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).not.toBeInTheDocument()
  })

  it('scrolls smoothly to the top', async () => {
    stubMatchMedia()
    render(<ScrollToTop />)
    scrollPageTo(SCROLL_TOP_VISIBLE_AFTER_PX * 3)
    await userEvent.click(screen.getByRole('button', { name: 'Volver arriba' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('jumps without animation under prefers-reduced-motion', async () => {
    stubMatchMedia({ reducedMotion: true })
    render(<ScrollToTop />)
    scrollPageTo(SCROLL_TOP_VISIBLE_AFTER_PX * 3)
    await userEvent.click(screen.getByRole('button', { name: 'Volver arriba' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' })
  })
})
