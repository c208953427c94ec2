import { describe, expect, it } from 'vitest'
import { PROMO_TRANSITION_MS } from '#app/config/ui-timing.ts'
import { emblaDurationFor, emblaTransitionMs } from './embla-duration.ts'

describe('emblaDurationFor', () => {
  it('maps the promotional transition (spec §9: 0.6 s) to a duration that lasts about that long', () => {
    const duration = emblaDurationFor(PROMO_TRANSITION_MS)
    expect(duration).toBe(23)
    expect(emblaTransitionMs(duration)).toBeGreaterThanOrEqual(PROMO_TRANSITION_MS)
    expect(emblaTransitionMs(duration - 1)).toBeLessThan(PROMO_TRANSITION_MS)
    expect(emblaTransitionMs(duration) - PROMO_TRANSITION_MS).toBeLessThan(50)
  })

  it('grows with the time asked for, and Embla’s default (25) is slower than 0.6 s', () => {
    expect(emblaDurationFor(300)).toBeLessThan(emblaDurationFor(900))
    expect(emblaTransitionMs(25)).toBeGreaterThan(PROMO_TRANSITION_MS)
  })
})
