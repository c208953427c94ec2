import { describe, expect, it } from 'vitest'
import { createSwipeTracker } from './promo-swipe.ts'

function mouseDown(x: number, y: number) {
  const event = new MouseEvent('mousedown', { clientX: x, clientY: y })
  Object.defineProperty(event, 'target', { value: document.body })
  return event
}

const pointerUp = (x: number, y: number) => window.dispatchEvent(new MouseEvent('pointerup', { clientX: x, clientY: y }))

describe('createSwipeTracker', () => {
  it('measures a drag from Embla’s pointer-down to the window’s pointerup, once', () => {
    const tracker = createSwipeTracker()
    expect(tracker.watchDrag(null, mouseDown(200, 100))).toBe(true)
    pointerUp(120, 110)
    expect(tracker.take()).toEqual({ dx: -80, dy: 10 })
    expect(tracker.take()).toBeNull()
  })

  it('reports nothing when the pointer never came up (a cancelled touch)', () => {
    const tracker = createSwipeTracker()
    tracker.watchDrag(null, mouseDown(200, 100))
    expect(tracker.take()).toBeNull()
    // A later pointerup elsewhere is no longer listened to.
    pointerUp(0, 0)
    expect(tracker.take()).toBeNull()
  })
})
