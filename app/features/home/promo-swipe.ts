import { PROMO_SWIPE_THRESHOLD_PX } from '#app/config/ui-timing.ts'

/**
 * spec §4, §9: a horizontal swipe of at least PROMO_SWIPE_THRESHOLD_PX goes to the next slide when
 * it moves left and to the previous one when it moves right. A shorter or mostly vertical drag
 * (scrolling the page) is no swipe.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < PROMO_SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

/** A finished drag: the slide selected when it began, and where the swipe rule sends it. */
export interface Swipe {
  from: number
  step: -1 | 0 | 1
}

/**
 * Measures one drag on the promotional carousel for the swipe rule. Embla follows the finger or
 * mouse and picks a slide of its own by the drag's speed, but does not tell how far the pointer
 * went: this records the start (Embla's `watchDrag` hook hands us the pointer-down event) and the
 * end (the window's `pointerup`, which browsers fire before the mouseup/touchend Embla listens to,
 * so the travel is known by the time Embla reports `pointerUp`).
 */
export interface SwipeTracker {
  /** For Embla's `watchDrag` option: records the start and lets Embla drag as usual. */
  watchDrag: (emblaApi: { selectedScrollSnap: () => number }, event: MouseEvent | TouchEvent) => boolean
  /** The finished drag, once; null when no complete drag was recorded. */
  take: () => Swipe | null
}

interface Point {
  x: number
  y: number
}

function startPoint(event: MouseEvent | TouchEvent): Point | null {
  if ('touches' in event) {
    const touch = event.touches[0]
    return touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  return { x: event.clientX, y: event.clientY }
}

export function createSwipeTracker(): SwipeTracker {
  let from = 0
  let start: Point | null = null
  let end: Point | null = null
  let view: Window | null = null

  const onPointerUp = (event: PointerEvent) => {
    end = { x: event.clientX, y: event.clientY }
  }
  const stopListening = () => {
    view?.removeEventListener('pointerup', onPointerUp, true)
    view = null
  }

  return {
    watchDrag(emblaApi, event) {
      stopListening()
      from = emblaApi.selectedScrollSnap()
      start = startPoint(event)
      end = null
      view = (event.target instanceof Node ? event.target.ownerDocument?.defaultView : null) ?? null
      view?.addEventListener('pointerup', onPointerUp, true)
      return true
    },
    take() {
      stopListening()
      const swipe = start && end ? { from, step: swipeStep(end.x - start.x, end.y - start.y) } : null
      start = null
      end = null
      return swipe
    },
  }
}
