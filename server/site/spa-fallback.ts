import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { paths } from '#contracts/site-paths.ts'

/**
 * React Router 7 with `ssr: false` and `prerender` writes the SPA fallback (the root route
 * only, which hydrates whatever URL it is opened at) to `__spa-fallback.html` when `/` is
 * prerendered, and renames it to `index.html` otherwise (this site redirects `/`, so that is
 * the file in practice).
 */
export const SPA_FALLBACK_FILES = ['__spa-fallback.html', 'index.html'] as const

/** The SPA fallback of a build's public folder, as an absolute path, or `null` without one. */
export function findSpaFallback(clientDir: string): string | null {
  for (const name of SPA_FALLBACK_FILES) {
    const file = join(clientDir, name)
    if (existsSync(file)) return file
  }
  return null
}

/**
 * The pages that render in the browser only, as Fastify route patterns: their URL holds a
 * value known only when asked for, so no prerendered file exists (docs/decisions/013).
 * Anything else unknown keeps the not-found page and its 404.
 */
export const CLIENT_RENDERED_ROUTES = [`${paths.certificateWithoutFolio}/:folio`] as const
