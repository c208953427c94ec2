import { extname } from 'node:path'
import { CRAWLER_FILE_PATHS, paths } from '#contracts/site-paths.ts'

/** Spec §2.1: the root path redirects to the home page. */
export const HOME_PATH = '/inicio'

/**
 * Page URLs that answer 301 with the routed page's URL. Spec §2.1: the home page's cards and slider
 * link to the misspelled `jucios-orales`, and the spec keeps those links, so the misspelling must
 * still reach the programme. (The client has the same redirect as a route, for in-app navigation.)
 */
export const PERMANENT_REDIRECTS: ReadonlyMap<string, string> = new Map([
  [paths.homeLinksAsRecorded.juiciosOralesMisspelled, paths.juiciosOralesRedirectTarget],
])

const ONE_HOUR_S = 3_600
const ONE_DAY_S = 86_400
const ONE_YEAR_S = 31_536_000

/** Vite content-hashes every file under `assets/`: a new build means new names. */
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${ONE_YEAR_S}, immutable`
/** Documents and data revalidate on every use so a deploy shows at once (cheap 304s via ETag). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache'

/** Never kept by a browser or a proxy: the staff area's pages and answers. */
export const NO_STORE = 'no-store'

/** Unhashed public files (favicon, /media/*) change rarely but keep their names. */
export const PUBLIC_FILE_CACHE_CONTROL = `public, max-age=${ONE_DAY_S}`
/** Redirects and other answers that may change between deploys without a rename. */
export const REDIRECT_CACHE_CONTROL = `public, max-age=${ONE_DAY_S}`
/**
 * `sitemap.xml` and `robots.txt`: every deploy rewrites them under the same name, and a page added
 * or hidden should reach crawlers within the hour, not the next day.
 */
export const CRAWLER_FILE_CACHE_CONTROL = `public, max-age=${ONE_HOUR_S}`

/** `send` adds a charset to text types only; the sitemap, our one XML file, is UTF-8 and says so. */
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8'

const CRAWLER_FILES: ReadonlySet<string> = new Set(Object.values(CRAWLER_FILE_PATHS).map((path) => path.slice(1)))

/** Extensions worth compressing: text formats (`.data` is React Router's prerendered loader data). */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.data',
])

const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/

/** The original name of a served file, without the `.br` / `.gz` of a precompressed sibling. */
export function withoutPrecompressedSuffix(filePath: string): string {
  return filePath.replace(PRECOMPRESSED_SUFFIX, '')
}

/** True when the file is text that the server sends compressed if the client accepts it. */
export function isCompressible(filePath: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(extname(withoutPrecompressedSuffix(filePath)).toLowerCase())
}

/**
 * `Cache-Control` for a file of the public folder, given its path relative to that folder
 * with `/` separators (a precompressed sibling gets the policy of its original).
 */
export function cacheControlFor(relativePath: string): string {
  const path = withoutPrecompressedSuffix(relativePath)
  if (path.startsWith('assets/')) return IMMUTABLE_CACHE_CONTROL
  if (CRAWLER_FILES.has(path)) return CRAWLER_FILE_CACHE_CONTROL
  const extension = extname(path).toLowerCase()
  if (extension === '.html' || extension === '.data') return REVALIDATE_CACHE_CONTROL
  return PUBLIC_FILE_CACHE_CONTROL
}

/** The staff area's client document, written by its own build (vite.panel.config.ts) beside the site's pages. */
export const PANEL_DOCUMENT = 'panel.html'

/**
 * Whether a request path (decoded, without query) may be answered from the public folder.
 * Refused, so they answer 404: any `index.html` asked for by name (the SPA fallback at the
 * root would answer every unknown path with a 200, and a page's own copy duplicates its
 * canonical URL); the staff area's document {@link PANEL_DOCUMENT} (sent for /panel URLs only);
 * build-internal paths whose segment starts with `__` (the not-found page's
 * prerender folder, React Router's `__spa-fallback.html`); and precompressed siblings asked
 * for by name, which are only sent through content negotiation.
 */
export function isServablePath(pathname: string): boolean {
  const segments = pathname.split('/')
  if (segments.some((segment) => segment.startsWith('__'))) return false
  const last = segments.at(-1) ?? ''
  return last !== 'index.html' && pathname !== `/${PANEL_DOCUMENT}` && !PRECOMPRESSED_SUFFIX.test(last)
}

/**
 * Where to send a request whose path ends in `/` (`/inicio/` → `/inicio`), keeping the query,
 * or `undefined` when it needs no redirect. Paths that a browser could read as another host
 * (`//evil.example/`, `/\evil.example/`) get no redirect, so they cannot become an open redirect.
 */
export function trailingSlashRedirect(url: string): string | undefined {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  if (path === '/' || !path.endsWith('/')) return undefined
  if (path.startsWith('//') || path.includes('\\')) return undefined
  const trimmed = path.replace(/\/+$/, '')
  if (trimmed === '') return undefined
  return trimmed + (queryStart === -1 ? '' : url.slice(queryStart))
}

/**
 * Where a permanent redirect sends a request URL (path and query), keeping the query, or
 * `undefined` when its path has none.
 */
export function permanentRedirect(url: string): string | undefined {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const target = PERMANENT_REDIRECTS.get(path)
  return target === undefined ? undefined : target + (queryStart === -1 ? '' : url.slice(queryStart))
}
