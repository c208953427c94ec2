import { describe, expect, it } from 'vitest'
import { PROMO_SLIDE_COUNT, PROMO_SWIPE_THRESHOLD_PX } from '#app/config/ui-timing.ts'
import {
  counterText,
  initialPromoState,
  isAutoplayRunning,
  isNextDisabled,
  isPreviousDisabled,
  promoReducer,
  swipeStep,
  type PromoAction,
  type PromoState,
} from './promo-carousel-state.ts'

const LAST = PROMO_SLIDE_COUNT - 1
const start = () => initialPromoState(PROMO_SLIDE_COUNT)
const run = (state: PromoState, ...actions: PromoAction[]) => actions.reduce(promoReducer, state)
const at = (index: number) => run(start(), { type: 'dot', index })

describe('promotional carousel rules (spec §4)', () => {
  it('starts on the first slide with autoplay on and running', () => {
    const state = start()
    expect(state.index).toBe(0)
    expect(state.autoplay).toBe(true)
    expect(isAutoplayRunning(state)).toBe(true)
    expect(counterText(state)).toBe(`1 / ${PROMO_SLIDE_COUNT}`)
  })

  describe('autoplay', () => {
    it('moves one slide forward on each tick and wraps from the last to the first', () => {
      const ticks = Array.from({ length: PROMO_SLIDE_COUNT }, () => ({ type: 'autoplayTick' }) as const)
      let state = start()
      const seen: number[] = []
      for (const tick of ticks) {
        state = promoReducer(state, tick)
        seen.push(state.index)
      }
      expect(seen).toEqual([1, 2, 0])
    })

    it('is not a manual move: it never restarts its own timer', () => {
      expect(run(start(), { type: 'autoplayTick' }).manualMoves).toBe(0)
    })

    it('ignores a late tick while paused, hovered or focused', () => {
      expect(run(start(), { type: 'toggleAutoplay' }, { type: 'autoplayTick' }).index).toBe(0)
      expect(run(start(), { type: 'pointerEnter' }, { type: 'autoplayTick' }).index).toBe(0)
      expect(run(start(), { type: 'focusIn' }, { type: 'autoplayTick' }).index).toBe(0)
    })
  })

  describe('previous and next buttons', () => {
    it('move one slide and count as manual moves', () => {
      const state = run(start(), { type: 'nextButton' })
      expect(state.index).toBe(1)
      expect(state.manualMoves).toBe(1)
      const back = promoReducer(state, { type: 'previousButton' })
      expect(back.index).toBe(0)
      expect(back.manualMoves).toBe(2)
    })

    it('show disabled at the ends and do nothing there, although autoplay and swipe wrap', () => {
      expect(isPreviousDisabled(start())).toBe(true)
      expect(isNextDisabled(start())).toBe(false)
      expect(run(start(), { type: 'previousButton' })).toEqual(start())

      const last = at(LAST)
      expect(isNextDisabled(last)).toBe(true)
      expect(isPreviousDisabled(last)).toBe(false)
      expect(promoReducer(last, { type: 'nextButton' })).toBe(last)
      expect(promoReducer(last, { type: 'autoplayTick' }).index).toBe(0)
      expect(promoReducer(last, { type: 'swipe', dx: -PROMO_SWIPE_THRESHOLD_PX, dy: 0 }).index).toBe(0)
    })

    it('neither is disabled on a middle slide', () => {
      const middle = at(1)
      expect(isPreviousDisabled(middle)).toBe(false)
      expect(isNextDisabled(middle)).toBe(false)
    })
  })

  describe('dots', () => {
    it('jump to their slide, as a manual move', () => {
      const state = run(start(), { type: 'dot', index: 2 })
      expect(state.index).toBe(2)
      expect(state.manualMoves).toBe(1)
      expect(counterText(state)).toBe(`3 / ${PROMO_SLIDE_COUNT}`)
    })

    it('never leave the valid range', () => {
      expect(at(99).index).toBe(LAST)
      expect(at(-4).index).toBe(0)
    })
  })

  describe('swipe', () => {
    it(`goes next on a left swipe of at least ${PROMO_SWIPE_THRESHOLD_PX} px and previous on a right one`, () => {
      expect(run(start(), { type: 'swipe', dx: -PROMO_SWIPE_THRESHOLD_PX, dy: 0 }).index).toBe(1)
      expect(run(at(1), { type: 'swipe', dx: PROMO_SWIPE_THRESHOLD_PX + 30, dy: 10 }).index).toBe(0)
    })

    it('wraps both ways', () => {
      expect(run(start(), { type: 'swipe', dx: 120, dy: 0 }).index).toBe(LAST)
      expect(run(at(LAST), { type: 'swipe', dx: -120, dy: 0 }).index).toBe(0)
    })

    it('ignores a drag shorter than the threshold, or one that is mostly vertical (page scroll)', () => {
      const state = start()
      expect(promoReducer(state, { type: 'swipe', dx: -(PROMO_SWIPE_THRESHOLD_PX - 1), dy: 0 })).toBe(state)
      expect(promoReducer(state, { type: 'swipe', dx: -80, dy: 120 })).toBe(state)
      expect(swipeStep(0, 0)).toBe(0)
    })

    it('counts as a manual move (restarts the timer) only when it moves', () => {
      expect(run(start(), { type: 'swipe', dx: -80, dy: 0 }).manualMoves).toBe(1)
      expect(run(start(), { type: 'swipe', dx: -10, dy: 0 }).manualMoves).toBe(0)
    })
  })

  describe('play / pause', () => {
    it('toggles autoplay', () => {
      const paused = run(start(), { type: 'toggleAutoplay' })
      expect(paused.autoplay).toBe(false)
      expect(isAutoplayRunning(paused)).toBe(false)
      const playing = promoReducer(paused, { type: 'toggleAutoplay' })
      expect(isAutoplayRunning(playing)).toBe(true)
    })

    it('leaves the slide where it is', () => {
      expect(run(at(2), { type: 'toggleAutoplay' }).index).toBe(2)
    })
  })

  describe('hover and keyboard focus', () => {
    it('pause autoplay while the pointer is over the carousel and resume it on leave', () => {
      const hovered = run(start(), { type: 'pointerEnter' })
      expect(hovered.autoplay).toBe(true)
      expect(isAutoplayRunning(hovered)).toBe(false)
      expect(isAutoplayRunning(promoReducer(hovered, { type: 'pointerLeave' }))).toBe(true)
    })

    it('do not resume on leave when autoplay was switched off', () => {
      const state = run(start(), { type: 'toggleAutoplay' }, { type: 'pointerEnter' }, { type: 'pointerLeave' })
      expect(isAutoplayRunning(state)).toBe(false)
    })

    it('pause while keyboard focus is inside', () => {
      const focused = run(start(), { type: 'focusIn' })
      expect(isAutoplayRunning(focused)).toBe(false)
      expect(isAutoplayRunning(promoReducer(focused, { type: 'focusOut' }))).toBe(true)
    })

    it('still let the visitor move by hand while paused', () => {
      expect(run(start(), { type: 'pointerEnter' }, { type: 'nextButton' }).index).toBe(1)
    })
  })

  it('under reduced motion switches autoplay off until the visitor presses play', () => {
    const still = run(start(), { type: 'reducedMotion' })
    expect(isAutoplayRunning(still)).toBe(false)
    expect(isAutoplayRunning(promoReducer(still, { type: 'toggleAutoplay' }))).toBe(true)
  })

  describe('resize', () => {
    it('clamps the index to the new range', () => {
      const state = run(at(LAST), { type: 'resize', count: 2 })
      expect(state.index).toBe(1)
      expect(state.count).toBe(2)
      expect(counterText(state)).toBe('2 / 2')
    })

    it('keeps the slide when it is still in range, and never goes below one position', () => {
      const same = at(1)
      expect(promoReducer(same, { type: 'resize', count: PROMO_SLIDE_COUNT })).toBe(same)
      expect(run(same, { type: 'resize', count: 0 })).toMatchObject({ index: 0, count: 1 })
    })
  })
})
