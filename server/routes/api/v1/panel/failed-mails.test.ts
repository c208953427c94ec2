import { afterEach, expect, it } from 'vitest'
import { API_PATHS, PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { MAIL_RETRY_MESSAGES, type FailedMails } from '#contracts/failed-mails.ts'
import type { QueueItem } from '#contracts/queues.ts'
import { STAFF_MESSAGES } from '#contracts/staff.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const API = '/api/v1'
const contact = { nombre: 'Ana', correo: 'ana@example.com', contenido: 'Hola' }
const ficha = {
  apellido_paterno: 'García',
  apellido_materno: 'López',
  nombres: 'Ana',
  correo_electronico: 'ana@example.com',
  telefono: '8711234567',
  nivel_estudio: 'preparatoria',
  campus: 'Torreon Zaragoza Sur',
  carrera: 'Preparatoria Bachillerato General',
}

let current: FormApp | undefined
let sink: SmtpSink | undefined
afterEach(async () => {
  await current?.app.close()
  await sink?.close()
  current = undefined
  sink = undefined
})

/** A contact message and a ficha whose e-mails all failed for good (one attempt allowed, the SMTP server refusing). */
async function startWithFailedMails(fixture: Parameters<typeof startFormApp>[0]) {
  sink = await startSmtpSink()
  sink.refuse(true)
  const clock = testClock('2026-06-01T15:00:00Z')
  current = await startFormApp(fixture, { env: { SMTP_URL: sink.url, CONTACT_MAIL_TO: 'contacto@instituto.example' }, clock, outbox: { policy: { maxAttempts: 1 } } })
  const message = (await postJson(current.app, API_PATHS.contactMessage, contact)).json<{ folio: string }>().folio
  const admission = (await postJson(current.app, API_PATHS.admissionForm, ficha)).json<{ folio: string }>().folio
  expect(await current.app.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 3 })
  return { form: current, sink, clock, message, admission }
}

async function signedIn(form: FormApp, email: string, roles: Parameters<typeof createTestStaff>[2]) {
  await createTestStaff(form, email, roles)
  return signIn(form.app, email)
}

describeOnEachDatabase('failed e-mails in the panel', (fixture) => {
  it('lists the e-mails that failed for the admin, newest first, each with its queue and folio', async () => {
    const { form, message, admission } = await startWithFailedMails(fixture)
    const admin = await signedIn(form, 'admin@instituto.example', ['admin'])

    const response = await form.app.inject({ method: 'GET', url: `${API}${PANEL_API_PATHS.failedMails}`, headers: { cookie: admin } })
    expect(response.statusCode).toBe(200)
    const body = response.json<FailedMails>()
    expect(body.total).toBe(3)
    expect(body.correos.map((mail) => [mail.cola, mail.folio]).sort()).toEqual([
      ['contacto', message],
      ['fichas', admission],
      ['fichas', admission],
    ])
    expect(body.correos[0]?.error).toContain('451')
  })

  it('«Reintentar» puts a failed e-mail back to pending for an immediate attempt, records it in the item history, and it goes out', async () => {
    const { form, sink, clock, message } = await startWithFailedMails(fixture)
    const cookie = await signedIn(form, 'contacto@instituto.example', ['contacto'])
    const [mail] = await form.db.selectFrom('outbox_messages').select(['id', 'subject']).where('source_folio', '=', message).execute()
    clock.advance(60_000)

    const retried = await form.app.inject({ method: 'POST', url: `${API}${QUEUE_API_PATHS.mailRetry('contacto', message, mail!.id)}`, headers: { cookie }, payload: {} })
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json()).toEqual({ estado: 'pendiente' })

    const item = (await form.app.inject({ method: 'GET', url: `${API}${QUEUE_API_PATHS.item('contacto', message)}`, headers: { cookie } })).json<QueueItem>()
    expect(item.correos.map((each) => each.estado)).toEqual(['pendiente'])
    expect(item.historial.at(-1)).toMatchObject({ accion: 'mail-retried', persona: 'contacto@instituto.example', detalle: { correo: mail!.id, asunto: mail!.subject } })

    sink.refuse(false)
    expect(await form.app.outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(sink.received.map((received) => received.headers.get('subject'))).toEqual([mail!.subject])

    // Sent now: no longer failed, so a second «Reintentar» is refused and nothing is sent again.
    const again = await form.app.inject({ method: 'POST', url: `${API}${QUEUE_API_PATHS.mailRetry('contacto', message, mail!.id)}`, headers: { cookie }, payload: {} })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ mensaje: MAIL_RETRY_MESSAGES.notFailed })
  })

  it('refuses an e-mail of another folio, another queue role, and a cross-site request', async () => {
    const { form, message, admission } = await startWithFailedMails(fixture)
    const cookie = await signedIn(form, 'contacto@instituto.example', ['contacto'])
    const [fichaMail] = await form.db.selectFrom('outbox_messages').select('id').where('source_folio', '=', admission).execute()
    const [contactMail] = await form.db.selectFrom('outbox_messages').select('id').where('source_folio', '=', message).execute()

    const otherFolio = await form.app.inject({ method: 'POST', url: `${API}${QUEUE_API_PATHS.mailRetry('contacto', message, fichaMail!.id)}`, headers: { cookie }, payload: {} })
    expect(otherFolio.statusCode).toBe(404)
    expect(otherFolio.json()).toEqual({ mensaje: MAIL_RETRY_MESSAGES.notFound })

    const otherQueue = await form.app.inject({ method: 'POST', url: `${API}${QUEUE_API_PATHS.mailRetry('fichas', admission, fichaMail!.id)}`, headers: { cookie }, payload: {} })
    expect(otherQueue.statusCode).toBe(403)
    expect(otherQueue.json()).toEqual({ mensaje: STAFF_MESSAGES.wrongRole })

    const crossSite = await form.app.inject({
      method: 'POST',
      url: `${API}${QUEUE_API_PATHS.mailRetry('contacto', message, contactMail!.id)}`,
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    })
    expect(crossSite.statusCode).toBe(403)
    const statuses = await form.db.selectFrom('outbox_messages').select('status').execute()
    expect(statuses.every((row) => row.status === 'failed')).toBe(true)
  })
})
