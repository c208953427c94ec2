import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import {
  TRACKING_CODE_MAX_TRIES,
  TRACKING_CODE_MINUTES,
  TRACKING_MAX_CODES_PER_FOLIO,
  TRACKING_MAX_REQUESTS_PER_IP,
  TRACKING_WINDOW_MINUTES,
} from '#contracts/limits.ts'
import { paths } from '#contracts/site-paths.ts'
import { TRACKING_MESSAGES, type TrackingResponse } from '#contracts/tracking.ts'
import { buildApp } from '#server/app.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { MAIL_KINDS } from '#server/mail/notifications.ts'
import { postJson, startFormApp, testClock, type FormApp, type TestClock } from '#tests/support/server/form-app.ts'
import { seedBecaApplication, seedDocumentRequest, seedFicha } from '#tests/support/server/queue-rows.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { testConfig } from '#tests/support/server/test-config.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const DOC = 'DOC-2026-000045'
const FICHA = 'FICHA-2026-000123'
const DOC_EMAIL = 'maria@example.com'
const FICHA_EMAIL = 'jose@example.com'
const STAFF_NOTE = 'Nota interna: revisar con la directora'
const STAFF_EMAIL = 'servicios@instituto-ejemplo.edu.mx'
const ASSIGNEE_ID = 'staff-user-0042'
const SENT = { mensaje: TRACKING_MESSAGES.codeSent }

let current: FormApp | undefined
let other: FormApp['app'] | undefined
let sink: SmtpSink | undefined
afterEach(async () => {
  await other?.close()
  await current?.app.close()
  await sink?.close()
  current = undefined
  other = undefined
  sink = undefined
})

/** A validated document request and a ficha followed by someone, each with a history holding a staff note. */
async function seedItems(form: FormApp): Promise<void> {
  await seedDocumentRequest(form.db, DOC, '2026-03-02T16:00:00Z', {}, { status: 'pago-validado', due_on: '2026-03-16' })
  await appendAuditEvent(
    form.db,
    {
      actorId: 'staff-user-0007',
      actorEmail: STAFF_EMAIL,
      action: 'status-changed',
      target: { type: 'documento', id: DOC },
      detail: { de: 'recibida', a: 'pago-validado', nota: STAFF_NOTE },
      ip: '10.1.2.3',
    },
    new Date('2026-03-03T17:30:00Z'),
  )
  await appendAuditEvent(
    form.db,
    { actorId: 'staff-user-0007', actorEmail: STAFF_EMAIL, action: 'note-added', target: { type: 'documento', id: DOC }, detail: { nota: STAFF_NOTE } },
    new Date('2026-03-03T18:00:00Z'),
  )
  await seedFicha(form.db, FICHA, '2026-03-01T15:00:00Z', {}, { status: 'contactada', assignee_id: ASSIGNEE_ID })
  await appendAuditEvent(
    form.db,
    {
      actorId: ASSIGNEE_ID,
      actorEmail: STAFF_EMAIL,
      action: 'status-changed',
      target: { type: 'ficha', id: FICHA },
      detail: { de: 'nueva', a: 'contactada', nota: STAFF_NOTE },
    },
    new Date('2026-03-02T15:00:00Z'),
  )
}

async function start(fixture: Parameters<Parameters<typeof describeOnEachDatabase>[1]>[0], clock: TestClock, env: NodeJS.ProcessEnv = {}) {
  current = await startFormApp(fixture, { clock, env })
  await seedItems(current)
  return current
}

const askCode = (form: FormApp, body: object, remoteAddress = '127.0.0.1') =>
  form.app.inject({ method: 'POST', url: `/api/v1${API_PATHS.trackingCode}`, payload: body, remoteAddress })
const track = (form: FormApp, body: object, remoteAddress = '127.0.0.1') =>
  form.app.inject({ method: 'POST', url: `/api/v1${API_PATHS.tracking}`, payload: body, remoteAddress })

/** The code of the folio's latest tracking e-mail, read from the outbox. */
async function codeFromOutbox(form: FormApp, folio: string): Promise<string> {
  const rows = await form.db
    .selectFrom('outbox_messages')
    .select('text_body')
    .where('source_folio', '=', folio)
    .where('kind', '=', MAIL_KINDS.trackingCode)
    .orderBy('created_at', 'desc')
    .execute()
  const code = /Código: (\d{6})/.exec(rows[0]?.text_body ?? '')?.[1]
  if (code === undefined) throw new Error(`No tracking code e-mailed for ${folio}`)
  return code
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

describeOnEachDatabase('tracking: POST /api/v1/seguimiento/codigo and /seguimiento', (fixture) => {
  it('e-mails a code for a matching folio and e-mail; the code shows the status, its dated steps and the due day, nothing of staff', async () => {
    sink = await startSmtpSink()
    const clock = testClock('2026-03-05T16:00:00Z')
    const form = await start(fixture, clock, {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Instituto <web@example.edu.mx>',
      DOCUMENTS_MAIL_TO: 'servicios@example.edu.mx',
      PUBLIC_BASE_URL: 'https://www.instituto-ejemplo.edu.mx',
    })

    // The folio and the address in any letter case and with spaces, as people type them.
    const asked = await askCode(form, { folio: ` ${DOC.toLowerCase()} `, correo: 'Maria@Example.com' })
    expect(asked.statusCode).toBe(202)
    expect(asked.headers['cache-control']).toBe('no-store')
    expect(asked.json()).toEqual(SENT)

    expect(await form.app.outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const [mail] = sink.received
    expect(mail?.envelopeTo).toEqual([DOC_EMAIL])
    expect(mail?.headers.get('reply-to')).toBe('servicios@example.edu.mx')
    expect(mail?.text).toContain(`https://www.instituto-ejemplo.edu.mx${paths.seguimiento}`)
    expect(mail?.text).toContain(`${TRACKING_CODE_MINUTES} minutos`)
    const code = /Código: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    expect(mail?.headers.get('subject')).toBe(`Tu código de seguimiento: ${code}`)
    // Only a hash is stored.
    const stored = await form.db.selectFrom('tracking_codes').selectAll().execute()
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(code)

    const answer = await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: code })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.json<TrackingResponse>()).toEqual({
      folio: DOC,
      tipo: 'documento',
      estado: 'Pago validado',
      pasos: [
        { estado: 'Recibida', fecha: '2026-03-02T16:00:00.000Z' },
        { estado: 'Pago validado', fecha: '2026-03-03T17:30:00.000Z' },
      ],
      fechaLimite: '2026-03-16',
    })
    for (const secret of [STAFF_NOTE, STAFF_EMAIL, 'staff-user-0007', '10.1.2.3', 'María', '8711234567']) {
      expect(answer.body).not.toContain(secret)
    }

    // A code works once.
    const again = await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: code })
    expect(again.statusCode).toBe(410)
    expect(again.json()).toEqual({ mensaje: TRACKING_MESSAGES.codeGone })
  })

  it("answers a ficha's status without its assignee or notes, and no due day", async () => {
    const form = await start(fixture, testClock('2026-03-05T16:00:00Z'))
    expect((await askCode(form, { folio: FICHA, correo: FICHA_EMAIL })).json()).toEqual(SENT)
    const answer = await track(form, { folio: FICHA, correo: FICHA_EMAIL, codigo: await codeFromOutbox(form, FICHA) })
    expect(answer.json<TrackingResponse>()).toEqual({
      folio: FICHA,
      tipo: 'ficha',
      estado: 'Contactada',
      pasos: [
        { estado: 'Nueva', fecha: '2026-03-01T15:00:00.000Z' },
        { estado: 'Contactada', fecha: '2026-03-02T15:00:00.000Z' },
      ],
    })
    expect(answer.body).not.toContain(ASSIGNEE_ID)
    expect(answer.body).not.toContain(STAFF_NOTE)
  })

  it("answers a beca application's status, steps and granted percentage, without staff notes", async () => {
    const form = await start(fixture, testClock('2026-03-12T16:00:00Z'))
    const folio = 'BECA-2026-000007'
    await seedBecaApplication(form.db, folio, '2026-03-02T16:00:00Z', { correo: 'ana@example.com' }, { status: 'aprobada', porcentaje_aprobado: 30 })
    const moves: { at: string; detail: Record<string, string | number> }[] = [
      { at: '2026-03-04T17:00:00Z', detail: { de: 'recibida', a: 'en-revision' } },
      { at: '2026-03-10T18:00:00Z', detail: { de: 'en-revision', a: 'aprobada', porcentaje: 30, nota: STAFF_NOTE } },
    ]
    for (const { at, detail } of moves) {
      await appendAuditEvent(form.db, { actorId: 'staff-user-0007', actorEmail: STAFF_EMAIL, action: 'status-changed', target: { type: 'beca', id: folio }, detail }, new Date(at))
    }
    expect((await askCode(form, { folio, correo: 'ANA@example.com' })).json()).toEqual(SENT)
    const answer = await track(form, { folio, correo: 'ana@example.com', codigo: await codeFromOutbox(form, folio) })
    expect(answer.json<TrackingResponse>()).toEqual({
      folio,
      tipo: 'beca',
      estado: 'Aprobada',
      pasos: [
        { estado: 'Recibida', fecha: '2026-03-02T16:00:00.000Z' },
        { estado: 'En revisión', fecha: '2026-03-04T17:00:00.000Z' },
        { estado: 'Aprobada', fecha: '2026-03-10T18:00:00.000Z' },
      ],
      porcentajeBeca: 30,
    })
    expect(answer.body).not.toContain(STAFF_NOTE)
  })

  it.each([
    ['another e-mail', { folio: DOC, correo: 'otra@example.com' }],
    ["the ficha's e-mail on the document request", { folio: DOC, correo: FICHA_EMAIL }],
    ['an unknown folio', { folio: 'DOC-2026-999999', correo: DOC_EMAIL }],
    ['a folio of another series', { folio: 'XYZ-2026-000045', correo: DOC_EMAIL }],
  ])('answers %s exactly like a match, and e-mails nothing', async (_case, body) => {
    const form = await start(fixture, testClock('2026-03-05T16:00:00Z'))
    const answer = await askCode(form, body)
    expect(answer.statusCode).toBe(202)
    expect(answer.json()).toEqual(SENT)
    expect(await form.db.selectFrom('outbox_messages').selectAll().execute()).toEqual([])
    expect(await form.db.selectFrom('tracking_codes').selectAll().execute()).toEqual([])
  })

  it('does not track contact messages: the same answer, no e-mail', async () => {
    const form = await start(fixture, testClock('2026-03-05T16:00:00Z'))
    const { folio } = (
      await postJson(form.app, API_PATHS.contactMessage, { nombre: 'Ana', correo: 'ana@example.com', telefono: '', contenido: 'Hola' })
    ).json<{ folio: string }>()
    expect(folio).toMatch(/^MSG-/)
    const before = await form.db.selectFrom('outbox_messages').select('kind').execute()
    expect((await askCode(form, { folio, correo: 'ana@example.com' })).json()).toEqual(SENT)
    expect(await form.db.selectFrom('outbox_messages').select('kind').execute()).toEqual(before)
  })

  it(`refuses a code after ${TRACKING_CODE_MINUTES} minutes`, async () => {
    const clock = testClock('2026-03-05T16:00:00Z')
    const form = await start(fixture, clock)
    await askCode(form, { folio: DOC, correo: DOC_EMAIL })
    const code = await codeFromOutbox(form, DOC)
    clock.advance(TRACKING_CODE_MINUTES * 60_000)
    const late = await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: code })
    expect(late.statusCode).toBe(410)
    expect(late.json()).toEqual({ mensaje: TRACKING_MESSAGES.codeGone })
  })

  it(`ends a code after ${TRACKING_CODE_MAX_TRIES} wrong tries: the next try is refused even with the right code`, async () => {
    const form = await start(fixture, testClock('2026-03-05T16:00:00Z'))
    await askCode(form, { folio: DOC, correo: DOC_EMAIL })
    const code = await codeFromOutbox(form, DOC)
    for (let triesLeft = TRACKING_CODE_MAX_TRIES - 1; triesLeft > 0; triesLeft -= 1) {
      const wrong = await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: otherCode(code) })
      expect(wrong.statusCode).toBe(422)
      expect(wrong.json()).toEqual({ errors: { codigo: [TRACKING_MESSAGES.codigo.wrong(triesLeft)] } })
    }
    const last = await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: otherCode(code) })
    expect(last.statusCode).toBe(410)
    const sixth = await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: code })
    expect(sixth.statusCode).toBe(410)
    expect(sixth.json()).toEqual({ mensaje: TRACKING_MESSAGES.codeGone })
  })

  it('takes the right code typed with another e-mail as a wrong try; a new code replaces the old one', async () => {
    const clock = testClock('2026-03-05T16:00:00Z')
    const form = await start(fixture, clock)
    await askCode(form, { folio: DOC, correo: DOC_EMAIL })
    const first = await codeFromOutbox(form, DOC)
    expect((await track(form, { folio: DOC, correo: FICHA_EMAIL, codigo: first })).statusCode).toBe(422)

    clock.advance(60_000)
    await askCode(form, { folio: DOC, correo: DOC_EMAIL })
    const second = await codeFromOutbox(form, DOC)
    expect(await form.db.selectFrom('tracking_codes').select('tries').execute()).toEqual([{ tries: 0 }])
    if (second !== first) expect((await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: first })).statusCode).toBe(422)
    expect((await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: second })).statusCode).toBe(200)
  })

  it('answers bad input with 422 and Spanish messages, never a 500', async () => {
    const form = await start(fixture, testClock('2026-03-05T16:00:00Z'))
    const bad = await askCode(form, { folio: 'DROP TABLE', correo: 'no-es-correo' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toEqual({ errors: { folio: [TRACKING_MESSAGES.folio.format], correo: [TRACKING_MESSAGES.correo.format] } })
    const badCode = await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: '12a456' })
    expect(badCode.json()).toEqual({ errors: { codigo: [TRACKING_MESSAGES.codigo.format] } })
    for (const payload of [[], 'texto', { folio: 5, correo: null, codigo: 123456 }]) {
      expect((await track(form, payload as object)).statusCode).toBeLessThan(500)
    }
  })

  it(`limits code requests per folio and e-mail (${TRACKING_MAX_CODES_PER_FOLIO} a window): requests with other e-mails never hold out the owner`, async () => {
    const clock = testClock('2026-03-05T16:00:00Z')
    const form = await start(fixture, clock)
    for (let index = 0; index < TRACKING_MAX_CODES_PER_FOLIO + 2; index += 1) {
      expect((await askCode(form, { folio: DOC, correo: `persona${index}@example.com` }, `10.0.0.${index + 1}`)).statusCode).toBe(202)
    }
    expect(await form.db.selectFrom('tracking_codes').selectAll().execute()).toEqual([])
    for (let index = 0; index < TRACKING_MAX_CODES_PER_FOLIO; index += 1) {
      expect((await askCode(form, { folio: DOC, correo: index === 0 ? DOC_EMAIL.toUpperCase() : DOC_EMAIL }, '10.0.0.99')).statusCode).toBe(202)
    }
    expect(await codeFromOutbox(form, DOC)).toMatch(/^\d{6}$/)
    const refused = await askCode(form, { folio: DOC, correo: DOC_EMAIL }, '10.0.0.98')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json<{ mensaje: string }>().mensaje).toMatch(/^Hiciste demasiadas consultas seguidas\. Intenta de nuevo en \d+ minutos?\.$/)
    // An unknown folio is limited the same way, so the refusal tells nothing either.
    for (let index = 0; index < TRACKING_MAX_CODES_PER_FOLIO; index += 1) await askCode(form, { folio: 'DOC-2026-999999', correo: DOC_EMAIL })
    expect((await askCode(form, { folio: 'DOC-2026-999999', correo: DOC_EMAIL })).statusCode).toBe(429)

    clock.advance(TRACKING_WINDOW_MINUTES * 60_000)
    expect((await askCode(form, { folio: DOC, correo: DOC_EMAIL }, '10.0.0.99')).statusCode).toBe(202)
  })

  it(`limits each endpoint per client address (${TRACKING_MAX_REQUESTS_PER_IP} a window), counted in the database for every process`, async () => {
    const clock = testClock('2026-03-05T16:00:00Z')
    const form = await start(fixture, clock)
    // A second server on the same database: its requests count against the same address.
    other = await buildApp(testConfig(join(tmpdir(), 'instituto-no-site')), {
      database: fixture.open(form.databaseConfig),
      clock: () => clock.now(),
      outbox: { autoStart: false },
    })
    const servers = [form.app, other]
    for (let index = 0; index < TRACKING_MAX_REQUESTS_PER_IP; index += 1) {
      const server = servers[index % 2] ?? form.app
      const response = await server.inject({
        method: 'POST',
        url: `/api/v1${API_PATHS.tracking}`,
        payload: { folio: DOC, correo: DOC_EMAIL, codigo: '123456' },
        remoteAddress: '10.9.9.9',
      })
      expect(response.statusCode).not.toBe(429)
    }
    const refused = await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: '123456' }, '10.9.9.9')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    // Junk is counted too (the limit comes before the body is read).
    expect((await track(form, { nada: true }, '10.9.9.9')).statusCode).toBe(429)
    // Another address, and the other endpoint, are not affected.
    expect((await track(form, { folio: DOC, correo: DOC_EMAIL, codigo: '123456' }, '10.9.9.8')).statusCode).toBe(410)
    expect((await askCode(form, { folio: DOC, correo: DOC_EMAIL }, '10.9.9.9')).statusCode).toBe(202)
  })
})
