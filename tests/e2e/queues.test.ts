import { readFileSync } from 'node:fs'
import Database from 'better-sqlite3'
import { admissionFormText } from '../../content/admission.ts'
import { documentsContent } from '../../content/documents.ts'
import { ADMISSION_FIELD_TEXT } from '../../contracts/admission.ts'
import { PANEL_PAGES } from '../../contracts/panel-pages.ts'
import { QUEUE_FIELD_TEXT, QUEUE_FILTER_TEXT } from '../../contracts/queues.ts'
import { documentDueDay } from '../../server/calendar/business-days.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { expect, test } from './own-server.ts'
import { panelDrawn } from './panel-support.ts'
import { pdf } from './sample-files.ts'
import {
  historyStep,
  mailTo,
  move,
  openFromQueue,
  region,
  sendContactMessage,
  sendDocumentRequest,
  sendFicha,
  signedInStaff,
  statusShown,
  textbox,
  uniqueName,
} from './queue-support.ts'
import { widthsTooNarrow } from './page-width.ts'
import { PHONE_HEIGHT_PX, PHONE_WIDTHS_PX } from './site-routes.ts'

/*
 * Issue 14, as staff work: each journey runs against its worker's own server, whose e-mail goes
 * to a real SMTP server (own-server.ts), so what the applicant receives is read from there.
 */

test.describe('colas del panel (issue 14)', () => {
  // Journeys of several screens and two people each.
  test.describe.configure({ timeout: 150_000 })

  test('una ficha del formulario público llega a Admisiones y pasa por Contactada, Cita agendada e Inscrita con notas', async ({ page, ownServer }) => {
    const nombres = uniqueName('Lucía')
    await page.goto('/inicio/genera')
    await textbox(page, ADMISSION_FIELD_TEXT.apellido_paterno.label).fill('Ramírez')
    await textbox(page, ADMISSION_FIELD_TEXT.apellido_materno.label).fill('Soto')
    await textbox(page, ADMISSION_FIELD_TEXT.nombres.label).fill(nombres)
    await textbox(page, ADMISSION_FIELD_TEXT.correo_electronico.label).fill('lucia.ramirez@example.com')
    await textbox(page, ADMISSION_FIELD_TEXT.telefono.label).fill('8717654321')
    await textbox(page, ADMISSION_FIELD_TEXT.curp.label).fill('RASL010203MCLMTC09')
    await page.getByRole('combobox', { name: ADMISSION_FIELD_TEXT.nivel_estudio.label }).selectOption('licenciatura en sabatino')
    await page.getByRole('combobox', { name: ADMISSION_FIELD_TEXT.campus.label }).selectOption('Matamoros')
    await page.getByRole('combobox', { name: ADMISSION_FIELD_TEXT.carrera.label }).selectOption('Derecho')
    await page.getByRole('button', { name: admissionFormText.submit }).click()
    await expect(page.getByRole('dialog', { name: admissionFormText.success.title })).toBeVisible()
    const applicantMail = await mailTo(ownServer.sink, 'lucia.ramirez@example.com', 'FICHA-')
    const folio = /FICHA-\d{4}-\d{6}/.exec(applicantMail.headers.get('subject') ?? '')![0]

    await signedInStaff(page, ownServer.databaseFile, 'Rosa Admisiones', ['admisiones'])
    await openFromQueue(page, 'fichas', nombres.split(' ')[1]!, folio)
    await statusShown(page, 'fichas', 'nueva')
    await expectNoAxeViolations(page)

    await move(page, 'fichas', 'Marcar como contactada', 'contactada', { [QUEUE_FIELD_TEXT.nota.label]: 'Llamé; vendrá con su mamá.' })
    await move(page, 'fichas', 'Agendar cita', 'cita-agendada', {
      [QUEUE_FIELD_TEXT.cita.label]: '2026-12-03T10:30',
      [QUEUE_FIELD_TEXT.nota.label]: 'Cita en Matamoros.',
    })
    await move(page, 'fichas', 'Marcar como inscrita', 'inscrita', { [QUEUE_FIELD_TEXT.nota.label]: 'Entregó sus documentos.' })

    // Its history: the arrival, then each step with who did it, the move and the note.
    await expect(region(page, 'Historial').getByRole('listitem')).toHaveCount(4)
    await expect(historyStep(page, 'Llamé; vendrá con su mamá.')).toContainText('De «Nueva» a «Contactada»')
    await expect(historyStep(page, 'Cita en Matamoros.')).toContainText('De «Contactada» a «Cita agendada»')
    await expect(historyStep(page, 'Cita en Matamoros.')).toContainText('Cita: 3 dic 2026, 10:30')
    await expect(historyStep(page, 'Entregó sus documentos.')).toContainText('De «Cita agendada» a «Inscrita»')
    await expect(page.getByText('Este registro está cerrado')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('una solicitud de documentos: se ve el comprobante, se valida el pago con su fecha límite y se entrega un PDF por correo', async ({ page, ownServer }) => {
    const nombre = uniqueName('Mario Treviño')
    const correo = 'mario.trevino@example.com'
    await page.goto('/inicio/documentos-se')
    const form = page.getByRole('form', { name: documentsContent.form.heading })
    await expectHydrated(form)
    await textbox(page, 'Nombre completo').fill(nombre)
    await textbox(page, 'Correo electrónico').fill(correo)
    await textbox(page, 'Teléfono').fill('+528711234567')
    await page.getByRole('combobox', { name: 'Nivel de estudios' }).selectOption('lic-derecho')
    await page.getByRole('combobox', { name: 'Documento que solicitas' }).selectOption('Kardex académico')
    await page.getByLabel('Comprobante de pago', { exact: true }).setInputFiles(pdf('comprobante-banco.pdf'))
    await form.getByRole('button', { name: documentsContent.form.submit }).click()
    const received = await mailTo(ownServer.sink, correo, 'DOC-')
    const folio = /DOC-\d{4}-\d{6}/.exec(received.headers.get('subject') ?? '')![0]

    await signedInStaff(page, ownServer.databaseFile, 'Sergio Escolares', ['servicios-escolares'])
    await openFromQueue(page, 'documentos', nombre.split(' ')[2]!, folio)
    await statusShown(page, 'documentos', 'recibida')

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Ver comprobante' }).click()
    const receipt = await download
    expect(receipt.suggestedFilename()).toBe('comprobante-banco.pdf')
    expect(readFileSync(await receipt.path()).subarray(0, 5).toString()).toBe('%PDF-')

    await move(page, 'documentos', 'Validar pago', 'pago-validado')
    const due = new Date(`${documentDueDay(new Date())}T00:00:00Z`)
    const dueShown = new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(due)
    await expect(region(page, 'Pago y entrega')).toContainText(dueShown)

    await page.getByRole('button', { name: 'Entregar', exact: true }).click()
    const delivery = page.getByRole('form', { name: 'Entregar' })
    await delivery.getByLabel(QUEUE_FIELD_TEXT.archivos.label).setInputFiles(pdf('kardex-mario.pdf', 4_096))
    await delivery.getByRole('button', { name: 'Entregar documentos' }).click()
    await statusShown(page, 'documentos', 'entregada')

    const mail = await mailTo(ownServer.sink, correo, `Tu documento de la solicitud ${folio}`)
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${folio}-documento.pdf`])
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')
    await expect(region(page, 'Correos')).toContainText(mail.headers.get('subject')!)
    await expect(historyStep(page, 'Comprobante consultado')).toHaveCount(1)
    await expectNoAxeViolations(page)
  })

  test('un pago rechazado envía el motivo por correo', async ({ page, request, ownServer }) => {
    const nombre = uniqueName('Paola Garza')
    const correo = 'paola.garza@example.com'
    const folio = await sendDocumentRequest(request, nombre, correo)
    await signedInStaff(page, ownServer.databaseFile, 'Sergio Escolares', ['servicios-escolares'])
    await openFromQueue(page, 'documentos', folio, folio)
    await move(page, 'documentos', 'Rechazar pago', 'pago-rechazado', { [QUEUE_FIELD_TEXT.motivoRechazo.label]: 'El comprobante es de otro monto.' })
    const mail = await mailTo(ownServer.sink, correo, `Tu solicitud de documento ${folio}: pago no validado`)
    expect(mail.text).toContain('El comprobante es de otro monto.')
  })

  test.describe('en un teléfono', () => {
    test.use({ viewport: { width: PHONE_WIDTHS_PX[0], height: PHONE_HEIGHT_PX }, hasTouch: true })

    test('un mensaje de contacto se responde desde el panel y se cierra; la cola y el mensaje caben a 320, 360 y 390 px', async ({ page, request, ownServer }) => {
      const nombre = uniqueName('Jorge')
      const correo = 'jorge.contacto@example.com'
      const folio = await sendContactMessage(request, nombre, correo)
      await signedInStaff(page, ownServer.databaseFile, 'Carla Contacto', ['contacto'])
      expect(await widthsTooNarrow(page, PANEL_PAGES.queue('contacto'), panelDrawn)).toEqual([])
      expect(await widthsTooNarrow(page, PANEL_PAGES.queueItem('contacto', folio), panelDrawn)).toEqual([])
      await page.setViewportSize({ width: PHONE_WIDTHS_PX[1]!, height: PHONE_HEIGHT_PX })
      await page.goto(PANEL_PAGES.home)
      await openFromQueue(page, 'contacto', nombre, folio)

      await page.getByRole('button', { name: 'Responder', exact: true }).click()
      const reply = page.getByRole('form', { name: 'Responder' })
      await reply.getByLabel(QUEUE_FIELD_TEXT.respuesta.label).fill('Sí: la beca académica cubre hasta el 50 %.')
      await reply.getByRole('button', { name: 'Enviar respuesta' }).click()
      await statusShown(page, 'contacto', 'respondido')
      const mail = await mailTo(ownServer.sink, correo, `Respuesta a tu mensaje ${folio}`)
      expect(mail.text).toContain('la beca académica cubre hasta el 50 %')

      await move(page, 'contacto', 'Cerrar', 'cerrado')
      await expect(historyStep(page, 'Respuesta enviada')).toContainText('la beca académica')
      await expectNoAxeViolations(page)
    })
  })

  test('un correo que no se pudo enviar aparece en el inicio del administrador y «Reintentar» lo envía de nuevo', async ({ page, request, ownServer }) => {
    await page.setViewportSize({ width: PHONE_WIDTHS_PX[1]!, height: PHONE_HEIGHT_PX })
    const folio = await sendContactMessage(request, uniqueName('Irma'), 'irma.contacto@example.com')
    const staffDesk = 'contacto@instituto-ejemplo.edu.mx'
    const subject = `Nuevo mensaje de contacto ${folio}`
    await mailTo(ownServer.sink, staffDesk, subject)
    // As the outbox leaves a message after its last refused attempt; once the sender has recorded
    // the delivery (the mail server has it a moment before), or that record would undo this one.
    const database = new Database(ownServer.databaseFile)
    const markFailed = database.prepare(`update outbox_messages set status = 'failed', last_error = '552 buzón lleno' where source_folio = ? and status = 'sent'`)
    await expect.poll(() => markFailed.run(folio).changes).toBe(1)
    database.close()

    await signedInStaff(page, ownServer.databaseFile, 'Adela Admin', ['admin'])
    await page.goto(PANEL_PAGES.home)
    const failed = region(page, 'Correos no enviados')
    await expect(failed.getByText('552 buzón lleno')).toBeVisible()
    await expectNoAxeViolations(page)
    await failed.getByRole('link', { name: subject }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(folio)

    const before = ownServer.sink.received.length
    await region(page, 'Correos').getByRole('button', { name: `Reintentar: ${subject}` }).press('Enter')
    await expect(page.getByRole('status')).toContainText(`El correo «${subject}» se enviará de nuevo`)
    await mailTo(ownServer.sink, staffDesk, subject, before)
    await expect(historyStep(page, 'Correo reenviado')).toContainText(subject)
    await expectNoAxeViolations(page)
  })

  test('la exportación CSV descarga las filas del filtro', async ({ page, request, ownServer }) => {
    const tag = uniqueName('Export').split(' ')[1]!
    const inSaltillo = [await sendFicha(request, `Ana ${tag}`, { campus: 'Saltillo' }), await sendFicha(request, `Beto ${tag}`, { campus: 'Saltillo' })]
    await sendFicha(request, `Caro ${tag}`, { campus: 'Matamoros' })
    await signedInStaff(page, ownServer.databaseFile, 'Rosa Admisiones', ['admisiones'])
    await page.goto(`${PANEL_PAGES.queue('fichas')}?q=${tag}`)
    await page.getByRole('combobox', { name: QUEUE_FILTER_TEXT.campus.label }).selectOption('Saltillo')
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page.getByText('2 registros')).toBeVisible()

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Descargar CSV' }).click()
    const csv = readFileSync(await (await download).path(), 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const rows = csv.trim().split('\r\n').slice(1)
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([...inSaltillo].sort())
  })
})
