import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { scriptHashSource } from '#server/site/inline-scripts.ts'
import { createFixtureSite, type FixtureSite } from '#tests/support/server/fixture-site.ts'
import { testConfig } from '#tests/support/server/test-config.ts'

let site: FixtureSite
let app: FastifyInstance

beforeAll(async () => {
  site = createFixtureSite()
  app = await buildApp(testConfig(site.siteDir))
})
afterAll(async () => {
  await app.close()
  site.remove()
})

describe('pages rendered in the browser only (docs/decisions/013)', () => {
  it('answers the certificate page of any folio with the SPA fallback, status 200, its own CSP and noindex', async () => {
    const response = await app.inject({ url: '/certificates/verificacion/3F2504E0-4F89-11D3-9A0C-0305E82C3301' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('SPA FALLBACK')
    expect(response.headers['content-security-policy']).toContain(scriptHashSource('window.spaFallback = true;'))
    expect(response.headers['x-robots-tag']).toBe('noindex')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('answers every staff-area screen with the panel document, never to be stored or indexed', async () => {
    for (const url of ['/panel', '/panel/entrar?volver=%2Fpanel%2Fauditoria', '/panel/contrasena?token=abc', '/panel/personal/algo']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('PANEL DOCUMENT')
      expect(response.headers['cache-control'], url).toBe('no-store')
      expect(response.headers['x-robots-tag'], url).toBe('noindex')
    }
  })

  it('keeps the 404 page for deeper paths, other unknown paths and the fallback asked for by name', async () => {
    for (const url of ['/certificates/verificacion/A/B', '/certificates/otra', '/inicio/no-existe', '/index.html', '/panel.html', '/panelx']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).toContain(site.notFoundText)
    }
  })

  it('sends the same page compressed to clients that accept it', async () => {
    const response = await app.inject({ url: '/certificates/verificacion/ABC', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
  })
})
