/**
 * robots.txt, written into the build's public folder by `scripts/postbuild.ts` for the build's
 * PUBLIC_BASE_URL, the origin the pages' canonical tags name. The sitemap follows what is published:
 * the server renders it (app/routes/sitemap.ts).
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { absoluteUrl } from '#contracts/public-base-url.ts'
import { CRAWLER_FILE_PATHS } from '#contracts/site-paths.ts'

/**
 * Paths no crawler should walk: the API, the certificate lookups (a folio opens a person's data; the
 * pages say noindex too) and the staff area, listed before it exists so it is never crawled.
 */
export const ROBOTS_DISALLOWED = ['/api/', '/certificates/', '/panel'] as const

/** robots.txt: every crawler, the disallowed paths, and the sitemap's absolute URL. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, CRAWLER_FILE_PATHS.sitemap)}`,
    '',
  ].join('\n')
}

/** Writes `robots.txt` into the public folder (the sitemap is a route: app/routes/sitemap.ts). */
export async function writeRobotsTxt(clientDir: string, origin: string): Promise<void> {
  await writeFile(join(clientDir, CRAWLER_FILE_PATHS.robots), robotsTxt(origin))
}
