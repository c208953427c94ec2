import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { extractInlineScripts, listHtmlFiles } from '#server/site/inline-scripts.ts'
import { createFixtureSite, type FixtureSite } from '#server/test-support/fixture-site.ts'
import { testConfig } from '#server/test-support/test-config.ts'

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

// React Router's real output, when a build is present (`npm run build`): proves the hashes
// cover what the framework actually inlines, not only the fixture's scripts. The build is
// copied first because other work may rebuild that folder while the tests run.
const realBuild = resolve(import.meta.dirname, '../../build')

function snapshotOfRealBuild(): string | undefined {
  const copy = mkdtempSync(join(tmpdir(), 'instituto-real-build-'))
  try {
    cpSync(realBuild, copy, { recursive: true })
    if (existsSync(join(copy, 'client/inicio/index.html'))) return copy
  } catch {
    // No build, or one being rewritten right now: nothing to check.
  }
  rmSync(copy, { recursive: true, force: true })
  return undefined
}

function urlOf(clientDir: string, htmlFile: string): string {
  const path = relative(clientDir, htmlFile).split(sep).join('/')
  return `/${path.replace(/(^|\/)index\.html$/, '')}`
}

describe('Content-Security-Policy on the real build', () => {
  it('allows every inline script of every prerendered page and of the not-found page', async (context) => {
    const snapshot = snapshotOfRealBuild()
    if (snapshot === undefined) return context.skip('no hay build/ completo; ejecuta npm run build')
    const app = await buildApp(testConfig(snapshot))
    try {
      const clientDir = join(snapshot, 'client')
      const urls = (await listHtmlFiles(clientDir))
        .map((file) => urlOf(clientDir, file))
        // The SPA fallback and build leftovers are never served (see static-policy).
        .filter((url) => url !== '/' && !url.includes('/__'))
      expect(urls).toContain('/inicio')
      for (const url of urls) expect((await expectInlineScriptsCovered(app, url)).length, url).toBeGreaterThan(0)
      await expectInlineScriptsCovered(app, '/ruta/que/no/existe')
    } finally {
      await app.close()
      rmSync(snapshot, { recursive: true, force: true })
    }
  })
})
