import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PANEL_BASE_PATH } from '#contracts/panel-pages.ts'
import { paths } from '#contracts/site-paths.ts'
import { NO_STORE, PANEL_DOCUMENT, REVALIDATE_CACHE_CONTROL } from '#server/site/static-policy.ts'

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
 * A page rendered in the browser only: its Fastify route pattern, the document that renders it
 * (the site's SPA fallback, or the staff area's own) and how long a browser may keep it.
 */
export interface ClientRenderedRoute {
  readonly pattern: string
  readonly document: 'site' | 'panel'
  readonly cacheControl: string
}

/**
 * The pages that render in the browser only, as Fastify route patterns: the certificate page,
 * whose URL holds a value known only when asked for (docs/decisions/013), and the staff area,
 * a separate client build whose screens are never kept by a browser or a proxy (`no-store`;
 * docs/decisions/022). Anything else unknown keeps the not-found page and its 404.
 */
export const CLIENT_RENDERED_ROUTES: readonly ClientRenderedRoute[] = [
  { pattern: `${paths.certificateWithoutFolio}/:folio`, document: 'site', cacheControl: REVALIDATE_CACHE_CONTROL },
  { pattern: PANEL_BASE_PATH, document: 'panel', cacheControl: NO_STORE },
  { pattern: `${PANEL_BASE_PATH}/*`, document: 'panel', cacheControl: NO_STORE },
]

/** The document each kind of client-rendered page is answered with, or `null` when the build has none. */
export function findClientDocuments(clientDir: string): Readonly<Record<ClientRenderedRoute['document'], string | null>> {
  const panel = join(clientDir, PANEL_DOCUMENT)
  return { site: findSpaFallback(clientDir), panel: existsSync(panel) ? panel : null }
}
