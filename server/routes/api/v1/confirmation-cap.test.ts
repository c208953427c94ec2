import { afterEach, expect, it } from 'vitest'
import { API_BASE_PATH, API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'
import type { QueueItem } from '#contracts/queues.ts'
import type { StaffQueue } from '#contracts/staff.ts'
import { MAIL_KINDS } from '#server/mail/notifications.ts'
import { multipartBody, pdfBytes } from '#tests/support/server/multipart.ts'
import { postJson, startFormApp, testClock, type FormApp } from '#tests/support/server/form-app.ts'
import { createTestStaff, signIn } from '#tests/support/server/staff.ts'
import { describeOnEachDatabase } from '#tests/support/server/test-databases.ts'

/*
 * Issue 16 (4): at most CONFIRMATIONS_PER_ADDRESS_PER_DAY confirmations to one address per
 * institute day (America/Monterrey, UTC-6 in March 2026), counted across the forms and the
 * processes. Beyond it the submission is stored and staff notified; the item's history says why
 * the person got no confirmation.
 */

const PER_DAY = 2
const SKIPPED_NOTE = `No se envió la confirmación: esta dirección ya recibió ${PER_DAY} hoy.`

const ficha = (correo: string) => ({ ...EXAMPLE_FICHA, correo_electronico: correo })

let current: FormApp | undefined
afterEach(async () => {
  await current?.app.close()
  current = undefined
})

async function sendFicha(form: FormApp, correo: string): Promise<string> {
  const response = await postJson(form.app, API_PATHS.admissionForm, ficha(correo))
  expect(response.statusCode).toBe(201)
  return response.json<{ folio: string }>().folio
}

async function sendDocumentRequest(form: FormApp, correo: string): Promise<string> {
  const fields = { nombre_completo: 'Ana Sofía García López', correo, telefono: '+528711234567', nivel_estudios: 'lic-derecho', especificaciones: 'Constancia de estudios' }
  const body = multipartBody(fields, [{ field: 'comprobante_pago', filename: 'comprobante.pdf', contentType: 'application/pdf', content: pdfBytes() }])
  const response = await form.app.inject({ method: 'POST', url: `${API_BASE_PATH}${API_PATHS.documentRequest}`, payload: body.payload, headers: { 'content-type': body.contentType } })
  expect(response.statusCode).toBe(201)
  return response.json<{ folio: string }>().folio
}

async function mailKinds(form: FormApp, folio: string): Promise<string[]> {
  const rows = await form.db.selectFrom('outbox_messages').select('kind').where('source_folio', '=', folio).orderBy('kind').execute()
  return rows.map((row) => row.kind)
}

async function panelItem(form: FormApp, cookie: string, queue: StaffQueue, folio: string): Promise<QueueItem> {
  const response = await form.app.inject({ method: 'GET', url: `${API_BASE_PATH}${QUEUE_API_PATHS.item(queue, folio)}`, headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return response.json<QueueItem>()
}

const skippedSteps = (item: QueueItem) =>
  item.historial.filter((step) => step.accion === 'confirmation-skipped').map(({ persona, nota }) => ({ persona, nota }))

describeOnEachDatabase('confirmation e-mails per address per day (issue 16)', (fixture) => {
  it('stores the next submission and notifies staff, skips only the confirmation, notes it on the item, and sends again the next institute day', async () => {
    const clock = testClock('2026-03-10T16:00:00Z')
    current = await startFormApp(fixture, { clock, env: { CONFIRMATIONS_PER_ADDRESS_PER_DAY: String(PER_DAY) } })
    const form = current
    await createTestStaff(form, 'jefa@instituto.example', ['admin'])
    const cookie = await signIn(form.app, 'jefa@instituto.example')

    // The address in any letter case is one address; fichas and document requests count together.
    const first = await sendFicha(form, 'ana.garcia@example.com')
    const second = await sendDocumentRequest(form, 'Ana.Garcia@Example.com')
    // Another address has its own count.
    const otherAddress = await sendFicha(form, 'beto@example.com')
    expect(await mailKinds(form, first)).toEqual([MAIL_KINDS.admissionApplicant, MAIL_KINDS.admissionStaff])
    expect(await mailKinds(form, second)).toEqual([MAIL_KINDS.documentRequester, MAIL_KINDS.documentStaff])
    expect(await mailKinds(form, otherAddress)).toEqual([MAIL_KINDS.admissionApplicant, MAIL_KINDS.admissionStaff])

    clock.set('2026-03-10T23:00:00Z')
    const thirdFicha = await sendFicha(form, 'ANA.GARCIA@example.com')
    const thirdDocument = await sendDocumentRequest(form, 'ana.garcia@example.com')
    expect(await form.db.selectFrom('admission_forms').select('folio').where('folio', '=', thirdFicha).execute()).toHaveLength(1)
    expect(await form.db.selectFrom('document_requests').select('folio').where('folio', '=', thirdDocument).execute()).toHaveLength(1)
    expect(await mailKinds(form, thirdFicha)).toEqual([MAIL_KINDS.admissionStaff])
    expect(await mailKinds(form, thirdDocument)).toEqual([MAIL_KINDS.documentStaff])

    const fichaItem = await panelItem(form, cookie, 'fichas', thirdFicha)
    expect(skippedSteps(fichaItem)).toEqual([{ persona: null, nota: SKIPPED_NOTE }])
    expect(fichaItem.correos.map((mail) => mail.para)).toEqual(['admisiones@instituto-ejemplo.edu.mx'])
    expect(skippedSteps(await panelItem(form, cookie, 'documentos', thirdDocument))).toEqual([{ persona: null, nota: SKIPPED_NOTE }])
    expect(skippedSteps(await panelItem(form, cookie, 'fichas', first))).toEqual([])

    // 23:30 in Monterrey, already the next day in UTC: still the same institute day.
    clock.set('2026-03-11T05:30:00Z')
    expect(await mailKinds(form, await sendFicha(form, 'ana.garcia@example.com'))).toEqual([MAIL_KINDS.admissionStaff])

    // Midnight in Monterrey: a new day, a new count.
    clock.set('2026-03-11T06:00:00Z')
    const nextDay = await sendFicha(form, 'ana.garcia@example.com')
    expect(await mailKinds(form, nextDay)).toEqual([MAIL_KINDS.admissionApplicant, MAIL_KINDS.admissionStaff])
    expect(skippedSteps(await panelItem(form, cookie, 'fichas', nextDay))).toEqual([])
  })
})
