import { readdirSync } from 'node:fs'
import { afterEach, expect, it } from 'vitest'
import { API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { TEXT_MESSAGES } from '#contracts/text-rules.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { postJson, startFormApp, type FormApp } from '#tests/support/server/form-app.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { seedQueueItem } from '#tests/support/server/queue-seeds.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

/*
 * Issue 16, item 1: a NUL (PostgreSQL refuses it in text), a bell and a right-to-left override in
 * any text field are refused with a Spanish 422, nothing stored, never a 5xx.
 */
const ATTACKS = [
  ['NUL', '\u0000', TEXT_MESSAGES.controlChars],
  ['BEL', '\u0007', TEXT_MESSAGES.controlChars],
  ['RLO', '\u202E', TEXT_MESSAGES.bidiChars],
] as const

const contact = { nombre: 'Ana Pérez', correo: 'ana@example.com', telefono: '871 123 4567', contenido: '¿Tienen beca?' }
const ficha = {
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: 'Ana Sofía',
  correo_electronico: 'ana@example.com',
  telefono: '8711234567',
  nivel_estudio: 'Licenciatura',
  campus: 'Torreon',
  carrera: 'Derecho',
}
const documentRequest = {
  nombre_completo: 'María Fernanda López Ruiz',
  correo: 'maria@example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
}

// Where each value goes in a field: inside (a name, a phone) and at the end (an e-mail's domain).
function spoiled(value: string, char: string): string {
  return `${value.slice(0, 2)}${char}${value.slice(2)}`
}

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

async function count(form: FormApp, table: 'contact_messages' | 'admission_forms' | 'document_requests' | 'outbox_messages') {
  const row = await form.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

function postDocument(form: FormApp, fields: Record<string, string>, filename = 'comprobante.pdf') {
  const body = multipartBody(fields, [{ field: 'comprobante_pago', filename, contentType: 'application/pdf', content: pdfBytes() }])
  return form.app.inject({ method: 'POST', url: `/api/v1${API_PATHS.documentRequest}`, payload: body.payload, headers: { 'content-type': body.contentType } })
}

describeOnEachDatabase('control and bidi characters in requests', (fixture) => {
  it.each(ATTACKS)('a %s in any text field of the contact message and the ficha is a 422 in Spanish', async (_name, char, message) => {
    current = await startFormApp(fixture)
    const cases = [
      ...Object.entries(contact).map(([field, value]) => ({ path: API_PATHS.contactMessage, body: { ...contact, [field]: spoiled(value, char) }, field })),
      ...Object.entries(ficha).map(([field, value]) => ({ path: API_PATHS.admissionForm, body: { ...ficha, [field]: spoiled(value, char) }, field })),
    ]
    for (const { path, body, field } of cases) {
      const response = await postJson(current.app, path, body)
      expect({ field, status: response.statusCode, errors: response.json<{ errors: Record<string, string[]> }>().errors[field] }).toEqual({
        field,
        status: 422,
        errors: [message],
      })
    }
    expect([await count(current, 'contact_messages'), await count(current, 'admission_forms'), await count(current, 'outbox_messages')]).toEqual([0, 0, 0])
  })

  it.each(ATTACKS)('a %s in a text field or the file name of a document request is a 422 in Spanish, nothing kept', async (_name, char, message) => {
    current = await startFormApp(fixture)
    const freeText = ['nombre_completo', 'correo', 'telefono']
    for (const [field, value] of Object.entries(documentRequest)) {
      const response = await postDocument(current, { ...documentRequest, [field]: spoiled(value, char) })
      expect(response.statusCode).toBe(422)
      const errors = response.json<{ errors: Record<string, string[]> }>().errors[field]
      // The level and the document are options of a list: any other value is told to choose one.
      expect(errors).toHaveLength(1)
      if (freeText.includes(field)) expect(errors).toEqual([message])
    }
    const named = await postDocument(current, documentRequest, `recibo${char}fdp.exe.pdf`)
    expect(named.statusCode).toBe(422)
    expect(named.json()).toEqual({ errors: { comprobante_pago: [API_MESSAGES.fileNameChars] } })
    expect(await count(current, 'document_requests')).toBe(0)
    expect(readdirSync(current.uploadDir)).toEqual([])
  })

  it('lets line breaks and tabs through in the contact message only', async () => {
    current = await startFormApp(fixture)
    const multiLine = await postJson(current.app, API_PATHS.contactMessage, { ...contact, contenido: 'Hola:\r\n\tquiero informes.\nGracias' })
    expect(multiLine.statusCode).toBe(201)
    const singleLine = await postJson(current.app, API_PATHS.contactMessage, { ...contact, nombre: 'Ana\nPérez' })
    expect(singleLine.json()).toEqual({ errors: { nombre: [TEXT_MESSAGES.controlChars] } })
  })

  it('answers a NUL in a certificate folio, a queue folio, a search or a note with a 4xx, never a 5xx', async () => {
    current = await startFormApp(fixture)
    const lookup = await current.app.inject({ method: 'GET', url: `/api/v1${API_PATHS.certificate('ABC\u0000')}` })
    expect(lookup.statusCode).toBeGreaterThanOrEqual(400)
    expect(lookup.statusCode).toBeLessThan(500)

    await seedQueueItem(current, 'contacto', 'MSG-2026-000001')
    await createTestStaff(current, 'contacto@instituto.example', ['contacto'])
    const cookie = await signIn(current.app, 'contacto@instituto.example')
    const requests = [
      { method: 'GET' as const, url: `/api/v1${QUEUE_API_PATHS.item('contacto', 'MSG\u0000')}` },
      { method: 'GET' as const, url: `/api/v1${QUEUE_API_PATHS.list('contacto')}?q=${encodeURIComponent('Ana\u0000')}` },
      { method: 'POST' as const, url: `/api/v1${QUEUE_API_PATHS.notes('contacto', 'MSG\u0000')}`, payload: { nota: 'Llamar', version: 1 } },
      { method: 'POST' as const, url: `/api/v1${QUEUE_API_PATHS.notes('contacto', 'MSG-2026-000001')}`, payload: { nota: 'Lla\u0000mar', version: 1 } },
    ]
    for (const request of requests) {
      const response = await current.app.inject({ ...request, headers: { cookie } })
      expect({ url: request.url, status: response.statusCode < 500 && response.statusCode >= 400 }).toEqual({ url: request.url, status: true })
    }
    const note = await current.app.inject({ ...requests[3]!, headers: { cookie } })
    expect(note.json()).toEqual({ errors: { nota: [TEXT_MESSAGES.controlChars] } })
  })
})
