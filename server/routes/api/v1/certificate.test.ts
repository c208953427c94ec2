import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, CERTIFICATE_MESSAGES } from '#contracts/certificate.ts'
import { CERTIFICATE_LOOKUPS_PER_IP, CERTIFICATE_LOOKUP_WINDOW_SECONDS } from '#contracts/limits.ts'
import { readCertificateFile } from '#server/certificates/import-file.ts'
import { annulCertificate, upsertCertificate } from '#server/db/certificates.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const EXAMPLE_CSV = join(import.meta.dirname, '../../../../examples/certificados.csv')
const FOLIO = '9c41d0a2-5e8f-4b13-8d7a-2f6e3c9b1a05'

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

function lookup(app: FormApp['app'], folioPath: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'GET', url: `/api/v1${folioPath}`, remoteAddress })
}

describeOnEachDatabase('GET /api/v1/certificates/:folio', (fixture) => {
  it('answers the 14 fields in any letter case, ANULADO/NO VALIDO once annulled, 404 for an unknown folio', async () => {
    current = await startFormApp(fixture)
    const now = new Date('2026-08-01T12:00:00Z')
    for (const row of (await readCertificateFile(EXAMPLE_CSV)).accepted) await upsertCertificate(current.db, row.certificate, now)

    const found = await lookup(current.app, API_PATHS.certificate(FOLIO.toUpperCase()))
    expect(found.statusCode).toBe(200)
    expect(found.headers['cache-control']).toBe('no-store')
    const { data } = found.json<{ data: Record<string, string> }>()
    expect(Object.keys(data)).toEqual([...CERTIFICATE_FIELDS])
    expect(data).toMatchObject({ Folio: FOLIO, Nombre: 'ANA MARTÍNEZ RUIZ', Timbrado: 'TIMBRADO SEP 7A1C-22F1' })

    await annulCertificate(current.db, FOLIO, now)
    const annulled = (await lookup(current.app, API_PATHS.certificate(FOLIO))).json<{ data: Record<string, string> }>().data
    expect(CERTIFICATE_FIELDS.filter((field) => annulled[field] === ANNULLED_VALUE)).toEqual([
      'Timbrado',
      'TipoCertificado',
      'Cadena',
      'FechaHoraTimbrado',
    ])
    expect(annulled.Nombre).toBe('ANA MARTÍNEZ RUIZ')

    const unknown = await lookup(current.app, API_PATHS.certificate('00000000-0000-0000-0000-000000000000'))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ mensaje: CERTIFICATE_MESSAGES.notFound })
  })

  it.each([
    ["' OR 1=1 --", 400],
    ['abc%00def', 400],
    ['..%2F..%2Fetc%2Fpasswd', 400],
    ['folio con espacios', 400],
    ['%E2%80%AE', 400],
    ['a'.repeat(65), 400],
  ])('refuses the folio %j with 400 before any lookup', async (folio, status) => {
    current = await startFormApp(fixture)
    const path = folio.includes('%') ? `/certificates/${folio}` : API_PATHS.certificate(folio)
    const response = await lookup(current.app, path)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ mensaje: CERTIFICATE_MESSAGES.invalidFolio })
  })

  it.each(['%ZZ', '%', 'x'.repeat(200)])('answers a URL oddity (%s) with 400 in Spanish, never a 500', async (raw) => {
    current = await startFormApp(fixture)
    const response = await lookup(current.app, `/certificates/${raw}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ mensaje: API_MESSAGES.badUrl })
  })

  it(`limits lookups per client address (${CERTIFICATE_LOOKUPS_PER_IP} a window, counted in the database), answering 429 with Retry-After`, async () => {
    const clock = testClock('2026-08-01T12:00:00Z')
    current = await startFormApp(fixture, { clock })
    const path = API_PATHS.certificate(FOLIO)
    for (let index = 0; index < CERTIFICATE_LOOKUPS_PER_IP; index += 1) {
      expect((await lookup(current.app, path, '10.0.0.7')).statusCode).toBe(404)
    }
    const refused = await lookup(current.app, path, '10.0.0.7')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['cache-control']).toBe('no-store')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(CERTIFICATE_LOOKUP_WINDOW_SECONDS)
    expect(refused.json()).toEqual({ mensaje: API_MESSAGES.tooManyRequestsFor(Number(refused.headers['retry-after'])) })
    expect((await lookup(current.app, path, '10.0.0.8')).statusCode).toBe(404)

    clock.advance(CERTIFICATE_LOOKUP_WINDOW_SECONDS * 1000)
    expect((await lookup(current.app, path, '10.0.0.7')).statusCode).toBe(404)
  })
})
