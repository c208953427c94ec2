import { act } from '@testing-library/react'
import { vi } from 'vitest'
import { NAV_MOBILE_MEDIA_QUERY, REDUCED_MOTION_MEDIA_QUERY } from '#app/lib/browser-hooks.ts'

/** Test-only helpers for the layout's component tests (jsdom has no matchMedia, scrolling or layout). */

/** Stubs `window.matchMedia` for one test: the phone layout and/or reduced motion. */
export function stubMatchMedia({ mobile = false, reducedMotion = false }: { mobile?: boolean; reducedMotion?: boolean } = {}) {
  const matches = (query: string) =>
    (query === NAV_MOBILE_MEDIA_QUERY && mobile) || (query === REDUCED_MOTION_MEDIA_QUERY && reducedMotion)
  vi.stubGlobal(
    'matchMedia',
    vi.fn(
      (query: string): MediaQueryList => ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    ),
  )
}

/** Puts the page at `y` pixels of scroll and tells the listeners, as the browser would. */
export function scrollPageTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

/** Back to a page at the top with no stubs; call in afterEach. */
export function resetWindow() {
  vi.unstubAllGlobals()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
}
