import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
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
