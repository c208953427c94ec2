/**
 * Measures one drag on the promotional carousel for the swipe rule (spec §4: ≥ 50 px horizontal).
 * Embla follows the finger or mouse and reports when the pointer goes up, but not how far it went;
 * this records the start (Embla's `watchDrag` hook hands us the pointer-down event) and the end
 * (the window's `pointerup`, which browsers fire before the mouseup/touchend Embla listens to).
 */
export interface SwipeTracker {
  /** For Embla's `watchDrag` option: records the start and lets Embla drag as usual. */
  watchDrag: (emblaApi: unknown, event: MouseEvent | TouchEvent) => boolean
  /** The finished drag's travel, once; null when no complete drag was recorded. */
  take: () => { dx: number; dy: number } | null
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
    watchDrag(_emblaApi, event) {
      stopListening()
      start = startPoint(event)
      end = null
      view = (event.target instanceof Node ? event.target.ownerDocument?.defaultView : null) ?? null
      view?.addEventListener('pointerup', onPointerUp, true)
      return true
    },
    take() {
      stopListening()
      const travel = start && end ? { dx: end.x - start.x, dy: end.y - start.y } : null
      start = null
      end = null
      return travel
    },
  }
}
