import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { CONTENT_FIELD_MESSAGES } from '#contracts/content/content-fields.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { promoCarousel } from '#content/home.ts'
import { contentText } from '#app/panel/content/content-text.ts'
import { schemaFormText } from '#app/panel/content/schema-form/schema-form-text.ts'
import { CONTENT_REVISION_POLL_MS } from '#server/config/content.ts'
import { IMMUTABLE_CACHE_CONTROL } from '#server/site/static-policy.ts'
import { startBenchServer, type BenchServer } from '../../scripts/bench/bench-server.ts'
import { expectNoAxeViolations } from './axe.ts'
import { createStaffFromCli, openSection, panelDrawn, staffEmail, submitSignIn } from './panel-support.ts'
import { sharedDatabase } from './shared-database.ts'
import { PHONE } from './site-routes.ts'

/*
 * Issue 37, «Must show»: a `contenido` person on a phone adds a promotion with a photo uploaded
 * there and then (its alt text required), moves it to the front and publishes it; the home's
 * carousel shows it first with its AVIF and WebP files, served for a year as immutable. Given an
 * end date in the past, it is gone from the home.
 */

// Not the suite's server, nor the published-content journey's (4176, 4177): this one publishes promotions.
const PORT = 4178
/** ADR 055: the host asks for the content's revision this often. */
const REACHES_THE_HOST_MS = Math.min(60_000, 2 * CONTENT_REVISION_POLL_MS)
const TITLE = 'Feria de carreras 2027'
const ALT = 'Estudiantes recorren los puestos de la feria de carreras en el patio del campus.'
const PROMOTIONS_AFTER = 4

/** A photo made for the run (no binary committed): 1600 × 1000, shapes on a gradient, as a phone's JPEG. */
function testPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#12355b"/><stop offset="1" stop-color="#d4a017"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="520" cy="480" r="260" fill="#f5f1e6"/><rect x="980" y="300" width="420" height="360" fill="#7a1f2b"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

async function signedInPage(browser: Browser, server: BenchServer, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, viewport: PHONE, hasTouch: true })
  const page = await context.newPage()
  await page.goto(PANEL_PAGES.signIn)
  await submitSignIn(page, email)
  await expect(page).toHaveURL(PANEL_PAGES.home)
  return page
}

/** The first slide of the home's promotions, as the page shows it on load. */
const firstSlide = (page: Page) =>
  page.getByRole('region', { name: promoCarousel.title }).getByRole('group', { name: promoCarousel.labels.slide(1, PROMOTIONS_AFTER), exact: true })

/** The URLs of a `srcset`. */
async function srcSetUrls(element: Locator): Promise<string[]> {
  const srcset = (await element.getAttribute('srcset')) ?? ''
  return srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
}

test('una persona de contenido agrega en el teléfono una promoción con una foto que sube, la pone primero y la publica; deja de verse al vencer', async ({ browser }) => {
  test.setTimeout(180_000)
  const database = await sharedDatabase()
  let server: BenchServer | undefined
  try {
    server = await startBenchServer(PORT, undefined, { databaseUrl: database.url })
    const editor = staffEmail('contenido')
    await createStaffFromCli(editor, 'Carmen Contenido', ['contenido'], { databaseUrl: database.url })
    const page = await signedInPage(browser, server, editor)
    await openSection(page, contentText.section)
    await panelDrawn(page)
    await page.getByRole('link', { name: 'Promociones', exact: true }).click()
    await panelDrawn(page)

    // A new promotion at the end of the list, its fields from the schema.
    await page.getByRole('button', { name: 'Agregar a «Promociones»' }).click()
    const added = page.getByRole('group', { name: schemaFormText.item(PROMOTIONS_AFTER), exact: true })
    await added.getByRole('textbox', { name: 'Número' }).fill(String(PROMOTIONS_AFTER))
    await added.getByRole('textbox', { name: 'Título' }).fill(TITLE)
    const promotion = page.getByRole('group', { name: TITLE, exact: true })
    await promotion.getByRole('textbox', { name: 'Descripción' }).fill('Conoce a las empresas que buscan a nuestros egresados.')
    const image = promotion.getByRole('group', { name: 'Imagen', exact: true })
    await expect(image.getByText(schemaFormText.image.none)).toBeVisible()

    // The photo, uploaded from the phone: cut to the promotions' 16:9 and stored at their widths.
    await image.getByLabel(schemaFormText.image.upload).setInputFiles({ name: 'feria.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() })
    await expect(image.getByText(schemaFormText.image.uploaded)).toBeVisible()
    await expect(image.getByText(schemaFormText.image.current)).toBeVisible()

    // Its alt text is required: publishing without it names the field.
    const alt = image.getByRole('textbox', { name: 'Texto alternativo' })
    await page.getByRole('button', { name: contentText.publish }).click()
    await expect(alt).toHaveAccessibleDescription(`Error: ${CONTENT_FIELD_MESSAGES.longText}`)
    await expect(page.getByText(contentText.errorSummary)).toBeVisible()
    await expectNoAxeViolations(page)
    await alt.fill(ALT)
    // The preview is the new photo's smallest file, described by what was typed.
    await expect(image.getByRole('img', { name: ALT })).toHaveAttribute('src', /^\/media\/subidas\/imagen-[0-9a-f]{32}-wide-480\.webp$/)

    // To the front of the carousel, with «Subir» (the drag handle's keyboard moves are the form's own test).
    for (let moves = 1; moves < PROMOTIONS_AFTER; moves += 1) await page.getByRole('button', { name: `Subir ${TITLE}` }).click()
    await expect(page.getByRole('button', { name: `Subir ${TITLE}` })).toBeDisabled()
    await page.getByRole('button', { name: contentText.publish }).click()
    await expect(page.getByText(contentText.published(2))).toBeVisible()

    // The home shows it first, in AVIF and WebP, every file served as immutable.
    const home = await browser.newPage({ viewport: PHONE })
    await expect
      .poll(
        async () => {
          await home.goto(`${server!.origin}/inicio`)
          return firstSlide(home).getByRole('heading', { level: 3 }).textContent()
        },
        { timeout: REACHES_THE_HOST_MS, intervals: [1_000] },
      )
      .toBe(TITLE)
    const slide = firstSlide(home)
    await expect(slide.getByRole('img', { name: ALT })).toBeAttached()
    const avif = await srcSetUrls(slide.locator('source[type="image/avif"]'))
    const webp = await srcSetUrls(slide.getByRole('img', { name: ALT }))
    const base = /^\/media\/subidas\/imagen-[0-9a-f]{32}-wide/
    expect(avif.map((url) => url.replace(base, ''))).toEqual(['-480.avif', '-960.avif', '-1440.avif'])
    expect(webp.map((url) => url.replace(base, ''))).toEqual(['-480.webp', '-960.webp', '-1440.webp'])
    for (const url of [...avif, ...webp]) {
      const file = await home.request.get(`${server.origin}${url}`)
      expect(file.status(), url).toBe(200)
      expect(file.headers()['content-type'], url).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp')
      expect(file.headers()['cache-control'], url).toBe(IMMUTABLE_CACHE_CONTROL)
    }

    // An end date in the past: published, the promotion leaves the home.
    await promotion.getByLabel('Se muestra hasta (opcional)').fill('2020-01-31')
    await page.getByRole('button', { name: contentText.publish }).click()
    await expect(page.getByText(contentText.published(3))).toBeVisible()
    await expect
      .poll(
        async () => {
          await home.goto(`${server!.origin}/inicio`)
          return home.getByRole('heading', { name: TITLE }).count()
        },
        { timeout: REACHES_THE_HOST_MS, intervals: [1_000] },
      )
      .toBe(0)
    // Its files stay: a page still naming them (a cached copy, an old version restored) never breaks.
    expect((await home.request.get(`${server.origin}${avif[0]}`)).status()).toBe(200)
    await home.close()
  } finally {
    await server?.stop()
    await database.drop()
  }
})
