import { describe, expect, it } from 'vitest'
import { PROMO_SLIDE_COUNT } from '#app/config/ui-timing.ts'
import { counterText, isNextDisabled, isPreviousDisabled } from './promo-carousel.tsx'

const LAST = PROMO_SLIDE_COUNT - 1

describe('promotional carousel arrows and counter (spec §2.6, §4)', () => {
  it('show previous disabled on the first slide and next on the last (their clicks then do nothing)', () => {
    expect(isPreviousDisabled(0)).toBe(true)
    expect(isNextDisabled(0, PROMO_SLIDE_COUNT)).toBe(false)
    expect(isPreviousDisabled(LAST)).toBe(false)
    expect(isNextDisabled(LAST, PROMO_SLIDE_COUNT)).toBe(true)
  })

  it('enable both on a middle slide', () => {
    expect(isPreviousDisabled(1)).toBe(false)
    expect(isNextDisabled(1, PROMO_SLIDE_COUNT)).toBe(false)
  })

  it('count from one', () => {
    expect(counterText(0, PROMO_SLIDE_COUNT)).toBe(`1 / ${PROMO_SLIDE_COUNT}`)
    expect(counterText(LAST, PROMO_SLIDE_COUNT)).toBe(`${PROMO_SLIDE_COUNT} / ${PROMO_SLIDE_COUNT}`)
  })
})
