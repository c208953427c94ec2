import { randomUUID } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { ANNULLED_VALUE } from '../../contracts/certificate.ts'
import { certificateText as text } from '../../app/panel/certificates/certificate-text.ts'
import { IMPORT_OUTCOME_LABELS } from '../../contracts/certificates-panel.ts'
import { PANEL_PAGES } from '../../contracts/panel-pages.ts'
import { paths } from '../../contracts/site-paths.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './own-server.ts'
import { panelDrawn } from './panel-support.ts'
import { signedInStaff } from './queue-support.ts'
import { PHONE_HEIGHT_PX, PHONE_WIDTHS_PX } from './site-routes.ts'
import { widthsTooNarrow } from './page-width.ts'

/* Issue 15: school services keep the certificate registry in the panel. */

const EXAMPLE_FILE = 'examples/certificados.csv'
const RED = 'rgb(179, 38, 30)'

/** The folios of the example file, in its order. */
function exampleFolios(): string[] {
  const [header, ...rows] = readFileSync(EXAMPLE_FILE, 'utf8').trim().split(/\r?\n/)
  const column = header!.split(',').indexOf('Folio')
  return rows.map((row) => row.split(',')[column]!)
}

async function decodeQr(file: string): Promise<string | undefined> {
  const { data, info } = await sharp(readFileSync(file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}

test.describe('certificados en el panel (issue 15)', () => {
  test.describe.configure({ timeout: 150_000 })

  test('se importa el archivo de ejemplo (revisión, luego confirmación), se anula uno y la página pública lo muestra ANULADO; el QR lleva a su verificación', async ({ page, ownServer }) => {
    const folios = exampleFolios()
    await signedInStaff(page, ownServer.databaseFile, 'Sergio Escolares', ['servicios-escolares'])
    await page.getByRole('navigation').getByRole('link', { name: text.section }).click()
    await page.getByRole('link', { name: text.importLink }).click()

    const form = page.getByRole('form', { name: text.importTitle })
    await form.getByLabel(text.importFile.label).setInputFiles(EXAMPLE_FILE)
    await form.getByRole('button', { name: text.review }).click()
    const review = page.getByRole('region', { name: text.previewTitle })
    const rows = review.getByRole('table', { name: text.previewCaption }).getByRole('row')
    await expect(rows).toHaveCount(folios.length + 1)
    for (const folio of folios) await expect(rows.filter({ hasText: folio })).toContainText(IMPORT_OUTCOME_LABELS.nuevo)
    await expectNoAxeViolations(page)
    // Nothing is written by the review: the registry does not have them yet.
    await page.goto(`${PANEL_PAGES.certificates}?q=${folios[0]}`)
    await expect(page.getByText(text.none)).toBeVisible()

    await page.goto(PANEL_PAGES.certificateImport)
    await form.getByLabel(text.importFile.label).setInputFiles(EXAMPLE_FILE)
    await form.getByRole('button', { name: text.review }).click()
    await review.getByRole('button', { name: text.confirm }).click()
    await expect(page.getByText(text.imported(folios.length), { exact: true })).toBeVisible()

    const folio = folios[0]!
    await page.goto(PANEL_PAGES.certificates)
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(folio.slice(0, 8))
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await page.getByRole('link', { name: folio }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(folio)
    await expectNoAxeViolations(page)

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: text.qrPng }).click()
    expect(await decodeQr(await (await download).path())).toBe(`${ownServer.origin}${paths.certificate(folio)}`)

    const annul = page.getByRole('form', { name: text.annulTitle })
    await annul.getByLabel(text.annulReason.label).fill('Emitido con la CURP equivocada.')
    await annul.getByRole('button', { name: text.annulButton }).click()
    await annul.getByRole('button', { name: text.annulConfirmButton }).click()
    await expect(page.getByText(text.annulled)).toBeVisible()
    await expect(page.getByRole('region', { name: text.history })).toContainText('Emitido con la CURP equivocada.')

    await page.goto(paths.certificate(folio))
    const annulled = page.locator('dd', { hasText: ANNULLED_VALUE })
    await expect(annulled).not.toHaveCount(0)
    for (const value of await annulled.all()) {
      const style = await value.evaluate((node) => ({ weight: Number(getComputedStyle(node).fontWeight), color: getComputedStyle(node).color }))
      expect(style).toEqual({ weight: expect.any(Number), color: RED })
      expect(style.weight).toBeGreaterThanOrEqual(700)
    }
  })

  test.describe('en un teléfono', () => {
    test.use({ viewport: { width: PHONE_WIDTHS_PX[0], height: PHONE_HEIGHT_PX }, hasTouch: true })

    test('la lista, el certificado y la importación caben a 320, 360 y 390 px y pasan axe', async ({ page, request, ownServer }, testInfo) => {
      // A certificate of its own (the example file's folios belong to the journey above).
      const folio = randomUUID()
      const [header, first] = readFileSync(EXAMPLE_FILE, 'utf8').split(/\r?\n/)
      const file = testInfo.outputPath('un-certificado.csv')
      writeFileSync(file, `${header}\n${first!.replace(exampleFolios()[0]!, folio)}\n`)
      await signedInStaff(page, ownServer.databaseFile, 'Sergio Escolares', ['servicios-escolares'])
      await page.goto(PANEL_PAGES.certificateImport)
      await page.getByLabel(text.importFile.label).setInputFiles(file)
      await page.getByRole('button', { name: text.review }).click()
      await page.getByRole('button', { name: text.confirm }).click()
      await expect(page.getByText(text.imported(1), { exact: true })).toBeVisible()
      for (const path of [PANEL_PAGES.certificates, PANEL_PAGES.certificate(folio), PANEL_PAGES.certificateImport]) {
        expect(await widthsTooNarrow(page, path, panelDrawn), path).toEqual([])
        await expectNoAxeViolations(page)
      }
      expect((await request.get(`/api/v1/certificates/${folio}`)).headers()['cache-control']).toBe('no-store')
    })
  })
})
