import { clampIndex, wrapIndex } from '#app/lib/slide-index.ts'

/**
 * The rules of a carousel moved only by its previous and next buttons (spec §4 "Sports page
 * carousel: previous/next only"; the culture page's three images likewise), as a pure reducer.
 * Both buttons always work: next wraps from the last image to the first, previous from the first
 * to the last. A drag that Embla settles on another image reports it with `settle`.
 */
export interface StepCarouselState {
  /** The image shown, 0-based. */
  index: number
  count: number
}

export type StepCarouselAction =
  | { type: 'previous' }
  | { type: 'next' }
  /** Embla settled on this image after a drag. */
  | { type: 'settle'; index: number }

export function initialStepCarouselState(count: number): StepCarouselState {
  return { index: 0, count: Math.max(count, 1) }
}

export function stepCarouselReducer(state: StepCarouselState, action: StepCarouselAction): StepCarouselState {
  switch (action.type) {
    case 'previous':
      return { ...state, index: wrapIndex(state.index - 1, state.count) }
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count) }
    case 'settle': {
      const index = clampIndex(action.index, state.count)
      return index === state.index ? state : { ...state, index }
    }
  }
}
