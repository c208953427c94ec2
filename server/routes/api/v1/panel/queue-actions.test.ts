import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { STATUS_MESSAGES } from '#contracts/api-responses.ts'
import { DELIVERY_MAX_FILES, UPLOAD_MAX_BYTES } from '#contracts/limits.ts'
import { QUEUE_MESSAGES, queueStatusLabel, queueStatuses } from '#contracts/queues.ts'
import { STAFF_MESSAGES, type StaffQueue, type StaffRole } from '#contracts/staff.ts'
import { paths } from '#contracts/site-paths.ts'
import { listAuditEvents } from '#server/db/audit-events.ts'
import { API_MESSAGES } from '#server/http/messages.ts'
import { downloadName } from '#server/http/stored-file-reply.ts'
import { startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { multipartBody, pdfBytes, type FilePart } from '#tests/support/server/multipart.ts'
import { jpegBytes, jpegThenScript, pdfHeaderThenHtml, pdfThenHtml, pngBytes, pngThenScript } from '#tests/support/server/upload-samples.ts'
import { SEEDED_PERSON, SEEDED_RECEIPT, seedQueueItem } from '#tests/support/server/queue-seeds.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const API = '/api/v1'
const ENV = { CONTACT_MAIL_TO: 'contacto@instituto.example', DOCUMENTS_MAIL_TO: 'escolares@instituto.example', PUBLIC_BASE_URL: 'https://instituto.example' }

/**
 * The moves issue 14 allows (with the readings of docs/decisions/023), written out here rather
 * than read from contracts/queues.ts, and what each needs. Every other pair of statuses is refused.
 */
const ALLOWED: { readonly [Queue in StaffQueue]: Readonly<Record<string, 'plain' | 'reason' | 'appointment' | 'reply' | 'delivery' | 'percentage'>> } = {
  contacto: { 'nuevo→respondido': 'reply', 'respondido→respondido': 'reply', 'respondido→cerrado': 'plain' },
  fichas: {
    'nueva→contactada': 'plain',
    'contactada→cita-agendada': 'appointment',
    'cita-agendada→cita-agendada': 'appointment',
    'cita-agendada→inscrita': 'plain',
    'nueva→descartada': 'reason',
    'contactada→descartada': 'reason',
    'cita-agendada→descartada': 'reason',
  },
  documentos: { 'recibida→pago-validado': 'plain', 'recibida→pago-rechazado': 'reason', 'pago-validado→entregada': 'delivery' },
  becas: { 'recibida→en-revision': 'plain', 'en-revision→aprobada': 'percentage', 'en-revision→rechazada': 'reason' },
}

const ROLE_OF: Readonly<Record<StaffQueue, StaffRole>> = { contacto: 'contacto', fichas: 'admisiones', documentos: 'servicios-escolares', becas: 'servicios-escolares' }

let current: FormApp | undefined
let sink: SmtpSink | undefined
afterEach(async () => {
  await current?.app.close()
  await sink?.close()
  current = undefined
  sink = undefined
})

/** The app, and a signed-in staff member with `role`. */
async function startWith(fixture: Parameters<typeof startFormApp>[0], role: StaffRole, options: Parameters<typeof startFormApp>[1] = {}) {
  current = await startFormApp(fixture, { ...options, env: { ...ENV, ...options.env } })
  await createTestStaff(current, `${role}@instituto.example`, [role])
  return { form: current, cookie: await signIn(current.app, `${role}@instituto.example`) }
}

function send(app: FastifyInstance, cookie: string, method: 'POST' | 'PUT', path: string, payload: object) {
  return app.inject({ method, url: `${API}${path}`, headers: { cookie }, payload })
}

async function queueEvents(form: FormApp) {
  const { items } = await listAuditEvents(form.db, { pagina: 1 })
  return items.filter((event) => event.target !== null && event.target.type !== 'staff').reverse()
}

function rowOf(form: FormApp, table: 'contact_messages' | 'admission_forms' | 'document_requests' | 'beca_applications', folio: string) {
  return form.db.selectFrom(table).selectAll().where('folio', '=', folio).executeTakeFirstOrThrow()
}

function outboxOf(form: FormApp, folio: string) {
  return form.db.selectFrom('outbox_messages').selectAll().where('source_folio', '=', folio).execute()
}

function document(content: Buffer, filename = 'constancia.pdf'): FilePart {
  return { field: 'archivos', filename, contentType: 'application/pdf', content }
}

function deliver(form: FormApp, cookie: string, folio: string, fields: Record<string, string>, files: FilePart[]) {
  const body = multipartBody(fields, files)
  return form.app.inject({
    method: 'POST',
    url: `${API}${QUEUE_API_PATHS.delivery(folio)}`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  })
}

function uploadedFiles(form: FormApp): string[] {
  try {
    return readdirSync(form.uploadDir).sort()
  } catch {
    return []
  }
}

describeOnEachDatabase('queue workflows: every move allowed or refused by the server', (fixture) => {
  for (const queue of ['contacto', 'fichas', 'documentos', 'becas'] as const) {
    it(`${queue}: each pair of statuses moves (200) or is refused with 409 and the reason`, async () => {
      const { form, cookie } = await startWith(fixture, ROLE_OF[queue])
      const statuses = queueStatuses(queue) as readonly string[]
      const outcomes: Record<string, string> = {}
      const expected: Record<string, string> = {}
      let number = 0
      for (const from of statuses) {
        for (const to of statuses) {
          const pair = `${from}→${to}`
          const folio = `T-${(number += 1)}`
          await seedQueueItem(form, queue, folio, { status: from })
          const need = ALLOWED[queue][pair]
          const extra = need === 'reason' ? { nota: 'Motivo de prueba' } : need === 'appointment' ? { cita: '2026-03-20T10:30' } : need === 'percentage' ? { porcentaje: 30 } : {}
          const answer = await send(form.app, cookie, 'POST', QUEUE_API_PATHS.status(queue, folio), { estado: to, version: 1, ...extra })
          outcomes[pair] = `${answer.statusCode} ${answer.statusCode === 200 ? answer.json<{ estado: string }>().estado : answer.json<{ mensaje: string }>().mensaje}`
          expected[pair] =
            need === 'reply'
              ? `409 ${QUEUE_MESSAGES.useReply}`
              : need === 'delivery'
                ? `409 ${QUEUE_MESSAGES.useDelivery}`
                : need === undefined
                  ? `409 ${QUEUE_MESSAGES.invalidTransition(queueStatusLabel(queue, from), queueStatusLabel(queue, to))}`
                  : `200 ${to}`
        }
      }
      expect(outcomes).toEqual(expected)
    })
  }

  it('asks for the reason and the appointment where a move needs them, and takes an appointment nowhere else', async () => {
    const { form, cookie } = await startWith(fixture, 'admisiones')
    await seedQueueItem(form, 'fichas', 'F-1', { status: 'nueva' })
    await seedQueueItem(form, 'fichas', 'F-2', { status: 'contactada' })
    const change = (folio: string, body: object) => send(form.app, cookie, 'POST', QUEUE_API_PATHS.status('fichas', folio), { version: 1, ...body })

    for (const nota of [undefined, '   ']) {
      const refused = await change('F-1', { estado: 'descartada', nota })
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toEqual({ errors: { nota: [QUEUE_MESSAGES.reasonRequired] } })
    }
    expect((await change('F-1', { estado: 'contactada', cita: '2026-03-20T10:30' })).json()).toEqual({ errors: { cita: [QUEUE_MESSAGES.appointmentNotExpected] } })
    expect((await change('F-2', { estado: 'cita-agendada' })).json()).toEqual({ errors: { cita: [QUEUE_MESSAGES.appointmentRequired] } })
    expect((await change('F-2', { estado: 'cita-agendada', cita: '2026-02-30T10:30' })).statusCode).toBe(422)

    const booked = await change('F-2', { estado: 'cita-agendada', cita: '2026-03-20T10:30', nota: 'Vendrá con su mamá' })
    expect(booked.json()).toEqual({ estado: 'cita-agendada', version: 2 })
    expect(await rowOf(form, 'admission_forms', 'F-2')).toMatchObject({ status: 'cita-agendada', appointment: '2026-03-20T10:30', version: 2, closed_at: null })
    const discarded = await change('F-1', { estado: 'descartada', nota: 'No contestó en tres semanas' })
    expect(discarded.json()).toEqual({ estado: 'descartada', version: 2 })
    expect((await rowOf(form, 'admission_forms', 'F-1')).closed_at).not.toBeNull()

    expect((await queueEvents(form)).map(({ action, actorEmail, target, detail }) => ({ action, actorEmail, target, detail }))).toEqual([
      {
        action: 'status-changed',
        actorEmail: 'admisiones@instituto.example',
        target: { type: 'ficha', id: 'F-2' },
        detail: { de: 'contactada', a: 'cita-agendada', nota: 'Vendrá con su mamá', cita: '2026-03-20T10:30' },
      },
      { action: 'status-changed', actorEmail: 'admisiones@instituto.example', target: { type: 'ficha', id: 'F-1' }, detail: { de: 'nueva', a: 'descartada', nota: 'No contestó en tres semanas' } },
    ])
  })

  it('lets exactly one of two changes made at once from the same version win; the other gets 409', async () => {
    const { form, cookie } = await startWith(fixture, 'admisiones')
    await seedQueueItem(form, 'fichas', 'F-1')
    const path = QUEUE_API_PATHS.status('fichas', 'F-1')
    const answers = await Promise.all([
      send(form.app, cookie, 'POST', path, { estado: 'contactada', version: 1 }),
      send(form.app, cookie, 'POST', path, { estado: 'descartada', nota: 'Duplicada', version: 1 }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const loser = answers.find((answer) => answer.statusCode === 409)
    expect(loser?.json()).toEqual({ mensaje: QUEUE_MESSAGES.staleVersion })
    const winner = answers.find((answer) => answer.statusCode === 200)?.json<{ estado: string }>()
    expect(await rowOf(form, 'admission_forms', 'F-1')).toMatchObject({ status: winner?.estado, version: 2 })
    expect((await queueEvents(form)).map((event) => event.action)).toEqual(['status-changed'])
  })

  it('records a note in the history and bumps the version, so a stale screen learns; an unknown folio is 404', async () => {
    const { form, cookie } = await startWith(fixture, 'contacto')
    await seedQueueItem(form, 'contacto', 'MSG-1')
    const note = (version: number, folio = 'MSG-1') => send(form.app, cookie, 'POST', QUEUE_API_PATHS.notes('contacto', folio), { nota: 'Llamé y no contestó', version })

    expect((await note(1)).json()).toEqual({ estado: 'nuevo', version: 2 })
    const stale = await note(1)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ mensaje: QUEUE_MESSAGES.staleVersion })
    const unknown = await note(1, 'MSG-404')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ mensaje: QUEUE_MESSAGES.notFound })
    const events = await queueEvents(form)
    expect(events.map(({ action, target, detail }) => ({ action, target, detail }))).toEqual([
      { action: 'note-added', target: { type: 'contacto', id: 'MSG-1' }, detail: { nota: 'Llamé y no contestó' } },
    ])
  })

  it('replies to a contact message by e-mail through the outbox and marks it answered; again while open, not once closed', async () => {
    const { form, cookie } = await startWith(fixture, 'contacto')
    await seedQueueItem(form, 'contacto', 'MSG-1')
    const reply = (respuesta: string, version: number) => send(form.app, cookie, 'POST', QUEUE_API_PATHS.reply('MSG-1'), { respuesta, version })

    const answered = await reply('Hola Ana:\nSí, hay becas <deportivas> del 50 %.', 1)
    expect(answered.json()).toEqual({ estado: 'respondido', version: 2 })
    const [mail] = await outboxOf(form, 'MSG-1')
    expect(mail).toMatchObject({
      kind: 'contact-reply',
      recipients: SEEDED_PERSON.correo,
      reply_to: 'contacto@instituto.example',
      subject: 'Respuesta a tu mensaje MSG-1',
      status: 'pending',
    })
    expect(mail?.text_body).toContain('Sí, hay becas <deportivas> del 50 %.')
    expect(mail?.text_body).toContain('¿Tienen beca <deportiva>?')
    expect(mail?.html_body).toContain('hay becas &lt;deportivas&gt; del 50 %.')
    expect(mail?.html_body).toContain('¿Tienen beca &lt;deportiva&gt;?')
    expect(mail?.html_body).not.toContain('<deportiva')

    expect((await reply('Además: la convocatoria abre en abril.', 2)).json()).toEqual({ estado: 'respondido', version: 3 })
    expect((await send(form.app, cookie, 'POST', QUEUE_API_PATHS.status('contacto', 'MSG-1'), { estado: 'cerrado', version: 3 })).statusCode).toBe(200)
    const closed = await reply('Otra cosa', 4)
    expect(closed.statusCode).toBe(409)
    expect(closed.json()).toEqual({ mensaje: QUEUE_MESSAGES.invalidTransition('Cerrado', 'Respondido') })

    const [first] = await queueEvents(form)
    expect(first).toMatchObject({
      action: 'reply-sent',
      target: { type: 'contacto', id: 'MSG-1' },
      detail: { de: 'nuevo', a: 'respondido', respuesta: 'Hola Ana:\nSí, hay becas <deportivas> del 50 %.', correo: mail?.id },
    })
  })

  it('e-mails the requester the reason of a rejected payment and how to request again; closes the request', async () => {
    const { form, cookie } = await startWith(fixture, 'servicios-escolares')
    await seedQueueItem(form, 'documentos', 'DOC-1')
    const rejected = await send(form.app, cookie, 'POST', QUEUE_API_PATHS.status('documentos', 'DOC-1'), {
      estado: 'pago-rechazado',
      nota: 'El comprobante es de otra persona.',
      version: 1,
    })
    expect(rejected.json()).toEqual({ estado: 'pago-rechazado', version: 2 })
    expect((await rowOf(form, 'document_requests', 'DOC-1')).closed_at).not.toBeNull()
    const [mail] = await outboxOf(form, 'DOC-1')
    expect(mail).toMatchObject({ kind: 'document-rejected', recipients: SEEDED_PERSON.correo, reply_to: 'escolares@instituto.example' })
    expect(mail?.subject).toContain('DOC-1')
    expect(mail?.text_body).toContain('El comprobante es de otra persona.')
    expect(mail?.text_body).toContain(`https://instituto.example${paths.documentos}`)
    const [event] = await queueEvents(form)
    expect(event?.detail).toEqual({ de: 'recibida', a: 'pago-rechazado', nota: 'El comprobante es de otra persona.', correo: mail?.id })
  })

  it('takes a beca application from Recibida to En revisión to Aprobada with 30 %, e-mailing the applicant at each move', async () => {
    const { form, cookie } = await startWith(fixture, 'servicios-escolares')
    await seedQueueItem(form, 'becas', 'BECA-1')
    const change = (body: object) => send(form.app, cookie, 'POST', QUEUE_API_PATHS.status('becas', 'BECA-1'), body)

    expect((await change({ estado: 'en-revision', version: 1, porcentaje: 30 })).json()).toEqual({ errors: { porcentaje: [QUEUE_MESSAGES.percentageNotExpected] } })
    expect((await change({ estado: 'en-revision', version: 1 })).json()).toEqual({ estado: 'en-revision', version: 2 })
    expect((await change({ estado: 'aprobada', version: 2 })).json()).toEqual({ errors: { porcentaje: [QUEUE_MESSAGES.percentageRequired] } })
    for (const porcentaje of [0, 101, 12.5]) {
      expect((await change({ estado: 'aprobada', version: 2, porcentaje })).json()).toEqual({ errors: { porcentaje: [QUEUE_MESSAGES.percentageFormat] } })
    }
    expect((await change({ estado: 'aprobada', version: 2, porcentaje: 30 })).json()).toEqual({ estado: 'aprobada', version: 3 })
    expect(await rowOf(form, 'beca_applications', 'BECA-1')).toMatchObject({ status: 'aprobada', porcentaje_aprobado: 30 })
    expect((await rowOf(form, 'beca_applications', 'BECA-1')).closed_at).not.toBeNull()

    const mails = await outboxOf(form, 'BECA-1')
    expect(mails.map(({ kind, recipients, reply_to, subject }) => ({ kind, recipients, reply_to, subject }))).toEqual([
      { kind: 'beca-in-review', recipients: SEEDED_PERSON.correo, reply_to: 'escolares@instituto.example', subject: 'Tu solicitud de beca BECA-1: en revisión' },
      { kind: 'beca-approved', recipients: SEEDED_PERSON.correo, reply_to: 'escolares@instituto.example', subject: 'Tu solicitud de beca BECA-1: aprobada' },
    ])
    expect(mails[0]?.text_body).toContain(`https://instituto.example${paths.seguimiento}`)
    expect(mails[1]?.text_body).toContain('Porcentaje de beca: 30 %')
    expect(mails[1]?.text_body).toContain('Beca académica')
    expect((await queueEvents(form)).map(({ action, target, detail }) => ({ action, target, detail }))).toEqual([
      { action: 'status-changed', target: { type: 'beca', id: 'BECA-1' }, detail: { de: 'recibida', a: 'en-revision', correo: mails[0]?.id } },
      { action: 'status-changed', target: { type: 'beca', id: 'BECA-1' }, detail: { de: 'en-revision', a: 'aprobada', porcentaje: 30, correo: mails[1]?.id } },
    ])
  })

  it('rejects a beca application only with a reason, and e-mails the reason and the way to the becas page', async () => {
    const { form, cookie } = await startWith(fixture, 'servicios-escolares')
    await seedQueueItem(form, 'becas', 'BECA-2', { status: 'en-revision' })
    const change = (body: object) => send(form.app, cookie, 'POST', QUEUE_API_PATHS.status('becas', 'BECA-2'), { estado: 'rechazada', version: 1, ...body })
    expect((await change({})).json()).toEqual({ errors: { nota: [QUEUE_MESSAGES.reasonRequired] } })
    expect((await change({ nota: 'El promedio del último periodo es menor a 8.5.' })).json()).toEqual({ estado: 'rechazada', version: 2 })
    const [mail] = await outboxOf(form, 'BECA-2')
    expect(mail).toMatchObject({ kind: 'beca-rejected', recipients: SEEDED_PERSON.correo, subject: 'Tu solicitud de beca BECA-2: no aprobada' })
    expect(mail?.text_body).toContain('El promedio del último periodo es menor a 8.5.')
    expect(mail?.text_body).toContain(`https://instituto.example${paths.becas}`)
    expect((await rowOf(form, 'beca_applications', 'BECA-2')).closed_at).not.toBeNull()
  })

  it('downloads a beca application\'s document for its role, audited; another application\'s document id is 404', async () => {
    const { form, cookie } = await startWith(fixture, 'servicios-escolares')
    await seedQueueItem(form, 'becas', 'BECA-3', { withReceiptFile: true })
    await seedQueueItem(form, 'becas', 'BECA-4')
    const get = (folio: string, id: string) => form.app.inject({ method: 'GET', url: `${API}${QUEUE_API_PATHS.becaDocument(folio, id)}`, headers: { cookie } })
    const download = await get('BECA-3', 'BECA-3-doc-1')
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.rawPayload.equals(SEEDED_RECEIPT)).toBe(true)
    const foreign = await get('BECA-3', 'BECA-4-doc-1')
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ mensaje: QUEUE_MESSAGES.noBecaDocument })
    const [event] = await queueEvents(form)
    expect(event).toMatchObject({ action: 'beca-document-viewed', target: { type: 'beca', id: 'BECA-3' }, detail: { archivos: ['boleta.pdf'] } })
  })

  it('starts the promise when the payment is validated: on Friday 13 March 2026 it is due Wednesday 18 March (weekend and 16 March off)', async () => {
    const { form, cookie } = await startWith(fixture, 'servicios-escolares', { clock: testClock('2026-03-13T18:00:00Z') })
    await seedQueueItem(form, 'documentos', 'DOC-1')
    const validated = await send(form.app, cookie, 'POST', QUEUE_API_PATHS.status('documentos', 'DOC-1'), { estado: 'pago-validado', version: 1 })
    expect(validated.json()).toEqual({ estado: 'pago-validado', version: 2, fechaLimite: '2026-03-18' })
    expect(await rowOf(form, 'document_requests', 'DOC-1')).toMatchObject({ status: 'pago-validado', due_on: '2026-03-18', closed_at: null })
    expect((await send(form.app, cookie, 'POST', QUEUE_API_PATHS.notes('documentos', 'DOC-1'), { nota: 'En firma', version: 2 })).json()).toEqual({
      estado: 'pago-validado',
      version: 3,
      fechaLimite: '2026-03-18',
    })
  })

  it('sets and clears a ficha\'s assignee: an active staff member of admissions or admin, nobody else', async () => {
    const { form, cookie } = await startWith(fixture, 'admisiones')
    await seedQueueItem(form, 'fichas', 'F-1')
    const luis = await createTestStaff(form, 'luis@instituto.example', ['admisiones'])
    const contact = await createTestStaff(form, 'caro@instituto.example', ['contacto'])
    const gone = await createTestStaff(form, 'ida@instituto.example', ['admisiones'])
    await form.db.updateTable('staff_users').set({ disabled_at: '2026-03-01T00:00:00.000Z' }).where('id', '=', gone.id).execute()
    const assign = (responsable: string | null, version: number) => send(form.app, cookie, 'PUT', QUEUE_API_PATHS.assignee('F-1'), { responsable, version })

    for (const id of ['no-existe', contact.id, gone.id]) {
      const refused = await assign(id, 1)
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toEqual({ errors: { responsable: [QUEUE_MESSAGES.assigneeUnknown] } })
    }
    expect((await assign(luis.id, 1)).json()).toEqual({ estado: 'nueva', version: 2 })
    expect((await rowOf(form, 'admission_forms', 'F-1')).assignee_id).toBe(luis.id)
    expect((await assign(null, 2)).json()).toEqual({ estado: 'nueva', version: 3 })
    expect((await rowOf(form, 'admission_forms', 'F-1')).assignee_id).toBeNull()
    expect((await queueEvents(form)).map((event) => event.detail)).toEqual([{ responsable: { id: luis.id, nombre: 'Persona luis@instituto.example' } }, { responsable: null }])
  })
})

describeOnEachDatabase('document request files in the panel', (fixture) => {
  it('opens the receipt only with a session and the role, as a sandboxed download, and audits the view', async () => {
    const { form, cookie } = await startWith(fixture, 'servicios-escolares')
    await seedQueueItem(form, 'documentos', 'DOC-1', { withReceiptFile: true })
    await seedQueueItem(form, 'documentos', 'DOC-2')
    await createTestStaff(form, 'admisiones@instituto.example', ['admisiones'])
    const get = (folio: string, headers: Record<string, string> = {}) => form.app.inject({ method: 'GET', url: `${API}${QUEUE_API_PATHS.receipt(folio)}`, headers })

    const anonymous = await get('DOC-1')
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ mensaje: STATUS_MESSAGES[401] })
    const outsider = await get('DOC-1', { cookie: await signIn(form.app, 'admisiones@instituto.example') })
    expect(outsider.statusCode).toBe(403)
    expect(outsider.json()).toEqual({ mensaje: STAFF_MESSAGES.wrongRole })

    const receipt = await get('DOC-1', { cookie })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.rawPayload.equals(SEEDED_RECEIPT)).toBe(true)
    expect(receipt.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Recibo marzo pago.pdf"; filename*=UTF-8''Recibo%20marzo%20pago.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    })
    expect(receipt.headers['content-security-policy']).toContain('sandbox')

    expect((await get('DOC-2', { cookie })).json()).toEqual({ mensaje: QUEUE_MESSAGES.noReceipt })
    expect((await get('DOC-9', { cookie })).json()).toEqual({ mensaje: QUEUE_MESSAGES.notFound })
    const views = (await queueEvents(form)).filter((event) => event.action === 'receipt-viewed')
    expect(views.map(({ actorEmail, target }) => ({ actorEmail, target }))).toEqual([{ actorEmail: 'servicios-escolares@instituto.example', target: { type: 'documento', id: 'DOC-1' } }])
  })

  it('delivers a PDF: the request closes, the document is stored and e-mailed with the folio, and opens from the panel', async () => {
    sink = await startSmtpSink()
    const { form, cookie } = await startWith(fixture, 'servicios-escolares', { env: { SMTP_URL: sink.url } })
    await seedQueueItem(form, 'documentos', 'DOC-1', { status: 'pago-validado' })
    const content = pdfBytes(50_000)

    const delivered = await deliver(form, cookie, 'DOC-1', { version: '1', nota: 'Firmado por la directora' }, [document(content, 'Constancia Ana.pdf')])
    expect(delivered.json()).toEqual({ estado: 'entregada', version: 2 })
    expect(await rowOf(form, 'document_requests', 'DOC-1')).toMatchObject({ status: 'entregada', version: 2 })
    expect((await rowOf(form, 'document_requests', 'DOC-1')).closed_at).not.toBeNull()
    const [stored] = await form.db.selectFrom('delivered_documents').selectAll().execute()
    expect(stored).toMatchObject({ folio: 'DOC-1', original_name: 'Constancia Ana.pdf', bytes: content.length, mime: 'application/pdf' })
    expect(uploadedFiles(form)).toEqual([stored?.stored_name])
    expect(readFileSync(join(form.uploadDir, stored!.stored_name)).equals(content)).toBe(true)

    expect(await form.app.outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const [mail] = sink.received
    expect(mail?.envelopeTo).toEqual([SEEDED_PERSON.correo])
    expect(mail?.headers.get('subject')).toContain('DOC-1')
    expect(mail?.text).toContain('Folio: DOC-1')
    expect(mail?.attachments).toHaveLength(1)
    expect(mail?.attachments[0]).toMatchObject({ filename: 'DOC-1-documento.pdf', contentType: 'application/pdf' })
    expect(mail?.attachments[0]?.content.equals(content)).toBe(true)

    const [outboxMail] = await outboxOf(form, 'DOC-1')
    const opened = await form.app.inject({ method: 'GET', url: `${API}${QUEUE_API_PATHS.deliveredFile('DOC-1', stored!.id)}`, headers: { cookie } })
    expect(opened.statusCode).toBe(200)
    expect(opened.rawPayload.equals(content)).toBe(true)
    expect(opened.headers['content-disposition']).toContain("filename*=UTF-8''Constancia%20Ana.pdf")
    await seedQueueItem(form, 'documentos', 'DOC-2')
    const elsewhere = await form.app.inject({ method: 'GET', url: `${API}${QUEUE_API_PATHS.deliveredFile('DOC-2', stored!.id)}`, headers: { cookie } })
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json()).toEqual({ mensaje: QUEUE_MESSAGES.noDeliveredFile })
    expect((await queueEvents(form)).map(({ action, detail }) => ({ action, detail }))).toEqual([
      { action: 'delivered', detail: { de: 'pago-validado', a: 'entregada', archivos: ['Constancia Ana.pdf'], nota: 'Firmado por la directora', correo: outboxMail?.id } },
      { action: 'delivered-file-viewed', detail: { archivos: ['Constancia Ana.pdf'] } },
    ])
  })

  it('refuses a delivered PDF that does not end as one and an image with a script after its end (issue 16), keeping no file', async () => {
    const { form, cookie } = await startWith(fixture, 'servicios-escolares')
    await seedQueueItem(form, 'documentos', 'DOC-1', { status: 'pago-validado' })
    const attacks = [
      [pdfHeaderThenHtml(), 'constancia.pdf', 'pdf'],
      [pdfThenHtml(), 'kardex.pdf', 'pdf'],
      [await pngThenScript(), 'foto.png', 'image-trailing'],
      [await jpegThenScript(), 'foto.jpg', 'image-trailing'],
    ] as const
    const answers = []
    for (const [index, [content, name]] of attacks.entries()) {
      // One request per attack, so that an accepted one does not turn the next into a 409.
      const folio = `DOC-${index + 2}`
      await seedQueueItem(form, 'documentos', folio, { status: 'pago-validado' })
      const answer = await deliver(form, cookie, folio, { version: '1' }, [document(content, name)])
      answers.push({ name, status: answer.statusCode, body: answer.json() as unknown })
    }
    expect(answers).toEqual(
      attacks.map(([, name, problem]) => ({ name, status: 422, body: { errors: { archivos: [QUEUE_MESSAGES.deliveryFileContent(name, problem)] } } })),
    )
    expect(uploadedFiles(form)).toEqual([])
    expect(await form.db.selectFrom('delivered_documents').selectAll().execute()).toEqual([])

    const images = [document(await pngBytes(), 'constancia.png'), document(await jpegBytes(), 'kardex.jpg')]
    expect((await deliver(form, cookie, 'DOC-1', { version: '1' }, images)).json()).toEqual({ estado: 'entregada', version: 2 })
    const stored = await form.db.selectFrom('delivered_documents').select(['original_name', 'mime']).orderBy('original_name').execute()
    expect(stored).toEqual([
      { original_name: 'constancia.png', mime: 'image/png' },
      { original_name: 'kardex.jpg', mime: 'image/jpeg' },
    ])
  })

  it('refuses a text file named .pdf (422), an oversized one (413), a stale version and a request not yet validated (409), keeping no file', async () => {
    const { form, cookie } = await startWith(fixture, 'servicios-escolares')
    await seedQueueItem(form, 'documentos', 'DOC-1', { status: 'pago-validado' })
    await seedQueueItem(form, 'documentos', 'DOC-2')
    const pdf = document(pdfBytes(4_096))

    const text = await deliver(form, cookie, 'DOC-1', { version: '1' }, [pdf, document(Buffer.from('solo texto, no es un PDF\n'.repeat(40)), 'falso.pdf')])
    expect(text.statusCode).toBe(422)
    expect(text.json()).toEqual({ errors: { archivos: [QUEUE_MESSAGES.deliveryFileType('falso.pdf')] } })
    const none = await deliver(form, cookie, 'DOC-1', { version: '1' }, [])
    expect(none.json()).toEqual({ errors: { archivos: [QUEUE_MESSAGES.deliveryFileRequired] } })

    const huge = await deliver(form, cookie, 'DOC-1', { version: '1' }, [document(pdfBytes(UPLOAD_MAX_BYTES + 1))])
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toEqual({ mensaje: API_MESSAGES.fileTooLarge })
    const four = await deliver(form, cookie, 'DOC-1', { version: '1' }, [pdf, pdf, pdf, pdf])
    expect(four.statusCode).toBe(400)
    expect(four.json()).toEqual({ mensaje: API_MESSAGES.tooManyFiles(DELIVERY_MAX_FILES) })

    const stale = await deliver(form, cookie, 'DOC-1', { version: '7' }, [pdf])
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ mensaje: QUEUE_MESSAGES.staleVersion })
    const early = await deliver(form, cookie, 'DOC-2', { version: '1' }, [pdf])
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ mensaje: QUEUE_MESSAGES.invalidTransition('Recibida', 'Entregada') })
    const byStatus = await send(form.app, cookie, 'POST', QUEUE_API_PATHS.status('documentos', 'DOC-1'), { estado: 'entregada', version: 1 })
    expect(byStatus.json()).toEqual({ mensaje: QUEUE_MESSAGES.useDelivery })

    expect(uploadedFiles(form)).toEqual([])
    expect(await form.db.selectFrom('delivered_documents').selectAll().execute()).toEqual([])
    expect(await rowOf(form, 'document_requests', 'DOC-1')).toMatchObject({ status: 'pago-validado', version: 1 })
    expect(await queueEvents(form)).toEqual([])
  })
})

describe('downloadName', () => {
  it('keeps the client\'s name without folders or quoting, with the extension of the stored content', () => {
    expect(downloadName('C:\\fotos\\recibo.png', 'a.pdf')).toBe('recibo.pdf')
    expect(downloadName('../../etc/"pass"wd', 'a.jpg')).toBe('passwd.jpg')
    expect(downloadName('Constancia ñandú.pdf', 'a.pdf')).toBe('Constancia ñandú.pdf')
    expect(downloadName('factura\u202efdp.exe', 'a.pdf')).toBe('facturafdp.pdf')
    expect(downloadName('', 'a.pdf')).toBe('archivo.pdf')
  })
})
