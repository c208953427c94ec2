import * as z from 'zod/mini'

/*
 * Every schema the pages can load imports zod from here (docs/start-up.md#modules): Zod Mini, whose
 * checks are functions the bundler keeps only where used, where the classic API puts every method
 * on every schema (22 KB on each form page). Server-only code keeps the classic `zod` it imports.
 *
 * In the browser the site's Content-Security-Policy forbids eval: zod would probe it (with
 * `new Function`) to compile faster parsers, and each probe is reported as a CSP violation.
 * Jitless parsers need no probe. The server has no such policy and keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true })

export { z }
