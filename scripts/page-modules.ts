/**
 * The JavaScript modules a prerendered page loads: React Router writes them from its build manifest
 * as `modulepreload` links (the entry, the page's route modules and their imports); once the build
 * has deferred them (scripts/defer-assets.ts) they are the list its boot script preloads.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const DEFERRED_PRELOADS = /const modulePreloads = (\["[^\]]*\]);/

/** The page's module URLs, in order, once each. */
export function pageModulesOf(html: string): string[] {
  const links = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '')
  if (links.length > 0) return [...new Set(links)]
  const deferred = DEFERRED_PRELOADS.exec(html)?.[1]
  return deferred ? (JSON.parse(deferred) as string[]) : []
}

/** The page without its `modulepreload` links. */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '')
}

/** The boot script's line that names the modules it preloads (found again by {@link pageModulesOf}). */
export function modulePreloadsLine(urls: readonly string[]): string {
  return `const modulePreloads = ${JSON.stringify(urls)};`
}
