import { trackingContent } from '../../content/tracking.ts'
import { PANEL_PAGES } from '../../contracts/panel-pages.ts'
import { queueStatusLabel } from '../../contracts/queues.ts'
import { TRACKING_FIELD_TEXT } from '../../contracts/tracking.ts'
import { documentDueDay } from '../../server/calendar/business-days.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { expect, test } from './own-server.ts'
import { widthsTooNarrow } from './page-width.ts'
import { mailTo, move, sendDocumentRequest, signedInStaff, textbox, uniqueName } from './queue-support.ts'
import { PHONE_HEIGHT_PX, PHONE_WIDTHS_PX } from './site-routes.ts'

/* Issue 15: an applicant follows their request at /inicio/seguimiento, on a phone. */

test.describe('seguimiento de un trámite (issue 15)', () => {
  test.use({ viewport: { width: PHONE_WIDTHS_PX[1]!, height: PHONE_HEIGHT_PX }, hasTouch: true })

  test('quien pidió un documento sigue su solicitud: código por correo, escrito y pegado, y ve «Pago validado» con su fecha', async ({ page, request, ownServer, browser }) => {
    const correo = 'seguimiento@example.com'
    const folio = await sendDocumentRequest(request, uniqueName('Irene Salas'), correo)
    const staff = await browser.newPage()
    await signedInStaff(staff, ownServer.databaseFile, 'Sergio Escolares', ['servicios-escolares'])
    await staff.goto(PANEL_PAGES.queueItem('documentos', folio))
    await move(staff, 'documentos', 'Validar pago', 'pago-validado')
    await staff.close()

    const code = trackingContent.code
    const box = (n: number) => page.getByRole('textbox', { name: code.digitLabel(n, 6), exact: true })
    const askForCode = async () => {
      const before = ownServer.sink.received.length
      await textbox(page, TRACKING_FIELD_TEXT.folio.label).fill(folio)
      await textbox(page, TRACKING_FIELD_TEXT.correo.label).fill(correo)
      await page.getByRole('button', { name: trackingContent.ask.submit }).click()
      await expect(page.getByRole('heading', { name: code.heading })).toBeVisible()
      const mail = await mailTo(ownServer.sink, correo, 'Tu código de seguimiento', before)
      return /Código: (\d{6})/.exec(mail.text)![1]!
    }

    await page.goto('/inicio/seguimiento')
    await expectHydrated(page.getByRole('button', { name: trackingContent.ask.submit }))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
    const typed = await askForCode()
    await box(1).click()
    await page.keyboard.type(typed)
    for (const [index, digit] of [...typed].entries()) await expect(box(index + 1)).toHaveValue(digit)
    await page.getByRole('button', { name: code.submit }).click()
    const answer = page.getByRole('heading', { name: trackingContent.status.heading(folio) })
    await expect(answer).toBeVisible()
    await expect(page.getByText(queueStatusLabel('documentos', 'pago-validado')).first()).toBeVisible()
    const due = new Date(`${documentDueDay(new Date())}T12:00:00Z`)
    await expect(page.getByText(trackingContent.status.dueDate)).toBeVisible()
    await expect(page.getByText(new Intl.DateTimeFormat('es-MX', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(due)).first()).toBeVisible()
    expect(await widthsTooNarrow(page, '/inicio/seguimiento')).toEqual([])
    await expectNoAxeViolations(page)

    // Again, this time pasting the code from the e-mail.
    await page.goto('/inicio/seguimiento')
    await expectHydrated(page.getByRole('button', { name: trackingContent.ask.submit }))
    const pasted = await askForCode()
    await box(1).focus()
    await page.evaluate((digits) => {
      const data = new DataTransfer()
      data.setData('text/plain', digits)
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, pasted)
    await expect(box(6)).toHaveValue(pasted.at(-1)!)
    await page.getByRole('button', { name: code.submit }).click()
    await expect(answer).toBeVisible()
  })
})
