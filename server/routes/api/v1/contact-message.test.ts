import type { FastifyInstance } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { ORIGIN_MESSAGE } from '#contracts/attribution.ts'
import { CONTACT_MESSAGE_MESSAGES as MESSAGES } from '#contracts/contact-message.ts'
import { EMAIL_MAX_CHARS, JSON_BODY_MAX_BYTES, MESSAGE_MAX_CHARS, NAME_MAX_CHARS } from '#contracts/limits.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const PATH = API_PATHS.contactMessage
const valid = { nombre: 'Ana Pérez', correo: 'ana@example.com', telefono: '871 123 4567', contenido: '¿Tienen beca?' }

let current: FormApp | undefined
let sink: SmtpSink | undefined

afterEach(async () => {
  await current?.app.close()
  await sink?.close()
  current = undefined
  sink = undefined
})

async function storedCounts(form: FormApp) {
  const messages = await form.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const outbox = await form.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return { messages: Number(messages.n), outbox: Number(outbox.n) }
}

function post(app: FastifyInstance, body: unknown, headers?: Record<string, string>) {
  return postJson(app, PATH, body, headers)
}

describeOnEachDatabase('POST /api/v1/enviar-mensaje', (fixture) => {
  it('stores the message trimmed, with the e-mail in lower case, and answers 201 with a folio', async () => {
    current = await startFormApp(fixture, { clock: testClock('2026-03-10T16:00:00Z') })
    const response = await post(current.app, {
      nombre: '  Ana Pérez ',
      correo: ' Ana@Example.COM ',
      telefono: '',
      contenido: ' Hola\nquiero informes ',
    })

    expect(response.statusCode).toBe(201)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ ok: true, folio: 'MSG-2026-000001' })
    expect(await current.db.selectFrom('contact_messages').selectAll().execute()).toEqual([
      {
        folio: 'MSG-2026-000001',
        nombre: 'Ana Pérez',
        correo: 'ana@example.com',
        telefono: null,
        contenido: 'Hola\nquiero informes',
        created_at: '2026-03-10T16:00:00.000Z',
        // It enters the contact queue as new, findable by name without accents.
        status: 'nuevo',
        version: 1,
        closed_at: null,
        search_text: 'msg-2026-000001 ana perez ana@example.com',
        // Sent without the visit's origin (no JavaScript, an older page).
        origen: null,
        origen_fuente: null,
        origen_campana: null,
        // Issue 38: its person, and its first answer due by the end of the next business day.
        person_id: expect.any(String),
        respond_by: '2026-03-11',
        first_response_at: null,
      },
    ])
    // The staff e-mail waits in the outbox, written with the message.
    const outbox = await current.db.selectFrom('outbox_messages').selectAll().execute()
    expect(outbox).toMatchObject([
      { source_folio: 'MSG-2026-000001', kind: 'contact-staff', status: 'pending', attempts: 0, reply_to: 'ana@example.com' },
    ])

    expect((await post(current.app, valid)).json()).toEqual({ ok: true, folio: 'MSG-2026-000002' })
  })

  it('stores the visit origin with the message, its last source and campaign apart, and refuses a malformed one under origen', async () => {
    current = await startFormApp(fixture)
    const origen = {
      primera: { referente: 'www.google.com', aterrizaje: '/inicio', anuncio: false },
      ultima: { utm_source: 'Facebook', utm_medium: 'cpc', utm_campaign: 'Primavera', aterrizaje: '/inicio/contacto', anuncio: true },
    }
    expect((await post(current.app, { ...valid, origen })).statusCode).toBe(201)
    const row = await current.db.selectFrom('contact_messages').select(['origen', 'origen_fuente', 'origen_campana']).executeTakeFirstOrThrow()
    expect({ ...row, origen: JSON.parse(row.origen ?? '') as unknown }).toEqual({ origen, origen_fuente: 'facebook', origen_campana: 'primavera' })

    const malformed = await post(current.app, { ...valid, origen: { primera: origen.primera, ultima: { ...origen.ultima, aterrizaje: 'https://evil.example/' } } })
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json()).toEqual({ errors: { origen: [ORIGIN_MESSAGE] } })
    expect(await storedCounts(current)).toMatchObject({ messages: 1 })
  })

  it('e-mails the staff through a real SMTP server: recipients, subject, folio and message', async () => {
    sink = await startSmtpSink()
    current = await startFormApp(fixture, {
      env: { SMTP_URL: sink.url, CONTACT_MAIL_TO: 'contacto@example.edu.mx, direccion@example.edu.mx' },
    })
    const { folio } = (await post(current.app, { ...valid, contenido: 'Quiero <b>informes</b> de Derecho' })).json<{
      folio: string
    }>()

    expect(await current.app.outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(sink.received).toHaveLength(1)
    const [mail] = sink.received
    expect(mail?.envelopeTo).toEqual(['contacto@example.edu.mx', 'direccion@example.edu.mx'])
    expect(mail?.headers.get('subject')).toBe(`Nuevo mensaje de contacto ${folio}`)
    expect(mail?.headers.get('reply-to')).toBe('ana@example.com')
    expect(mail?.text).toContain(`Folio: ${folio}`)
    expect(mail?.text).toContain('Nombre: Ana Pérez')
    expect(mail?.text).toContain('Teléfono: 871 123 4567')
    expect(mail?.text).toContain('Quiero <b>informes</b> de Derecho')
    // What a person typed never becomes markup.
    expect(mail?.html).toContain('Quiero &lt;b&gt;informes&lt;/b&gt; de Derecho')
    expect(await current.db.selectFrom('outbox_messages').select(['status', 'attempts']).execute()).toEqual([
      { status: 'sent', attempts: 1 },
    ])
  })

  it.each([
    ['nothing at all', {}, { nombre: [MESSAGES.nombre.required], correo: [MESSAGES.correo.required], contenido: [MESSAGES.contenido.required] }],
    ['blank texts', { nombre: '  ', correo: ' ', contenido: '\n\t' }, { nombre: [MESSAGES.nombre.required], correo: [MESSAGES.correo.required], contenido: [MESSAGES.contenido.required] }],
    ['no nombre', { ...valid, nombre: undefined }, { nombre: [MESSAGES.nombre.required] }],
    ['no correo', { ...valid, correo: undefined }, { correo: [MESSAGES.correo.required] }],
    ['no contenido', { ...valid, contenido: undefined }, { contenido: [MESSAGES.contenido.required] }],
    ['a correo without domain', { ...valid, correo: 'ana@' }, { correo: [MESSAGES.correo.format] }],
    ['a correo with spaces', { ...valid, correo: 'ana perez@example.com' }, { correo: [MESSAGES.correo.format] }],
    ['a correo too long', { ...valid, correo: `${'a'.repeat(EMAIL_MAX_CHARS)}@example.com` }, { correo: [MESSAGES.correo.tooLong] }],
    ['a nombre too long', { ...valid, nombre: 'a'.repeat(NAME_MAX_CHARS + 1) }, { nombre: [MESSAGES.nombre.tooLong] }],
    ['a contenido too long', { ...valid, contenido: 'a'.repeat(MESSAGE_MAX_CHARS + 1) }, { contenido: [MESSAGES.contenido.tooLong] }],
    ['a telefono with letters', { ...valid, telefono: '871-ABC-4567' }, { telefono: [MESSAGES.telefono.format] }],
    ['a telefono too short', { ...valid, telefono: '12345' }, { telefono: [MESSAGES.telefono.format] }],
    ['a telefono too long', { ...valid, telefono: '1'.repeat(21) }, { telefono: [MESSAGES.telefono.tooLong] }],
    ['numbers instead of text', { nombre: 7, correo: 7, telefono: 7, contenido: 7 }, { nombre: [MESSAGES.nombre.required], correo: [MESSAGES.correo.required], telefono: [MESSAGES.telefono.format], contenido: [MESSAGES.contenido.required] }],
  ])('answers 422 with Spanish field errors for %s, and stores nothing', async (_case, body, errors) => {
    current = await startFormApp(fixture)
    const response = await post(current.app, body)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ errors })
    expect(await storedCounts(current)).toEqual({ messages: 0, outbox: 0 })
  })

  it('answers 400 { mensaje } for malformed JSON, an empty body and a body that is not an object', async () => {
    current = await startFormApp(fixture)
    const json = { 'content-type': 'application/json' }
    const cases = [
      [await post(current.app, '{"nombre": "Ana",', json), API_MESSAGES.invalidJson],
      [await post(current.app, '', json), API_MESSAGES.emptyJson],
      [await post(current.app, '[1, 2]', json), API_MESSAGES.bodyNotObject],
      [await post(current.app, 'null', json), API_MESSAGES.bodyNotObject],
      [await post(current.app, '"hola"', json), API_MESSAGES.bodyNotObject],
      [await post(current.app, '{"__proto__": {"x": 1}}', json), API_MESSAGES.invalidJson],
    ] as const
    for (const [response, mensaje] of cases) {
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ mensaje })
    }
    expect(await storedCounts(current)).toEqual({ messages: 0, outbox: 0 })
  })

  it('answers 413 { mensaje } for a body over the limit', async () => {
    current = await startFormApp(fixture)
    const response = await post(current.app, { ...valid, contenido: 'a'.repeat(JSON_BODY_MAX_BYTES) })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ mensaje: API_MESSAGES.bodyTooLarge })
  })

  it('answers 415 { mensaje } for anything but JSON', async () => {
    current = await startFormApp(fixture)
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await post(current.app, 'nombre=Ana', { 'content-type': contentType })
      expect(response.statusCode, contentType).toBe(415)
      expect(response.json()).toEqual({ mensaje: API_MESSAGES.unsupportedMediaType })
    }
    const untyped = await current.app.inject({ method: 'POST', url: `/api/v1${PATH}`, payload: 'nombre=Ana' })
    expect(untyped.statusCode).toBe(415)
    expect(await storedCounts(current)).toEqual({ messages: 0, outbox: 0 })
  })

  it('limits each client address, answering 429 { mensaje } in Spanish once the limit is reached', async () => {
    current = await startFormApp(fixture, { env: { RATE_LIMIT_MAX: '2' } })
    expect((await post(current.app, valid)).statusCode).toBe(201)
    expect((await post(current.app, {})).statusCode).toBe(422)
    const limited = await post(current.app, valid)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ mensaje: API_MESSAGES.tooManyRequestsFor(Number(limited.headers['retry-after'])) })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is counted on its own.
    const other = await current.app.inject({ method: 'POST', url: `/api/v1${PATH}`, payload: valid, remoteAddress: '10.0.0.9' })
    expect(other.statusCode).toBe(201)
    expect(await storedCounts(current)).toEqual({ messages: 2, outbox: 2 })
  })

  it('answers a filled honeypot like a success, but stores and sends nothing', async () => {
    current = await startFormApp(fixture)
    const response = await post(current.app, { ...valid, website: 'https://spam.example' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ ok: true, folio: expect.stringMatching(/^MSG-\d{4}-\d{6}$/) })
    expect(await storedCounts(current)).toEqual({ messages: 0, outbox: 0 })
    // Even an otherwise invalid body: a bot learns nothing from the answer.
    expect((await post(current.app, { website: 'x' })).statusCode).toBe(201)
    // An empty honeypot is what people send.
    expect((await post(current.app, { ...valid, website: '' })).json()).toEqual({ ok: true, folio: expect.stringMatching(/-000001$/) })
  })
})
