import { z } from 'zod'

/*
 * Every schema of the site imports zod from here, so this runs before any of them parses.
 * In the browser the site's Content-Security-Policy forbids eval: zod would probe it (with
 * `new Function`) to compile faster parsers, and each probe is reported as a CSP violation.
 * Jitless parsers need no probe. The server has no such policy and keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true })

export { z }
