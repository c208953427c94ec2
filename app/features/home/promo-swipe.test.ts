import { describe, expect, it } from 'vitest'
import { PROMO_SWIPE_THRESHOLD_PX } from '#app/config/ui-timing.ts'
import { createSwipeTracker, swipeStep } from './promo-swipe.ts'

describe('swipeStep (spec §4, §9)', () => {
  it(`goes next on a left swipe of at least ${PROMO_SWIPE_THRESHOLD_PX} px and previous on a right one`, () => {
    expect(swipeStep(-PROMO_SWIPE_THRESHOLD_PX, 0)).toBe(1)
    expect(swipeStep(PROMO_SWIPE_THRESHOLD_PX + 30, 10)).toBe(-1)
  })

  it('ignores a drag shorter than the threshold, or one that is mostly vertical (page scroll)', () => {
    expect(swipeStep(-(PROMO_SWIPE_THRESHOLD_PX - 1), 0)).toBe(0)
    expect(swipeStep(-80, 120)).toBe(0)
    expect(swipeStep(0, 0)).toBe(0)
  })
})

function mouseDown(x: number, y: number) {
  const event = new MouseEvent('mousedown', { clientX: x, clientY: y })
  Object.defineProperty(event, 'target', { value: document.body })
  return event
}

const pointerUp = (x: number, y: number) => window.dispatchEvent(new MouseEvent('pointerup', { clientX: x, clientY: y }))
const onSlide = (index: number) => ({ selectedScrollSnap: () => index })

describe('createSwipeTracker', () => {
  it('measures a drag from Embla’s pointer-down to the window’s pointerup, once, with the slide it began on', () => {
    const tracker = createSwipeTracker()
    expect(tracker.watchDrag(onSlide(2), mouseDown(200, 100))).toBe(true)
    pointerUp(120, 110)
    expect(tracker.take()).toEqual({ from: 2, step: 1 })
    expect(tracker.take()).toBeNull()
  })

  it('reports a drag too short to be a swipe as no step, so the carousel snaps back', () => {
    const tracker = createSwipeTracker()
    tracker.watchDrag(onSlide(1), mouseDown(200, 100))
    pointerUp(200 - (PROMO_SWIPE_THRESHOLD_PX - 1), 100)
    expect(tracker.take()).toEqual({ from: 1, step: 0 })
  })

  it('reports nothing when the pointer never came up (a cancelled touch)', () => {
    const tracker = createSwipeTracker()
    tracker.watchDrag(onSlide(0), mouseDown(200, 100))
    expect(tracker.take()).toBeNull()
    // A later pointerup elsewhere is no longer listened to.
    pointerUp(0, 0)
    expect(tracker.take()).toBeNull()
  })
})
