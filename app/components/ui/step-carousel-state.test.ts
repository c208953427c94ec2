import { describe, expect, it } from 'vitest'
import { initialStepCarouselState, stepCarouselReducer, type StepCarouselAction } from './step-carousel-state.ts'

const run = (count: number, ...actions: StepCarouselAction[]) =>
  actions.reduce(stepCarouselReducer, initialStepCarouselState(count)).index

describe('step carousel (spec §4: previous/next only)', () => {
  it('starts on the first image', () => {
    expect(run(3)).toBe(0)
  })

  it('goes forward with next and back with previous', () => {
    expect(run(3, { type: 'next' })).toBe(1)
    expect(run(3, { type: 'next' }, { type: 'next' })).toBe(2)
    expect(run(3, { type: 'next' }, { type: 'next' }, { type: 'previous' })).toBe(1)
  })

  it('wraps both ways', () => {
    expect(run(3, { type: 'previous' })).toBe(2)
    expect(run(3, { type: 'next' }, { type: 'next' }, { type: 'next' })).toBe(0)
  })

  it('follows a drag that Embla settled, kept within the images', () => {
    expect(run(3, { type: 'settle', index: 2 })).toBe(2)
    expect(run(3, { type: 'settle', index: 7 })).toBe(2)
    expect(run(3, { type: 'settle', index: -1 })).toBe(0)
  })

  it('keeps the same state object when a settle changes nothing', () => {
    const state = initialStepCarouselState(3)
    expect(stepCarouselReducer(state, { type: 'settle', index: 0 })).toBe(state)
  })

  it('treats an empty list as one position, so the arithmetic never divides by zero', () => {
    expect(run(0, { type: 'next' }, { type: 'previous' })).toBe(0)
  })
})
