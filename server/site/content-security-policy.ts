export const CSP_HEADER = 'content-security-policy'

/** Google Maps embeds on the campus pages (spec §2.7, §7). */
const MAP_FRAME_SOURCES = ['https://www.google.com', 'https://maps.google.com']

/**
 * The Content-Security-Policy directives: only what the site uses. Inline scripts are
 * allowed one by one by hash (React Router inlines its hydration context and loader data);
 * inline styles are allowed because prerendered `style` attributes and the toast library
 * inject them.
 */
export function contentSecurityPolicyDirectives(scriptHashes: readonly string[]): Record<string, readonly string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': MAP_FRAME_SOURCES,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
}

/**
 * The header value for a document whose inline scripts have these hashes. Each HTML page
 * gets only its own hashes: the union over every page would grow past the 4–8 KB response
 * header buffers of common reverse proxies (nginx answers 502) as pages are added, and would
 * let one page's inline script run on another.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return Object.entries(contentSecurityPolicyDirectives(scriptHashes))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ')
}
