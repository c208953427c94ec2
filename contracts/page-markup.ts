/**
 * How a page is left for its start script (server/site/defer-assets.ts, which the build runs and
 * the server will run on the pages it renders: docs/decisions/055; app/start/start-page.ts): both
 * sides read these names from here. The names the page's own components set have a module each
 * (app/start/hydrated-attribute.ts, app/start/early-paste.ts), so that the one component that
 * imports each keeps it in its own chunk.
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

/** The `<style>` with the rules the first screen uses (server/site/critical-css.ts). */
export const CRITICAL_STYLE_ATTRIBUTE = 'data-critical-css'

/** The message put under a form sent after the page's code failed to load. */
export const START_FAILED_ATTRIBUTE = 'data-start-failed'

