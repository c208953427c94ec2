/**
 * The names in a prerendered page's markup that its start script reads: those the build sets
 * (scripts/defer-assets.ts) and those the page's own components set. Every side reads them from here.
 */

/**
 * A stylesheet or module preload link keeps its kind and address here until the start script asks
 * for it: a link with neither does nothing (and, unlike a `modulepreload` without an address, draws
 * no warning).
 */
export const DEFERRED_REL_ATTRIBUTE = 'data-rel'
export const DEFERRED_HREF_ATTRIBUTE = 'data-href'

/** React Router's inline module script, made inert: browsers do not run a script of this type. */
export const INERT_MODULE_TYPE = 'text/deferred-module'

/** The `<style>` with the rules the first screen uses (scripts/critical-css.ts). */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical-css'

/** The message put under a form sent after the page's code failed to load. */
export const START_FAILED_ATTRIBUTE = 'data-start-failed'

/**
 * The attribute the root layout sets on `<html>` once React has hydrated a public page's shell
 * (app/lib/use-hydrated-mark.ts): the start script then does again what a person did before it,
 * and the end-to-end tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * Marks a field whose page spreads a paste over several boxes (the code boxes, spec §2.16). Its
 * own limit would keep one character of a paste made before the page answers, so the start script
 * holds such a paste and does it again once the page is hydrated (early-input.ts).
 */
export const SPREADS_PASTE_ATTRIBUTE = 'data-spreads-paste'
