import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { createDatabase } from '#server/db/database.ts'
import { z } from '#contracts/zod.ts'
import { DATABASE_RETRY_AFTER_S, HttpError, ValidationError } from '#server/http/errors.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { scriptHashSource } from '#server/site/inline-scripts.ts'
import { createFixtureSite, type FixtureSite } from '#tests/support/server/fixture-site.ts'
import { testConfig } from '#tests/support/server/test-config.ts'

let site: FixtureSite
let app: FastifyInstance

beforeAll(() => {
  site = createFixtureSite()
})
afterAll(() => {
  site.remove()
})
afterEach(async () => {
  await app.close()
})

async function startApp(): Promise<FastifyInstance> {
  app = await buildApp(testConfig(site.siteDir))
  return app
}

describe('pages', () => {
  it('redirects / to /inicio, keeping the query', async () => {
    await startApp()
    const plain = await app.inject({ url: '/' })
    expect(plain.statusCode).toBe(301)
    expect(plain.headers.location).toBe('/inicio')
    const withQuery = await app.inject({ url: '/?utm_source=folleto' })
    expect(withQuery.headers.location).toBe('/inicio?utm_source=folleto')
  })

  it('answers /inicio with its prerendered HTML, revalidated on every visit', async () => {
    await startApp()
    const response = await app.inject({ url: '/inicio' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(response.body).toContain('Bienvenido al instituto')
    expect(response.headers['x-robots-tag']).toBeUndefined()
  })

  it('answers a nested page directly, without a trailing-slash redirect', async () => {
    await startApp()
    const response = await app.inject({ url: '/inicio/mantenimiento' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Sitio en mantenimiento')
    // Its meta says noindex (a screen, like the tracking page): the header says it too.
    expect(response.headers['x-robots-tag']).toBe('noindex')
  })

  it('redirects a trailing slash to the canonical page URL', async () => {
    await startApp()
    const response = await app.inject({ url: '/inicio/mantenimiento/?a=1' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/inicio/mantenimiento?a=1')
  })

  it('redirects the misspelled programme link of the home page permanently, keeping the query', async () => {
    await startApp()
    const response = await app.inject({ url: '/inicio/posgrado/maestria/jucios-orales?utm_source=inicio' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/inicio/posgrado/maestria/juicios-orales?utm_source=inicio')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    const head = await app.inject({ method: 'HEAD', url: '/inicio/posgrado/maestria/jucios-orales' })
    expect(head.statusCode).toBe(301)
  })

  it('answers the unrouted maestria/educacion link of the home page with not-found (spec §2.1)', async () => {
    await startApp()
    const response = await app.inject({ url: '/inicio/posgrado/maestria/educacion' })
    expect(response.statusCode).toBe(404)
  })

  it('does not turn a double-slash path into an open redirect', async () => {
    await startApp()
    const response = await app.inject({ url: '//evil.example/' })
    expect(response.headers.location).toBeUndefined()
    expect(response.statusCode).toBe(404)
  })

  it('also answers HEAD for a page', async () => {
    await startApp()
    const response = await app.inject({ method: 'HEAD', url: '/inicio' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  })
})

describe('files and caching', () => {
  it('caches hashed assets for a year as immutable', async () => {
    await startApp()
    const response = await app.inject({ url: site.assetPath })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // Never revalidated: no validators, no ranges. A page keeps its validator for no-cache.
    expect(response.headers).not.toHaveProperty('etag')
    expect(response.headers).not.toHaveProperty('last-modified')
    expect(response.headers).not.toHaveProperty('accept-ranges')
    const page = await app.inject({ url: '/inicio' })
    expect(page.headers.etag).toBeDefined()
  })

  it('caches other public files for a day', async () => {
    await startApp()
    const response = await app.inject({ url: '/favicon.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
  })

  it('sends the sitemap and robots.txt with their content types, cached for an hour', async () => {
    await startApp()
    const sitemap = await app.inject({ url: '/sitemap.xml' })
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600')
    expect(sitemap.body).toContain('<urlset')
    const robots = await app.inject({ url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(robots.headers['cache-control']).toBe('public, max-age=3600')
    expect(robots.body).toContain('User-agent: *')
  })

  it('sends the sitemap precompressed with the same content type and caching', async () => {
    await startApp()
    const response = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<urlset')
  })

  it('sends the precompressed brotli sibling when the client accepts br', async () => {
    await startApp()
    const response = await app.inject({ url: '/inicio', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Bienvenido al instituto')
  })

  it('sends the gzip sibling of an asset to a gzip-only client', async () => {
    await startApp()
    const response = await app.inject({ url: site.assetPath, headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(response.rawPayload).toString()).toContain('export const message')
  })

  it('compresses on the fly what has no precompressed sibling', async () => {
    await startApp()
    const response = await app.inject({ url: '/inicio/mantenimiento', headers: { 'accept-encoding': 'br' } })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Sitio en mantenimiento')
  })

  it('sends identity to a client that accepts no encoding', async () => {
    await startApp()
    const response = await app.inject({ url: site.assetPath })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toContain('export const message')
  })
})

describe('not found', () => {
  it('answers an unknown page with the not-found document and status 404', async () => {
    await startApp()
    const response = await app.inject({ url: '/x/y/z' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain(site.notFoundText)
    expect(response.body).toContain('Volver al inicio')
  })

  it('compresses the not-found document too', async () => {
    await startApp()
    const response = await app.inject({ url: '/x/y/z', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(site.notFoundText)
  })

  it.each([
    '/index.html',
    '/__no-encontrado',
    '/__no-encontrado/index.html',
    '/inicio/index.html',
    '/assets/entry.client-Zx98Yw76.js.br',
  ])(
    'never serves %s (SPA fallback, build leftovers, siblings by name)',
    async (url) => {
      await startApp()
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('SPA FALLBACK')
      expect(response.body).not.toContain('PRERENDER LEFTOVER')
    },
  )

  it('answers unknown API paths with JSON', async () => {
    await startApp()
    const response = await app.inject({ url: '/api/v1/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.json()).toEqual({ mensaje: 'Recurso no encontrado.' })
  })

  it('answers other methods on unknown paths with JSON', async () => {
    await startApp()
    const response = await app.inject({ method: 'POST', url: '/inicio/otra', payload: { a: 1 } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ mensaje: 'Recurso no encontrado.' })
  })
})

describe('methods a URL does not take', () => {
  it.each([
    ['GET', '/api/v1/enviar-mensaje', 'POST'],
    ['DELETE', '/api/v1/certificates/x', 'GET, HEAD'],
    ['PUT', '/api/v1/panel/me', 'GET, HEAD'],
    ['POST', '/inicio', 'GET, HEAD'],
    ['DELETE', '/inicio/mantenimiento?x=1', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    await startApp()
    const response = await app.inject({ method: method as 'GET', url })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe(allow)
    expect(response.json()).toEqual({ mensaje: 'Método no permitido.' })
  })

  it.each([
    ['GET', '/api/v1/no-existe'],
    ['DELETE', '/api/v1/no-existe/x'],
    ['POST', '/pagina/que/no/existe'],
  ])('keeps 404 for %s %s, a URL nothing answers', async (method, url) => {
    await startApp()
    const response = await app.inject({ method: method as 'GET', url })
    expect(response.statusCode).toBe(404)
    expect(response.headers.allow).toBeUndefined()
  })
})

describe('health', () => {
  it('answers ok while the database answers', async () => {
    await startApp()
    const response = await app.inject({ url: '/api/v1/health' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 when the database is gone', async () => {
    const database = createDatabase({ dialect: 'sqlite', filename: ':memory:' })
    app = await buildApp(testConfig(site.siteDir), { database })
    await app.ready()
    await database.destroy()
    const response = await app.inject({ url: '/api/v1/health' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S))
    expect(response.json()).toEqual({ mensaje: API_MESSAGES.databaseUnavailable })
  })
})

describe('security headers', () => {
  it('sends a page a CSP allowing its inline script and the map frames', async () => {
    await startApp()
    const csp = (await app.inject({ url: '/inicio' })).headers['content-security-policy']
    expect(csp).toContain(`script-src 'self' ${scriptHashSource(site.homeInlineScript)};`)
    expect(csp).toContain('frame-src https://www.google.com https://maps.google.com')
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('unsafe-eval')
  })

  it.each(['/inicio', '/x/y/z', '/api/v1/health', '/api/v1/nope'])('sends the other headers on %s', async (url) => {
    await startApp()
    const { headers } = await app.inject({ url })
    expect(headers['content-security-policy']).toBeDefined()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['cross-origin-embedder-policy']).toBeUndefined()
    expect(headers['x-powered-by']).toBeUndefined()
    const permissions = String(headers['permissions-policy'])
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`)
  })

  it.each(['/assets/entry.client-Zx98Yw76.js', '/assets/root-Ab12Cd34.css'])('sends %s only the headers a subresource reads', async (url) => {
    await startApp()
    const { headers, statusCode } = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
    expect(statusCode).toBe(200)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    for (const documentOnly of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(headers[documentOnly], documentOnly).toBeUndefined()
    }
  })
})

describe('request ids', () => {
  it('echoes a sane incoming x-request-id', async () => {
    await startApp()
    const response = await app.inject({ url: '/api/v1/health', headers: { 'x-request-id': 'lb-1234.abc' } })
    expect(response.headers['x-request-id']).toBe('lb-1234.abc')
  })

  it('sends one with a URL no route can read too', async () => {
    await startApp()
    const response = await app.inject({ url: '/%E0%A4%A', headers: { 'x-request-id': 'lb-5678.abc' } })
    expect(response.statusCode).toBe(400)
    expect(response.headers['x-request-id']).toBe('lb-5678.abc')
  })

  it('replaces a missing or unsafe id with a UUID', async () => {
    await startApp()
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    const missing = await app.inject({ url: '/x/y/z' })
    const unsafe = await app.inject({ url: '/inicio', headers: { 'x-request-id': 'a b "injected"' } })
    expect(missing.headers['x-request-id']).toMatch(uuid)
    expect(unsafe.headers['x-request-id']).toMatch(uuid)
  })
})

describe('errors', () => {
  async function appWithTestRoutes(): Promise<FastifyInstance> {
    await startApp()
    app.post('/api/v1/test-echo', { bodyLimit: 64 }, async (request) => ({ recibido: request.body }))
    app.get('/api/v1/test-crash', async () => {
      throw new Error('database password is hunter2')
    })
    app.get('/api/v1/test-conflict', async () => {
      throw new HttpError(409, 'El folio ya fue registrado.')
    })
    return app
  }

  it('answers malformed JSON with 400 and a Spanish message', async () => {
    await appWithTestRoutes()
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"nombre": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ mensaje: 'El cuerpo de la solicitud no es JSON válido.' })
    expect(response.headers['x-request-id']).toBeDefined()
  })

  it('answers a body over the limit with 413', async () => {
    await appWithTestRoutes()
    const response = await app.inject({ method: 'POST', url: '/api/v1/test-echo', payload: { texto: 'x'.repeat(100) } })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ mensaje: 'El cuerpo de la solicitud es demasiado grande.' })
  })

  it('answers an unsupported content type with 415', async () => {
    await appWithTestRoutes()
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({ mensaje: expect.stringMatching(/^El tipo de contenido/) })
  })

  it('answers in Spanish for fields whose schema gives no message of its own', async () => {
    await startApp()
    app.post('/api/v1/test-schema', { schema: { body: z.object({ nombre: z.string(), edad: z.number() }) } }, async () => ({}))
    const fields = await app.inject({ method: 'POST', url: '/api/v1/test-schema', payload: { edad: 'diez' } })
    expect(fields.statusCode).toBe(422)
    expect(fields.json()).toEqual({ errors: { nombre: [API_MESSAGES.missingValue], edad: [API_MESSAGES.invalidValue] } })
    const notAnObject = await app.inject({ method: 'POST', url: '/api/v1/test-schema', payload: [] })
    expect(notAnObject.json()).toEqual({ errors: { _: [API_MESSAGES.bodyNotObject] } })
  })

  it('passes an HttpError message through', async () => {
    await appWithTestRoutes()
    const response = await app.inject({ url: '/api/v1/test-conflict' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ mensaje: 'El folio ya fue registrado.' })
  })

  it('hides the detail of an unexpected fault behind a generic 500', async () => {
    await appWithTestRoutes()
    const response = await app.inject({ url: '/api/v1/test-crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ mensaje: 'Error interno del servidor. Intenta mas tarde.' })
  })
})

describe('error logs', () => {
  interface LogLine {
    readonly reqId?: string
    readonly msg: string
    readonly [key: string]: unknown
  }

  /** The app logging at info into `lines`, with a 422, a 409 and a 500 route. */
  async function appLoggingTo(lines: LogLine[]): Promise<FastifyInstance> {
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }
    app = await buildApp(testConfig(site.siteDir, { LOG_LEVEL: 'info' }), { logStream })
    app.post('/api/v1/test-invalid', { bodyLimit: 64 }, async () => {
      throw new ValidationError({ nombre: ['Escribe tu nombre.'] })
    })
    app.get('/api/v1/test-conflict', async () => {
      throw new HttpError(409, 'El folio ya fue registrado.')
    })
    app.get('/api/v1/test-crash', async () => {
      throw new Error('se cayó la base')
    })
    return app
  }

  /** What the app itself logged about one answer (Fastify's request lines left out). */
  function linesAbout(lines: readonly LogLine[], requestId: unknown): LogLine[] {
    const own = lines.filter((line) => line.reqId === requestId || line.requestId === requestId)
    return own.filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed')
  }

  it.each([
    ['POST', '/api/v1/test-invalid', { nombre: '' }, 422],
    ['POST', '/api/v1/test-invalid', { texto: 'x'.repeat(100) }, 413],
    ['GET', '/api/v1/test-conflict', undefined, 409],
    ['GET', '/api/v1/no-existe', undefined, 404],
    ['GET', '/api/v1/enviar-mensaje', undefined, 405],
  ] as const)('logs %s %s as one short line without a stack', async (method, url, payload, status) => {
    const lines: LogLine[] = []
    await appLoggingTo(lines)
    const response = await app.inject({ method, url, payload })
    expect(response.statusCode).toBe(status)
    const about = linesAbout(lines, response.headers['x-request-id'])
    expect(about).toHaveLength(1)
    expect(about[0]).toMatchObject({ method, url, statusCode: status })
    const text = JSON.stringify(about[0])
    expect(text).not.toContain('stack')
    expect(text.length).toBeLessThan(400)
  })

  it('logs a 500 with its stack', async () => {
    const lines: LogLine[] = []
    await appLoggingTo(lines)
    const response = await app.inject({ url: '/api/v1/test-crash' })
    expect(response.statusCode).toBe(500)
    const about = linesAbout(lines, response.headers['x-request-id'])
    expect(about).toHaveLength(1)
    expect(JSON.stringify(about[0])).toContain('se cayó la base')
    expect((about[0]?.err as { stack?: string } | undefined)?.stack).toContain('app.test.ts')
  })
})

describe('without a built site', () => {
  it('serves the API and a plain not-found page', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'instituto-empty-'))
    try {
      app = await buildApp(testConfig(emptyDir))
      expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200)
      const page = await app.inject({ url: '/inicio' })
      expect(page.statusCode).toBe(404)
      expect(page.body).toContain('Volver al inicio')
    } finally {
      rmSync(emptyDir, { recursive: true, force: true })
    }
  })
})
