import { PROMO_SWIPE_THRESHOLD_PX } from '#app/config/ui-timing.ts'
import { clampIndex, wrapIndex } from '#app/lib/slide-index.ts'

/**
 * The rules of the promotional carousel (spec §4), as a pure reducer: the single source of truth
 * for which slide shows and whether autoplay runs. Embla only draws what this state says (it slides,
 * follows the finger, and reports a tick of its autoplay plugin or a resize back here).
 */
export interface PromoState {
  /** The slide shown, 0-based. */
  index: number
  /** How many slides there are (one per view). */
  count: number
  /** The visitor's choice with the play/pause button; on at the start (spec §4). */
  autoplay: boolean
  /** A mouse or pen pointer is over the carousel. */
  hovered: boolean
  /** Keyboard focus is inside the carousel (WCAG 2.2.2: rotation stops while someone reads a control). */
  focused: boolean
  /** Counts manual moves; each one restarts the autoplay timer (spec §4). */
  manualMoves: number
}

export type PromoAction =
  /** The 'Anterior' / 'Siguiente' buttons: they stop at the ends, where they show disabled. */
  | { type: 'previousButton' }
  | { type: 'nextButton' }
  /** A dot: jump to that slide. */
  | { type: 'dot'; index: number }
  /** A finished drag, with its horizontal and vertical travel in px. */
  | { type: 'swipe'; dx: number; dy: number }
  /** The autoplay timer ran out. */
  | { type: 'autoplayTick' }
  | { type: 'toggleAutoplay' }
  /** The visitor asks for reduced motion: nothing moves by itself until they press play. */
  | { type: 'reducedMotion' }
  | { type: 'pointerEnter' }
  | { type: 'pointerLeave' }
  | { type: 'focusIn' }
  | { type: 'focusOut' }
  /** The carousel was measured again (window resized): it now has `count` positions. */
  | { type: 'resize'; count: number }

export function initialPromoState(count: number): PromoState {
  return { index: 0, count, autoplay: true, hovered: false, focused: false, manualMoves: 0 }
}

/** spec §4: previous shows disabled on the first slide... */
export const isPreviousDisabled = (state: PromoState) => state.index <= 0
/** ...and next on the last, although autoplay and swipe wrap. */
export const isNextDisabled = (state: PromoState) => state.index >= state.count - 1

/** Autoplay advances only when switched on and nobody is pointing at or focused in the carousel. */
export const isAutoplayRunning = (state: PromoState) => state.autoplay && !state.hovered && !state.focused

/** spec §2.6: the counter 'current / total'. */
export const counterText = (state: PromoState) => `${state.index + 1} / ${state.count}`

/**
 * spec §4, §9: a horizontal swipe of at least PROMO_SWIPE_THRESHOLD_PX goes to the next slide when
 * it moves left and to the previous one when it moves right. A shorter or mostly vertical drag
 * (scrolling the page) is no swipe.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < PROMO_SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}

function moveTo(state: PromoState, index: number): PromoState {
  return { ...state, index, manualMoves: state.manualMoves + 1 }
}

export function promoReducer(state: PromoState, action: PromoAction): PromoState {
  switch (action.type) {
    case 'previousButton':
      return isPreviousDisabled(state) ? state : moveTo(state, state.index - 1)
    case 'nextButton':
      return isNextDisabled(state) ? state : moveTo(state, state.index + 1)
    case 'dot':
      return moveTo(state, clampIndex(action.index, state.count))
    case 'swipe': {
      const step = swipeStep(action.dx, action.dy)
      return step === 0 ? state : moveTo(state, wrapIndex(state.index + step, state.count))
    }
    case 'autoplayTick':
      return isAutoplayRunning(state) ? { ...state, index: wrapIndex(state.index + 1, state.count) } : state
    case 'toggleAutoplay':
      return { ...state, autoplay: !state.autoplay }
    case 'reducedMotion':
      return state.autoplay ? { ...state, autoplay: false } : state
    case 'pointerEnter':
      return state.hovered ? state : { ...state, hovered: true }
    case 'pointerLeave':
      return state.hovered ? { ...state, hovered: false } : state
    case 'focusIn':
      return state.focused ? state : { ...state, focused: true }
    case 'focusOut':
      return state.focused ? { ...state, focused: false } : state
    case 'resize': {
      const count = Math.max(action.count, 1)
      const index = clampIndex(state.index, count)
      return count === state.count && index === state.index ? state : { ...state, count, index }
    }
  }
}
