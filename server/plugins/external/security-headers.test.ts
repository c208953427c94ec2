import { createHash } from 'node:crypto'
import { createServer } from 'node:net'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { JSON_BODY_MAX_BYTES } from '#contracts/limits.ts'
import { buildApp } from '#server/app.ts'
import { extractInlineScripts } from '#server/site/inline-scripts.ts'
import { createFixtureSite, type FixtureSite } from '#tests/support/server/fixture-site.ts'
import { testConfig } from '#tests/support/server/test-config.ts'

// Hashed here with node:crypto directly, not with the code under test.
function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

function scriptSources(csp: unknown): string[] {
  const directives = String(csp).split(';').map((part) => part.trim())
  const scriptSrc = directives.find((directive) => directive.startsWith('script-src '))
  return scriptSrc?.split(/\s+/).slice(1) ?? []
}

/** Fetches a page and checks its CSP allows each of its inline scripts and nothing inline more. */
async function expectInlineScriptsCovered(app: FastifyInstance, url: string): Promise<string[]> {
  const response = await app.inject({ url })
  expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8')
  const inline = extractInlineScripts(response.body)
  const allowed = scriptSources(response.headers['content-security-policy'])
  expect(allowed[0]).toBe("'self'")
  expect(allowed, url).not.toContain("'unsafe-inline'")
  for (const script of inline) expect(allowed, `${url}: ${script.slice(0, 60)}`).toContain(sha256Source(script))
  expect(allowed.length - 1, `${url}: only its own hashes`).toBe(new Set(inline.map(sha256Source)).size)
  return inline
}

describe('Content-Security-Policy on the fixture site', () => {
  let site: FixtureSite
  let app: FastifyInstance

  beforeAll(() => {
    site = createFixtureSite()
  })
  afterAll(() => site.remove())
  afterEach(async () => {
    await app.close()
  })

  it.each([
    ['/inicio', 'home'],
    ['/inicio/mantenimiento', 'home'],
    ['/pagina/que/no/existe', 'notFound'],
  ] as const)('allows exactly the inline scripts of %s', async (url, which) => {
    app = await buildApp(testConfig(site.siteDir))
    const expected = which === 'home' ? site.homeInlineScript : site.notFoundInlineScript
    expect(await expectInlineScriptsCovered(app, url)).toEqual([expected])
  })

  it('keeps the precompressed page on the same policy', async () => {
    app = await buildApp(testConfig(site.siteDir))
    const plain = await app.inject({ url: '/inicio' })
    const brotli = await app.inject({ url: '/inicio', headers: { 'accept-encoding': 'br' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
  })

  it.each(['/api/v1/health', '/api/v1/nope', '/favicon.svg', '/'])('allows no inline script on %s', async (url) => {
    app = await buildApp(testConfig(site.siteDir))
    const response = await app.inject({ url })
    expect(scriptSources(response.headers['content-security-policy'])).toEqual(["'self'"])
  })
})

describe('inline script extraction', () => {
  it('skips scripts with src, keeps module and data scripts, copes with > in attributes', () => {
    const html =
      '<script src="/a.js"></script><SCRIPT type="module" async="">import "/b.js";</SCRIPT>' +
      '<script data-note="a > b">one()</script><script data-src="x">two()</script>' +
      '<script\n  src="/c.js"\n></script>'
    expect(extractInlineScripts(html)).toEqual(['import "/b.js";', 'one()', 'two()'])
  })
})

/** Helmet's headers and ours: every answer carries them, a script or stylesheet only some. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const

/** A loopback port nothing listens on: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('security headers on every error answer (issue 34)', () => {
  let site: FixtureSite
  let app: FastifyInstance
  let unreachable: pg.Pool

  beforeAll(async () => {
    site = createFixtureSite()
    unreachable = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'nadie', max: 1 })
    app = await buildApp(testConfig(site.siteDir, { RATE_LIMIT_MAX: '1' }))
    app.get('/api/v1/test-crash', async () => {
      throw new Error('fallo inesperado')
    })
    // A PostgreSQL that refuses connections: what the API meets when its database is down.
    app.get('/api/v1/test-database-down', async () => unreachable.query('select 1'))
  })
  afterAll(async () => {
    await app.close()
    await unreachable.end()
    site.remove()
  })

  const contact = '/api/v1/enviar-mensaje'
  // Each case from its own address, so the form's rate limit counts only the 429 case's requests.
  const CASES: readonly (readonly [status: number, name: string, request: InjectOptions, repeat?: number])[] = [
    [400, 'a malformed URL', { url: '/%E0%A4%A' }],
    [404, 'an unknown API path', { url: '/api/v1/no-existe' }],
    [404, 'an unknown page', { url: '/pagina/que/no/existe' }],
    [405, 'a method the URL does not take', { url: contact }],
    [413, 'a body over the limit', { method: 'POST', url: contact, payload: { contenido: 'x'.repeat(JSON_BODY_MAX_BYTES) } }],
    [415, 'an unsupported content type', { method: 'POST', url: contact, headers: { 'content-type': 'application/xml' }, payload: '<a/>' }],
    [422, 'invalid fields', { method: 'POST', url: contact, payload: {} }],
    [429, 'one request too many', { method: 'POST', url: contact, payload: {} }, 2],
    [500, 'an unexpected fault', { url: '/api/v1/test-crash' }],
    [503, 'a database that refuses connections', { url: '/api/v1/test-database-down' }],
  ]

  it('answers each error with the same security headers as a 200', async () => {
    const pick = (headers: Record<string, unknown>) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]))
    const ok = await app.inject({ url: '/api/v1/health' })
    expect(ok.statusCode).toBe(200)
    const expected = pick(ok.headers)
    for (const name of SECURITY_HEADERS) expect(expected[name], name).toBeDefined()

    for (const [index, [status, name, request, repeat = 1]] of CASES.entries()) {
      const remoteAddress = `192.0.2.${index + 1}`
      let response = await app.inject({ ...request, remoteAddress })
      for (let sent = 1; sent < repeat; sent += 1) response = await app.inject({ ...request, remoteAddress })
      expect.soft(response.statusCode, name).toBe(status)
      const actual = pick(response.headers)
      // A page carries its own policy, with the hashes of its inline scripts.
      if (response.headers['content-type']?.toString().startsWith('text/html')) actual['content-security-policy'] = expected['content-security-policy']
      expect.soft(actual, `${status} ${name}`).toEqual(expected)
    }
  })
})
