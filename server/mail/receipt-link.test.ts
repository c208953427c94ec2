import { afterEach, expect, it } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { startSmtpSink, type SmtpSink } from '#tests/support/server/smtp-sink.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

const BASE_URL = 'https://escuela.example.mx'
const fields = {
  nombre_completo: 'María Fernanda López Ruiz',
  correo: 'maria.lopez@example.com',
  telefono: '+528711234567',
  nivel_estudios: 'lic-derecho',
  especificaciones: 'Constancia de estudios',
}
const MB = 1024 * 1024

let current: FormApp | undefined
let sink: SmtpSink | undefined
afterEach(async () => {
  await current?.app.close()
  await sink?.close()
  current = undefined
  sink = undefined
})

/** Sends a request whose receipt has `bytes` bytes, delivers the outbox, and returns the staff e-mail as the SMTP server got it. */
async function staffMailFor(fixture: Parameters<typeof startFormApp>[0], bytes: number) {
  sink = await startSmtpSink()
  current = await startFormApp(fixture, {
    env: { SMTP_URL: sink.url, DOCUMENTS_MAIL_TO: 'escolares@example.com', PUBLIC_BASE_URL: BASE_URL, MAIL_ATTACHMENT_MAX_MB: '1' },
    clock: testClock('2026-09-14T16:30:00Z'),
  })
  const content = pdfBytes(bytes)
  const body = multipartBody(fields, [{ field: 'comprobante_pago', filename: 'recibo.pdf', contentType: 'application/pdf', content }])
  const response = await current.app.inject({ method: 'POST', url: `/api/v1${API_PATHS.documentRequest}`, payload: body.payload, headers: { 'content-type': body.contentType } })
  expect(response.statusCode).toBe(201)
  expect(await current.app.outbox.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 })
  const staff = sink.received.find((mail) => mail.envelopeTo.includes('escolares@example.com'))
  return { staff, content, folio: response.json<{ folio: string }>().folio }
}

describeOnEachDatabase('the staff e-mail of a document request: a receipt over MAIL_ATTACHMENT_MAX_MB goes as a link', (fixture) => {
  it('attaches no receipt over the limit and links to the request in the panel instead', async () => {
    const { staff, folio } = await staffMailFor(fixture, Math.round(1.5 * MB))
    const link = `${BASE_URL}${PANEL_PAGES.queueItem('documentos', folio)}`
    expect(staff?.attachments).toEqual([])
    expect(staff?.text).toContain(link)
    expect(staff?.text).toContain('Descarga el comprobante desde el panel')
    expect(staff?.html).toContain(`href="${link}"`)
    expect(staff?.text).not.toContain('Revisa el comprobante adjunto')
  })

  it('attaches a receipt under the limit, as before, with no panel link', async () => {
    const { staff, content, folio } = await staffMailFor(fixture, Math.round(0.5 * MB))
    expect(staff?.attachments).toHaveLength(1)
    expect(staff?.attachments[0]).toMatchObject({ filename: `${folio}-comprobante.pdf`, contentType: 'application/pdf' })
    expect(staff?.attachments[0]?.content.equals(content)).toBe(true)
    expect(staff?.text).toContain('Revisa el comprobante adjunto')
    expect(staff?.text).not.toContain(PANEL_PAGES.queueItem('documentos', folio))
  })
})
