import { describe, expect, it } from 'vitest'
import { HERO_FIRST_SLIDE_MS, HERO_NEXT_SLIDE_MS, HERO_SLIDE_COUNT } from '#app/config/ui-timing.ts'
import { heroSlideDelays } from './hero-carousel.tsx'

describe('heroSlideDelays (spec §4)', () => {
  it('gives the first slide the long time and every later one the short time', () => {
    expect(heroSlideDelays(HERO_SLIDE_COUNT)).toEqual([HERO_FIRST_SLIDE_MS, HERO_NEXT_SLIDE_MS, HERO_NEXT_SLIDE_MS, HERO_NEXT_SLIDE_MS])
  })
})
