/**
 * The site's public origin, `PUBLIC_BASE_URL`: one variable for the build, which writes it into the
 * canonical and Open Graph URLs, the structured data, the sitemap and robots.txt, and for the
 * server, which prints it into the certificate QR codes (docs/decisions/016).
 */

/** A placeholder, like every institute value until the deployment names the real origin. */
export const DEFAULT_PUBLIC_BASE_URL = 'https://www.instituto-ejemplo.edu.mx'

/** Why a `PUBLIC_BASE_URL` value was refused, in Spanish, after the variable's name. */
export const PUBLIC_BASE_URL_MESSAGE =
  'debe ser el origen público del sitio, http:// o https://, sin ruta (https://www.instituto.edu.mx)'

/** An http(s) origin, optionally with a trailing slash, and nothing after it. */
export function isPublicBaseUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false
  const url = new URL(value)
  return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === ''
}

/** The origin as every URL is built from it: without a trailing slash. */
export function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '')
}

/**
 * The origin named by a `PUBLIC_BASE_URL` value (unset or blank: the default), for the build and
 * the end-to-end tests; the server parses its own with the same rule (server/config/env.ts).
 *
 * @throws {Error} naming the variable, when the value is not an origin.
 */
export function publicBaseUrlFrom(value: string | undefined): string {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '') return DEFAULT_PUBLIC_BASE_URL
  if (!isPublicBaseUrl(trimmed)) throw new Error(`PUBLIC_BASE_URL: ${PUBLIC_BASE_URL_MESSAGE}`)
  return withoutTrailingSlash(trimmed)
}

/** The absolute URL of a path of the site: how canonical tags, the sitemap and the QR codes name a page. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href
}
