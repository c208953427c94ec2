import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { NAV_MOBILE_BREAKPOINT_PX } from '#app/config/ui-timing.ts'

/**
 * Small hooks over `window` for the layout. Every page is prerendered, so nothing here reads
 * `window` during render: the first render (on the server and at hydration) uses the page-top,
 * no-preference defaults, and effects then read the real values.
 */

/** spec §2.3: below this width the bar uses the hamburger and submenus open on tap. */
export const NAV_MOBILE_MEDIA_QUERY = `(max-width: ${NAV_MOBILE_BREAKPOINT_PX}px)`
export const REDUCED_MOTION_MEDIA_QUERY = '(prefers-reduced-motion: reduce)'

function matchMediaOrNull(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null
}

/** Whether the media query matches now; false before hydration. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    const list = matchMediaOrNull(query)
    if (!list) return
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}

/**
 * Calls `onCrossing` each time the media query starts or stops matching: a screen turned or
 * resized across it. Not for the first measurement after hydration, which only replaces the
 * prerender's guess (a menu opened by a tap before it must stay open).
 */
export function useMediaQueryCrossing(query: string, onCrossing: () => void): void {
  const crossed = useEffectEvent(onCrossing)
  useEffect(() => {
    const list = matchMediaOrNull(query)
    if (!list) return
    const listener = () => crossed()
    list.addEventListener('change', listener)
    return () => list.removeEventListener('change', listener)
  }, [query])
}

/** For event handlers and effects only. */
export function prefersReducedMotion(): boolean {
  return matchMediaOrNull(REDUCED_MOTION_MEDIA_QUERY)?.matches ?? false
}

/**
 * The page's vertical scroll, capped at `maxPx`. Capping just past a threshold keeps the exact
 * value where a rule needs it while the component stops re-rendering once the page is scrolled
 * further down.
 */
export function useClampedScrollY(maxPx: number): number {
  const [scrollY, setScrollY] = useState(0)
  useEffect(() => {
    const update = () => setScrollY(Math.min(window.scrollY, maxPx))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [maxPx])
  return scrollY
}

interface DismissHandlers {
  onOutside: () => void
  onEscape: () => void
}

/**
 * While `active`, a press outside `containerRef` calls `onOutside` and Escape calls `onEscape`:
 * how every floating menu of the layout lets go (navbar submenus, chat menu). Listening on the
 * document also covers menus opened by hovering. The listeners are attached in the commit that
 * opens the menu (a layout effect): a passive effect may run in a later task, and the browser would
 * handle a key press waiting before it, so an Escape pressed right after opening would be lost.
 */
export function useDismiss(containerRef: RefObject<HTMLElement | null>, active: boolean, handlers: DismissHandlers) {
  const latest = useRef(handlers)
  useLayoutEffect(() => {
    latest.current = handlers
  })
  useLayoutEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) latest.current.onOutside()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onEscape()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [active, containerRef])
}
