import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { contactContent } from '../../content/contact.ts'
import { CONTACT_MESSAGE_FIELD_TEXT as fields } from '../../contracts/contact-message.ts'
import { identitySeed } from '../../content/identity.ts'
import { privacyNotice, privacyNoticeSeed } from '../../content/privacy.ts'
import { retentionMonthsFrom } from '../../contracts/retention.ts'
import { expectNoAxeViolations } from './axe.ts'
import { E2E_DATABASE_FILE, outboxMessages } from './server-files.ts'

const PAGE = '/inicio/contactanos'
const form = contactContent.form
// The build and the server read the same RETENTION_MONTHS (the server refuses another).
const RETENTION_MONTHS = retentionMonthsFrom(process.env.RETENTION_MONTHS)
const notice = privacyNotice({ retentionMonths: RETENTION_MONTHS, parts: privacyNoticeSeed, identity: identitySeed })

/** The map frame's page, served locally (empty: a second main landmark would be a violation of its own). */
const MAP_STUB = '<!DOCTYPE html><html lang="es"><head><title>Mapa</title></head><body></body></html>'

test.beforeEach(async ({ page }) => {
  await page.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: MAP_STUB }))
})

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true })
}

async function fillForm(page: Page, token: string) {
  await field(page, fields.nombre.label).fill(`Ana Prueba ${token}`)
  await field(page, fields.correo.label).fill('Ana.Prueba@Example.com')
  await field(page, 'Teléfono (opcional)').fill('871 123 4567')
  await field(page, fields.contenido.label).fill(`Quiero informes de Derecho. ${token}`)
}

test.describe('página de contacto (spec §2.8)', () => {
  test('muestra CONTACTANOS, las ocho tarjetas en orden, el mapa y los datos de contacto, sin fallas de accesibilidad', async ({
    page,
  }) => {
    const response = await page.goto(PAGE)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'CONTACTANOS' })).toBeVisible()

    const campuses = page.getByRole('region', { name: contactContent.campuses.heading })
    await expect(campuses.getByRole('heading', { level: 3 })).toHaveText([
      'Torreón Villas Zaragoza',
      'Saltillo',
      'San Pedro',
      'Parras',
      'Torreón Zaragoza Sur',
      'Francisco I. Madero',
      'Torreón Braulio (preparatoria)',
      'Torreón Valle la Rosita',
    ])
    const moreInfo = campuses.getByRole('link', { name: /^Mas Info\./ })
    await expect(moreInfo).toHaveCount(8)
    const hrefs = await moreInfo.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual([
      '/inicio/campus/torreon-villas',
      '/inicio/campus/saltillo',
      '/inicio/campus/sanpedro',
      '/inicio/campus/parras',
      '/inicio/campus/torreon-zaragoza',
      '/inicio/campus/franciscoimadero',
      '/inicio/campus/torreon-braulio',
      '/inicio/campus/torreon-valle',
    ])
    await expect(campuses.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(8)
    // San Pedro also has its preparatoria line.
    const sanPedro = campuses.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'San Pedro' }) })
    await expect(sanPedro.locator('a[href^="tel:"]')).toHaveCount(2)

    const map = page.locator('iframe[title="Campus Principal"]')
    await expect(page.getByRole('heading', { name: 'Campus Principal' })).toBeVisible()
    await expect(map).toHaveAttribute('loading', 'lazy')

    const info = page.getByRole('region', { name: contactContent.info.heading })
    await expect(info).toContainText('Lunes a Viernes 8:00 a.m. - 4:10 p.m.')
    await expect(info.getByRole('link', { name: identitySeed.email })).toHaveAttribute('href', `mailto:${identitySeed.email}`)
    await expect(info.getByRole('link', { name: identitySeed.phones[0].display })).toHaveAttribute(
      'href',
      `tel:${identitySeed.phones[0].e164}`,
    )
    await expect(page.getByRole('main').getByRole('link', { name: form.privacy.link })).toHaveAttribute('href', '/inicio/aviso-de-privacidad')

    await map.scrollIntoViewIfNeeded()
    await expectNoAxeViolations(page)
  })

  test('envía un mensaje: toast de éxito, formulario vacío, fila en la base y .eml en el buzón', async ({ page }) => {
    const token = randomUUID()
    await page.goto(PAGE)
    const send = page.getByRole('button', { name: form.submit })
    await expect(send).toBeDisabled()
    await fillForm(page, token)

    // Hold the request to see the sending state.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/enviar-mensaje', async (route) => {
      await released
      await route.continue()
    })
    await send.click()
    await expect(page.getByRole('button', { name: form.sending })).toBeDisabled()
    release()

    await expect(page.getByRole('status').filter({ hasText: form.success })).toBeVisible()
    await expect(field(page, fields.nombre.label)).toHaveValue('')
    await expect(field(page, fields.contenido.label)).toHaveValue('')

    const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true })
    let row: { folio: string; correo: string; telefono: string | null } | undefined
    try {
      row = db
        .prepare('select folio, correo, telefono from contact_messages where contenido like ?')
        .get(`%${token}`) as typeof row
    } finally {
      db.close()
    }
    expect(row).toMatchObject({ correo: 'ana.prueba@example.com', telefono: '871 123 4567' })
    expect(row?.folio).toMatch(/^MSG-\d{4}-\d{6}$/)

    const folio = row!.folio
    await expect.poll(() => outboxMessages(`${folio}-`)).toContain(`Subject: Nuevo mensaje de contacto ${folio}`)
    expect(outboxMessages(`${folio}-`)).toContain('Reply-To: ana.prueba@example.com')
  })

  test('si el API falla: toast de error y el formulario conserva lo escrito', async ({ page }) => {
    const token = randomUUID()
    await page.route('**/api/v1/enviar-mensaje', (route) =>
      route.fulfill({ status: 500, json: { mensaje: 'Error interno del servidor. Intenta mas tarde.' } }),
    )
    await page.goto(PAGE)
    await fillForm(page, token)
    await page.getByRole('button', { name: form.submit }).click()

    await expect(page.getByRole('alert').filter({ hasText: form.failure })).toBeVisible()
    await expect(field(page, fields.nombre.label)).toHaveValue(`Ana Prueba ${token}`)
    await expect(field(page, fields.contenido.label)).toHaveValue(`Quiero informes de Derecho. ${token}`)
    await expect(page.getByRole('button', { name: form.submit })).toBeEnabled()
  })

  test('el aviso de privacidad se abre desde el formulario y explica los derechos ARCO', async ({ page }) => {
    await page.goto(PAGE)
    await page.getByRole('main').getByRole('link', { name: form.privacy.link }).click()
    await expect(page).toHaveURL(/\/inicio\/aviso-de-privacidad$/)
    await expect(page.getByRole('heading', { level: 1, name: notice.heading })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(notice.sections.map((section) => section.heading))
    await expect(page.getByRole('main')).toContainText(`hasta ${RETENTION_MONTHS} meses después`)
    await expect(page.getByRole('link', { name: privacyNoticeSeed.dataEmail }).first()).toHaveAttribute('href', `mailto:${privacyNoticeSeed.dataEmail}`)
    await expectNoAxeViolations(page)
  })
})
