import { becasPageText } from '../../content/becas-page.ts'
import { trackingContent } from '../../content/tracking.ts'
import { BECA_APPLICATION_FIELD_TEXT } from '../../contracts/beca-application.ts'
import { TRACKING_FIELD_TEXT } from '../../contracts/tracking.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { expect, test } from './own-server.ts'
import { mailTo, move, openFromQueue, signedInStaff, statusShown, textbox, uniqueName } from './queue-support.ts'
import { pdf } from './sample-files.ts'
import { PHONE } from './site-routes.ts'

/*
 * Issue 39: a family applies for a beca on the becas page with a PDF, school services take the
 * application through «Becas» to Aprobada with 30 %, and the applicant follows it by its folio.
 */

const fields = BECA_APPLICATION_FIELD_TEXT

test('una solicitud de beca con un PDF pasa por la cola hasta Aprobada con 30 % y quien la envió la sigue', async ({ page, browser, ownServer }) => {
  test.setTimeout(150_000)
  const nombre = uniqueName('Lucía Ramos')
  const correo = 'lucia.ramos@example.com'
  const phoneContext = await browser.newContext({ viewport: PHONE, hasTouch: true })
  const phone = await phoneContext.newPage()
  await phone.goto(`${ownServer.origin}/inicio/becas`)
  const form = phone.getByRole('form', { name: becasPageText.form.heading })
  await expectHydrated(form)
  await expectNoAxeViolations(phone)
  await textbox(phone, fields.nombre_completo.label).fill(nombre)
  await textbox(phone, fields.correo.label).fill(correo)
  await textbox(phone, fields.telefono.label).fill('+528441234567')
  await phone.getByRole('combobox', { name: fields.carrera.label }).selectOption({ label: 'Licenciatura en Derecho' })
  await phone.getByRole('combobox', { name: fields.campus.label }).selectOption('Saltillo')
  // The seed's «convenio empresarial» beca has no deadline and grants up to 30 %.
  await phone.getByRole('combobox', { name: fields.tipo_beca.label }).selectOption({ label: 'Beca por convenio empresarial (10 % a 30 %)' })
  await textbox(phone, fields.motivo.label).fill('Mi empresa tiene convenio con el instituto y quiero estudiar Derecho por las tardes sin dejar mi trabajo.')
  await phone.getByLabel(fields.documentos.label).setInputFiles(pdf('constancia-laboral.pdf'))
  await form.getByRole('button', { name: becasPageText.form.submit }).click()
  const received = await mailTo(ownServer.sink, correo, 'BECA-')
  const folio = /BECA-\d{4}-\d{6}/.exec(received.headers.get('subject') ?? '')![0]
  await expect(phone.getByText(folio)).toBeVisible()
  await phoneContext.close()

  await signedInStaff(page, ownServer.databaseFile, 'Sergio Escolares', ['servicios-escolares'])
  await openFromQueue(page, 'becas', nombre.split(' ')[2]!, folio)
  await statusShown(page, 'becas', 'recibida')
  await expect(page.getByRole('link', { name: 'constancia-laboral.pdf' })).toBeVisible()
  await move(page, 'becas', 'Empezar la revisión', 'en-revision')
  await move(page, 'becas', 'Aprobar', 'aprobada', { 'Porcentaje de beca': '30' })
  const approved = await mailTo(ownServer.sink, correo, `Tu solicitud de beca ${folio}: aprobada`)
  expect(approved.text).toContain('30 %')
  await expectNoAxeViolations(page)

  // The applicant follows it with the folio and a code sent to the same address.
  const before = ownServer.sink.received.length
  await page.goto(`${ownServer.origin}/inicio/seguimiento`)
  await expectHydrated(page.getByRole('button', { name: trackingContent.ask.submit }))
  await textbox(page, TRACKING_FIELD_TEXT.folio.label).fill(folio)
  await textbox(page, TRACKING_FIELD_TEXT.correo.label).fill(correo)
  await page.getByRole('button', { name: trackingContent.ask.submit }).click()
  const codeMail = await mailTo(ownServer.sink, correo, 'Tu código de seguimiento', before)
  const code = /Código: (\d{6})/.exec(codeMail.text)![1]!
  await page.getByRole('textbox', { name: trackingContent.code.digitLabel(1, 6), exact: true }).click()
  await page.keyboard.type(code)
  await page.getByRole('button', { name: trackingContent.code.submit }).click()
  await expect(page.getByRole('heading', { name: trackingContent.status.heading(folio) })).toBeVisible()
  await expect(page.getByRole('term').filter({ hasText: trackingContent.status.kinds.beca })).toBeVisible()
  await expect(page.getByText('Aprobada').first()).toBeVisible()
  await expect(page.getByText('30 %')).toBeVisible()
})
