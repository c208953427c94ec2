/**
 * Every timing and layout number of spec §9 that the browser uses, named once.
 * Field limits shared with the server live in `contracts/`.
 */

/** spec §7: every API call gives up after this long. */
export const REQUEST_TIMEOUT_MS = 50_000

/** spec §9: notifications. */
export const TOAST_DURATION_MS = 3_000
export const TOAST_POSITION = 'top-right' as const
/** spec §4: a toast fades in and out over this long. */
export const TOAST_FADE_MS = 300

/** spec §2.3, §9: navigation bar. */
export const NAV_MOBILE_BREAKPOINT_PX = 991
export const NAVBAR_SOLID_AFTER_PX = 50

/** spec §2.5, §9: floating elements. */
export const SCROLL_TOP_VISIBLE_AFTER_PX = 300
export const CHAT_BUBBLE_SHOW_MS = 5_000
export const CHAT_BUBBLE_HIDE_MS = 8_000

/** spec §2.2, §9: scroll-reveal animation. */
export const SCROLL_REVEAL_DURATION_MS = 800
export const SCROLL_REVEAL_OFFSET_PX = 100
export const SCROLL_REVEAL_ONCE = true

/** spec §4, §9: home hero carousel. */
export const HERO_SLIDE_COUNT = 4
export const HERO_FIRST_SLIDE_MS = 7_000
export const HERO_NEXT_SLIDE_MS = 3_000
export const HERO_VIDEO_PLAY_RETRY_MS = 300

/** spec §9: auto-scrolling strips. */
export const PROGRAM_SLIDER_LOOP_MS = 45_000
export const LOGO_STRIP_LOOP_MS = 20_000

/** spec §4, §9: promotional carousel. */
export const PROMO_AUTOPLAY_MS = 5_000
export const PROMO_SWIPE_THRESHOLD_PX = 50
export const PROMO_SLIDES_PER_VIEW = 1
export const PROMO_SLIDE_COUNT = 3
export const PROMO_TRANSITION_MS = 600
/**
 * Embla's `duration` for PROMO_TRANSITION_MS. It is not in ms: Embla moves a slide with a spring
 * stepped 60 times a second (higher is slower), and its `settle` event waits for the last
 * thousandth of a pixel, over a second later at any value. So it was timed as the eye sees it, on the
 * built home page in Chromium (Embla 8.6): from a dot click until the slide stays within half a
 * pixel of its place, median of 5 moves: 656 ms at 1280 px wide, 609 ms at 390 px. One less gave
 * 704 / 529 ms and a slight overshoot (more bounce below that); 23 (the former estimate) 984 / 898 ms.
 */
export const PROMO_EMBLA_DURATION = 20

/** spec §2.7, §9: collages and campus hero. */
export const COLLAGE_TILE_COUNT = 10
export const COLLAGE_COLUMNS = 4
export const COLLAGE_COLUMNS_BELOW_992 = 2
export const COLLAGE_COLUMNS_BELOW_576 = 1
export const CAMPUS_HERO_HEIGHT_VH = 86
/** The home hero (spec §2.6 gives it no height) is as tall as the campus heroes, so both heroes match. */
export const HOME_HERO_HEIGHT_VH = CAMPUS_HERO_HEIGHT_VH

/** spec §9: page breakpoints (mirrored in app/styles/tokens.css custom media comments). */
export const BREAKPOINTS_PX = [1200, 1024, 992, 768, 576, 480] as const

/** Issue 37: a content draft is kept this long after the last keystroke. */
export const CONTENT_DRAFT_SAVE_DELAY_MS = 800
