import { afterEach, expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'
import { DEFAULT_PUBLIC_BASE_URL } from '#contracts/public-base-url.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const JSON_FORMS = [
  [API_PATHS.contactMessage, { nombre: 'Ana Pérez', correo: 'ana@example.com', telefono: '871 123 4567', contenido: '¿Tienen beca?' }],
  [API_PATHS.admissionForm, EXAMPLE_FICHA],
  [API_PATHS.trackingCode, { folio: 'DOC-2026-000045', correo: 'maria@example.com' }],
  [API_PATHS.tracking, { folio: 'DOC-2026-000045', correo: 'maria@example.com', codigo: '123456' }],
] as const

const DOCUMENT_REQUEST = multipartBody(
  {
    nombre_completo: 'María Fernanda López Ruiz',
    correo: 'maria@example.com',
    telefono: '+528711234567',
    nivel_estudios: 'lic-derecho',
    especificaciones: 'Constancia de estudios',
  },
  [{ field: 'comprobante_pago', filename: 'comprobante.pdf', contentType: 'application/pdf', content: pdfBytes() }],
)

const CROSS_SITE = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (another subdomain)', { 'sec-fetch-site': 'same-site', origin: 'https://blog.instituto-ejemplo.edu.mx' }],
] as const
const SAME_SITE = { origin: DEFAULT_PUBLIC_BASE_URL, 'sec-fetch-site': 'same-origin' }

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

async function expectNothingStored(form: FormApp): Promise<void> {
  for (const table of ['contact_messages', 'admission_forms', 'document_requests', 'tracking_codes', 'outbox_messages'] as const) {
    expect(await form.db.selectFrom(table).selectAll().execute(), table).toEqual([])
  }
}

describeOnEachDatabase('state changes from another site (public forms)', (fixture) => {
  it.each(CROSS_SITE)('refuses JSON and multipart POSTs to every form from %s, storing nothing', async (_label, headers) => {
    current = await startFormApp(fixture)
    for (const [path, body] of JSON_FORMS) {
      const json = await current.app.inject({ method: 'POST', url: `/api/v1${path}`, payload: body, headers })
      expect(json.statusCode, path).toBe(403)
      expect(json.json()).toEqual({ mensaje: API_MESSAGES.crossSite })
      const multipart = multipartBody(Object.fromEntries(Object.entries(body)))
      const asForm = await current.app.inject({
        method: 'POST',
        url: `/api/v1${path}`,
        payload: multipart.payload,
        headers: { ...headers, 'content-type': multipart.contentType },
      })
      expect(asForm.statusCode, path).toBe(403)
    }
    const upload = await current.app.inject({
      method: 'POST',
      url: `/api/v1${API_PATHS.documentRequest}`,
      payload: DOCUMENT_REQUEST.payload,
      headers: { ...headers, 'content-type': DOCUMENT_REQUEST.contentType },
    })
    expect(upload.statusCode).toBe(403)
    expect(upload.json()).toEqual({ mensaje: API_MESSAGES.crossSite })
    await expectNothingStored(current)
  })

  it('accepts the same forms from the site itself', async () => {
    current = await startFormApp(fixture)
    const [contactPath, contact] = JSON_FORMS[0]
    const json = await current.app.inject({ method: 'POST', url: `/api/v1${contactPath}`, payload: contact, headers: SAME_SITE })
    expect(json.statusCode).toBe(201)
    const upload = await current.app.inject({
      method: 'POST',
      url: `/api/v1${API_PATHS.documentRequest}`,
      payload: DOCUMENT_REQUEST.payload,
      headers: { ...SAME_SITE, 'content-type': DOCUMENT_REQUEST.contentType },
    })
    expect(upload.statusCode).toBe(201)
    expect(await current.db.selectFrom('document_requests').selectAll().execute()).toHaveLength(1)
  })
})
