import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import type { FastifyPluginAsync } from 'fastify'
import { CSP_HEADER, contentSecurityPolicy } from '#server/site/content-security-policy.ts'

const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60
/** For every response that is not a page (API, files, redirects): no inline script at all. */
const DEFAULT_POLICY = contentSecurityPolicy()

const securityHeaders: FastifyPluginAsync = async (app) => {
  await app.register(helmet, {
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
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader(CSP_HEADER)) reply.header(CSP_HEADER, DEFAULT_POLICY)
    return payload
  })
}

/**
 * Security headers on every response (pages, files, API, errors): helmet's set with
 * Referrer-Policy, X-Frame-Options and nosniff as the site needs them, and a strict
 * Content-Security-Policy wherever a page did not set its own.
 */
export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' })
