import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { certificateContent } from '../../content/certificate.ts'
import { ANNULLED_VALUE, CERTIFICATE_FIELDS, CERTIFICATE_MESSAGES, type Certificate } from '../../contracts/certificate.ts'
import { paths } from '../../contracts/site-paths.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { E2E_DATABASE_FILE } from './server-files.ts'

const run = promisify(execFile)
const labels = certificateContent.fieldLabels
// tokens.css --color-danger and --color-text.
const RED = 'rgb(179, 38, 30)'
const TEXT = 'rgb(27, 36, 48)'

/** One certificate as control escolar would import it; the folio is fresh for each run. */
function certificate(folio: string, nombre: string): Certificate {
  return {
    ClaveEscuela: '05PBH0123X',
    Turno: 'MATUTINO',
    PlanEstudios: 'BACHILLERATO GENERAL 2018',
    Folio: folio,
    Matricula: 'BG-2023-0142',
    CURP: 'PELJ050312HCLRPN08',
    Nombre: nombre,
    Timbrado: 'TIMBRADO SEP 7A1C-22F0',
    TipoCertificado: 'CERTIFICADO DE TERMINACIÓN DE ESTUDIOS',
    Fecha: '2026-07-10',
    Cadena: `||1.0|${folio}|05PBH0123X|PELJ050312HCLRPN08||`,
    FechaHoraTimbrado: '2026-07-11T10:24:37',
    NombreArea: 'CONTROL ESCOLAR',
    Firmante: 'MTRA. LAURA GÓMEZ RÍOS',
  }
}

/** The staff's command line (`npm run certificates -- …`) against the database of the e2e server. */
function certificatesCli(...args: string[]) {
  return run('npx', ['tsx', 'server/cli/certificates.ts', ...args], {
    env: { ...process.env, DATABASE_URL: `file:${E2E_DATABASE_FILE}` },
  })
}

const valid = certificate(randomUUID(), 'JUAN PÉREZ LÓPEZ')
const annulled = certificate(randomUUID(), 'ANA MARTÍNEZ RUIZ')

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'certificados-e2e-'))
  try {
    const file = join(dir, 'certificados.json')
    writeFileSync(file, JSON.stringify([valid, annulled]))
    await certificatesCli('import', file)
    await certificatesCli('annul', annulled.Folio)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/** The value shown for each field, by its label, in the spec's order. */
async function shownFields(page: Page) {
  const list = page.getByRole('main').locator('dl')
  const terms = await list.locator('dt').allInnerTexts()
  const values = await list.locator('dd').allInnerTexts()
  return terms.map((term, index) => [term, values[index]])
}

const valueOf = (page: Page, field: keyof Certificate) =>
  page.locator('dt', { hasText: new RegExp(`^${labels[field]}$`) }).locator('xpath=following-sibling::dd[1]')

test.describe('verificación de certificado (spec §2.15, §8)', () => {
  test('un certificado importado: carga sin mostrar nada final, luego los 14 campos como texto', async ({ page }) => {
    // Hold the answer to see the loading state.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/certificates/**', async (route) => {
      await released
      await route.continue()
    })
    const response = await page.goto(paths.certificate(valid.Folio))
    expect(response?.status()).toBe(200)
    const result = page.getByRole('main').locator('[aria-busy]')
    await expect(result).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByText(certificateContent.loading)).toBeVisible()
    await expect(page.locator('dl')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    release()

    await expect(result).toHaveAttribute('aria-busy', 'false')
    expect(await shownFields(page)).toEqual(CERTIFICATE_FIELDS.map((field) => [labels[field], valid[field]]))
    await expect(page).toHaveTitle(/^Verificación de certificado \| /)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    // Outside the shared layout: no navigation bar, no footer.
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('banner')).toContainText(certificateContent.institute)
    await expectNoAxeViolations(page)
  })

  test('un certificado anulado muestra ANULADO/NO VALIDO en negritas rojas, y se lee al imprimir', async ({ page }) => {
    await page.goto(paths.certificate(annulled.Folio.toLowerCase()))
    await expect(valueOf(page, 'Nombre')).toHaveText(annulled.Nombre)
    const annulledValues = page.locator('dd', { hasText: ANNULLED_VALUE })
    await expect(annulledValues).not.toHaveCount(0)
    for (const value of await annulledValues.all()) {
      const style = await value.evaluate((node) => {
        const computed = getComputedStyle(node)
        return { weight: Number(computed.fontWeight), color: computed.color }
      })
      expect(style.weight).toBeGreaterThanOrEqual(700)
      expect(style.color).toBe(RED)
    }
    const plain = await valueOf(page, 'Nombre').evaluate((node) => Number(getComputedStyle(node).fontWeight))
    expect(plain).toBeLessThan(700)
    await expectNoAxeViolations(page)

    await page.emulateMedia({ media: 'print' })
    const printed = await annulledValues.first().evaluate((node) => {
      const computed = getComputedStyle(node)
      return { weight: Number(computed.fontWeight), color: computed.color }
    })
    expect(printed).toEqual({ weight: 700, color: TEXT })
    const bannerBackground = await page.getByRole('banner').evaluate((node) => getComputedStyle(node).backgroundColor)
    expect(bannerBackground).toBe('rgba(0, 0, 0, 0)')
  })

  test('un folio desconocido muestra el mensaje del servidor en una alerta roja', async ({ page }) => {
    await page.goto(paths.certificate(randomUUID()))
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText(CERTIFICATE_MESSAGES.notFound)
    expect(await alert.evaluate((node) => getComputedStyle(node).color)).toBe(RED)
    await expectNoAxeViolations(page)

    // A folio with characters no folio has: the server's own message too (400).
    await page.goto(paths.certificate("' OR 1=1 --"))
    await expect(page.getByRole('alert')).toHaveText(CERTIFICATE_MESSAGES.invalidFolio)
  })

  test('sin mensaje del servidor: "Error al obtener certificado."', async ({ page }) => {
    await page.route('**/api/v1/certificates/**', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
    await page.goto(paths.certificate(valid.Folio))
    await expect(page.getByRole('alert')).toHaveText(CERTIFICATE_MESSAGES.fetchFailed)
  })

  test('sin folio: "Folio no proporcionado." y ninguna consulta', async ({ page }) => {
    const lookups: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/certificates')) lookups.push(request.url())
    })
    const response = await page.goto(paths.certificateWithoutFolio)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('alert')).toHaveText(CERTIFICATE_MESSAGES.missingFolio)
    await expectNoAxeViolations(page)
    // Once React runs the page, it would have asked by now.
    await expectHydrated(page.getByRole('alert'))
    expect(lookups).toEqual([])
  })

  test('otras rutas desconocidas bajo /certificates siguen dando 404', async ({ page }) => {
    const response = await page.goto('/certificates/verificacion/uno/dos')
    expect(response?.status()).toBe(404)
  })
})

test.describe('verificación de certificado en el teléfono', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('la cadena larga se parte y nada se sale de la pantalla', async ({ page }) => {
    await page.goto(paths.certificate(valid.Folio))
    await expect(valueOf(page, 'Cadena')).toHaveText(valid.Cadena)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
