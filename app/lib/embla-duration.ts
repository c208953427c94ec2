/**
 * Embla's `duration` option is not in milliseconds ("higher numbers enable slower scrolling"). This
 * maps a spec time in milliseconds to it.
 *
 * Embla (embla-carousel 8.6, `ScrollBody`) moves a slide with a fixed-step spring: every 1/60 s,
 * `velocity += distance_left / duration; velocity *= EMBLA_FRICTION; position += velocity`. The
 * motion has no sharp end (it settles asymptotically), so "the transition takes T ms" is read as
 * "the slide has covered 99 % of its way after T ms". That share does not depend on the distance,
 * so one number fits every viewport width: PROMO_TRANSITION_MS (600 ms) → duration 23, which covers
 * 99 % in about 617 ms (Embla's default, 25, takes about 700 ms).
 */

/** Embla's fixed animation step (ms) and its base friction, as in embla-carousel 8.6. */
const EMBLA_STEP_MS = 1000 / 60
const EMBLA_FRICTION = 0.68
/** The share of the distance after which a slide counts as arrived. */
export const EMBLA_ARRIVED_SHARE = 0.99
const MAX_STEPS = 10_000

/** Time (ms) Embla takes to cover EMBLA_ARRIVED_SHARE of a scroll at this `duration`. */
export function emblaTransitionMs(duration: number): number {
  let position = 0
  let velocity = 0
  let steps = 0
  while (position < EMBLA_ARRIVED_SHARE && steps < MAX_STEPS) {
    velocity += (1 - position) / duration
    velocity *= EMBLA_FRICTION
    position += velocity
    steps += 1
  }
  return steps * EMBLA_STEP_MS
}

/** The smallest whole Embla `duration` whose transition lasts at least `ms`. */
export function emblaDurationFor(ms: number): number {
  let duration = 1
  while (emblaTransitionMs(duration) < ms) duration += 1
  return duration
}
