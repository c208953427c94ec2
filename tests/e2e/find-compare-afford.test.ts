import { expect, test, type Page } from '@playwright/test'
import { paths } from '#contracts/site-paths.ts'
import { costTable } from '#content/prices.ts'
import type { Fee } from '#contracts/content/cost-table.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { widthsTooNarrow } from './page-width.ts'
import { PHONE, PHONE_CONTEXT } from './site-routes.ts'

/*
 * Issue 39: a family finds the programmes it can study at its campus and in its schedule, puts two
 * side by side and estimates what one costs in total with a beca; the site search finds a
 * programme typed without accents. The suite's server shows the seed's published content.
 */

const SALTILLO_SABATINA = `${paths.oferta}?nivel=licenciatura&modalidad=sabatina&campus=Saltillo`

async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await expectHydrated(page.locator('body'))
}

const resultNames = (page: Page) => page.getByRole('region', { name: 'Programas' }).getByRole('heading', { level: 3 }).allTextContents()

/** The finder's announced count (the chat bubble has a status of its own). */
const resultCount = (page: Page) => page.getByRole('main').getByRole('status')

const amount = (fee: Fee) => (fee.kind === 'amount' ? fee.mxn : 0)

test('el buscador de programas filtra por nivel, modalidad y campus, anuncia el número y la dirección lo reproduce', async ({ page, browser }) => {
  await openHydrated(page, paths.oferta)
  await expect(resultCount(page)).toHaveText('11 programas encontrados')
  const filters = page.getByRole('form', { name: 'Filtros' })
  await filters.getByRole('group', { name: 'Nivel' }).getByRole('radio', { name: 'Licenciatura' }).check()
  await filters.getByRole('group', { name: 'Modalidad' }).getByRole('radio', { name: 'Sabatina' }).check()
  await filters.getByRole('combobox', { name: 'Campus' }).selectOption('Saltillo')
  await expect(resultCount(page)).toHaveText('3 programas encontrados')
  // spec §3.1: licenciatura en sabatino at Saltillo.
  expect((await resultNames(page)).toSorted()).toEqual(['Licenciatura en Administración de Empresas', 'Licenciatura en Ciencias de la Educación', 'Licenciatura en Derecho'])
  await expectNoAxeViolations(page)

  // The address holds the filters: a new page opened with it shows the same result.
  const shared = await browser.newPage()
  await openHydrated(shared, page.url().replace(/^https?:\/\/[^/]+/, ''))
  await expect(resultCount(shared)).toHaveText('3 programas encontrados')
  expect((await resultNames(shared)).toSorted()).toEqual((await resultNames(page)).toSorted())
  await shared.close()
})

test('comparar Derecho y Administración: dos columnas con costos y RVOE, también en un teléfono de 360 px', async ({ browser, baseURL, locale }) => {
  const phone = await browser.newContext({ ...PHONE_CONTEXT, viewport: { width: 360, height: PHONE.height }, baseURL, locale })
  const page = await phone.newPage()
  try {
    await openHydrated(page, SALTILLO_SABATINA)
    await page.getByRole('checkbox', { name: 'Comparar Derecho' }).check()
    await page.getByRole('checkbox', { name: 'Comparar Administración de Empresas' }).check()
    await page.getByRole('link', { name: 'Comparar (2)' }).click()
    await expect(page).toHaveURL(/\/inicio\/oferta\/comparar\?programas=/)
    const table = page.getByRole('table', { name: 'Comparación de programas' })
    await expect(table.getByRole('columnheader')).toContainText(['Derecho', 'Administración de Empresas'])
    const licenciatura = costTable.licenciatura.find((row) => row.modalities.includes('escolarizada'))!.cost
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    await expect(row('Inscripción')).toContainText(`$${amount(licenciatura.inscripcion).toLocaleString('en-US')}`)
    await expect(row('Mensualidad')).toContainText(`$${amount(licenciatura.mensualidad.nuevoIngreso).toLocaleString('en-US')}`)
    await expect(row('Validez oficial (RVOE)').getByRole('cell')).toHaveCount(2)
    await expect(row('Validez oficial (RVOE)')).toContainText('Escolarizada')
    await expectNoAxeViolations(page)
    expect(await widthsTooNarrow(page, page.url().replace(/^https?:\/\/[^/]+/, ''))).toEqual([])
  } finally {
    await phone.close()
  }
})

test('la estimación de licenciatura escolarizada, nuevo ingreso, 9 cuatrimestres con beca de 20 % coincide con la cuenta a mano', async ({ page }) => {
  await openHydrated(page, '/inicio/licenciatura/derecho')
  const estimate = page.getByRole('region', { name: '¿Cuánto cuesta en total?' })
  await estimate.getByRole('combobox', { name: 'Modalidad' }).selectOption({ label: 'Escolarizada' })
  await estimate.getByRole('radio', { name: 'Nuevo ingreso' }).check()
  await estimate.getByRole('spinbutton', { name: 'Porcentaje de beca' }).fill('20')
  // By hand, from the published table (content/prices.ts): ficha + inscripción + mensualidad × 80 % × 9 cuatrimestres of 4 months.
  const { cost } = costTable.licenciatura.find((row) => row.modalities.includes('escolarizada'))!
  const total = amount(cost.ficha.nuevoIngreso) + amount(cost.inscripcion) + amount(cost.mensualidad.nuevoIngreso) * 0.8 * 9 * 4
  expect(total).toBe(45_100)
  await expect(estimate.getByRole('status')).toContainText(`$${total.toLocaleString('en-US')}`)
  await expect(estimate).toContainText('Estimación')
})

test('la búsqueda de la barra encuentra programas escritos sin acentos', async ({ page }) => {
  await openHydrated(page, paths.home)
  const search = page.getByRole('search').getByRole('combobox')
  for (const [query, programme] of [
    ['administracion', 'Administración de Empresas'],
    ['ingles', 'Enseñanza en Lengua Inglesa'],
  ] as const) {
    await search.fill(query)
    await expect(page.getByRole('listbox').getByRole('option', { name: new RegExp(programme) }).first()).toBeVisible()
  }
  await search.press('ArrowDown')
  await search.press('Enter')
  await expect(page).toHaveURL(/lengua-inglesa/)
})

test('en un teléfono, la caja de búsqueda prerenderizada se hidrata en su sitio cuando llega su código, sin rehacerse', async ({ browser, baseURL, locale }) => {
  const phone = await browser.newContext({ ...PHONE_CONTEXT, viewport: PHONE, baseURL, locale })
  const page = await phone.newPage()
  try {
    // The box's code arrives after the page has hydrated and the bar has re-rendered: for the phone, and
    // with its menu opened.
    let releaseSearchCode = () => {}
    const searchCodeHeld = new Promise<void>((resolve) => (releaseSearchCode = resolve))
    await page.route('**/assets/navbar-search-*.js', async (route) => {
      await searchCodeHeld
      await route.continue()
    })
    await openHydrated(page, paths.home)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await page.getByRole('search').evaluate((form) => ((window as unknown as { prerenderedSearch: Element }).prerenderedSearch = form))
    releaseSearchCode()

    await page.getByRole('search').getByRole('combobox').fill('derecho')
    await expect(page.getByRole('listbox').getByRole('option', { name: /Derecho/ }).first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { prerenderedSearch: Element }).prerenderedSearch.isConnected)).toBe(true)
  } finally {
    await phone.close()
  }
})

test('las preguntas frecuentes se agrupan por tema y llevan sus datos estructurados FAQPage', async ({ page }) => {
  await openHydrated(page, paths.preguntasFrecuentes)
  for (const topic of ['Admisiones', 'Costos', 'Becas', 'Documentos', 'Certificados']) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible()
  }
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as {
    '@type': string
    mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
  }
  expect(data['@type']).toBe('FAQPage')
  expect(data.mainEntity.length).toBeGreaterThan(5)
  const first = data.mainEntity[0]!
  expect(first['@type']).toBe('Question')
  await expect(page.getByText(first.name, { exact: true })).toBeVisible()
  expect(first.acceptedAnswer['@type']).toBe('Answer')
  expect(first.acceptedAnswer.text.length).toBeGreaterThan(20)
})
