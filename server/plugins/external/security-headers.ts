import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { CSP_HEADER, contentSecurityPolicy } from '#server/site/content-security-policy.ts'

const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60
/** For every response that is not a page (API, files, redirects): no inline script at all. */
const DEFAULT_POLICY = contentSecurityPolicy()

/**
 * Powerful browser features the site never uses, off for its pages and for every frame they
 * embed. The map iframes need none of them; autoplay (the muted hero videos) and fullscreen keep
 * their defaults.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ')

/**
 * Headers that only a document (or a worker) reads: a browser ignores them on a script or a
 * stylesheet, and on a phone each page fetches twenty of those (docs/start-up.md#response). Kept on
 * scripts and stylesheets: nosniff and Cross-Origin-Resource-Policy, which apply to them, the
 * Referrer-Policy their own fetches follow, and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = [
  CSP_HEADER,
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]
const SUBRESOURCE_TYPE = /^(text\/javascript|application\/javascript|text\/css)\b/

function isScriptOrStylesheet(reply: FastifyReply): boolean {
  return SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))
}

// helmet itself, not its Fastify plugin: the plugin sets the headers only in an onRequest hook, and
// the answers Fastify gives to URLs it cannot route skip every hook (see setSecurityHeaders).
const setHelmetHeaders = helmet({
  // Set below and per page (static-site, not-found), each document with its own hashes.
  contentSecurityPolicy: false,
  // require-corp would block the Google Maps iframes, which send no CORP header.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'sameorigin' },
  // includeSubDomains would force HTTPS on every subdomain of the institute's domain,
  // which this site does not control.
  strictTransportSecurity: { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false },
})

function setHelmetHeadersOn(reply: FastifyReply): void {
  // helmet writes on the raw response and calls back at once; it throws rather than pass an error.
  setHelmetHeaders(reply.request.raw, reply.raw, () => undefined)
}

/** Once the answer's content type is known: a document's headers, or fewer for a script or stylesheet. */
function setDocumentHeaders(reply: FastifyReply): void {
  if (isScriptOrStylesheet(reply)) {
    // helmet wrote its headers on the raw response, before the route ran.
    for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header)
    return
  }
  reply.header('permissions-policy', PERMISSIONS_POLICY)
  if (!reply.hasHeader(CSP_HEADER)) reply.header(CSP_HEADER, DEFAULT_POLICY)
}

/**
 * Every security header at once, for an answer sent outside the request lifecycle: Fastify's
 * `frameworkErrors` (a URL it cannot route) run no hook, so nothing below reaches them.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  setHelmetHeadersOn(reply)
  setDocumentHeaders(reply)
}

const securityHeaders: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    setHelmetHeadersOn(reply)
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    setDocumentHeaders(reply)
    return payload
  })
}

/**
 * Security headers on every response (pages, files, API, errors; scripts and stylesheets get only
 * those that apply to them): helmet's set with Referrer-Policy, X-Frame-Options and nosniff as the
 * site needs them, a Permissions-Policy switching off the features the site does not use, and a
 * strict Content-Security-Policy wherever a page did not set its own.
 */
export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' })
