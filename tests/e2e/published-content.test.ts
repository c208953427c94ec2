import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import { ADMISSION_FIELD_TEXT, ADMISSION_MESSAGES } from '#contracts/admission.ts'
import { API_BASE_PATH, API_PATHS, PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { CONTENT_API_PATHS, contentPreviewUrl } from '#contracts/content/content-api.ts'
import { SINGLE_RECORD_KEY, type ContentKind } from '#contracts/content/content-kinds.ts'
import type { Identity } from '#contracts/content/identity.ts'
import type { PrivacyNoticeParts } from '#contracts/content/privacy-notice.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { contentText } from '#app/panel/content/content-text.ts'
import { CONTENT_REVISION_POLL_MS } from '#server/config/content.ts'
import { startBenchServer, type BenchServer } from '../../scripts/bench/bench-server.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { costEstimateText } from '#content/cost-estimate.ts'
import { STAFF_PASSWORD, createStaffFromCli, openSection, panelDrawn, signedInPhone, staffEmail } from './panel-support.ts'
import { EXAMPLE_FICHA } from '#tests/fixtures/example-submissions.ts'
import { sharedDatabase } from './shared-database.ts'

/*
 * Issue 37: a `contenido` person changes a price in the panel, previews it, publishes it; two
 * server processes sharing one database (PostgreSQL in CI) show it without a rebuild; the
 * record's history shows the change and «Restaurar» brings the old price back; a carrera taken off
 * a campus leaves the ficha and the API. On a phone.
 */

// Not the suite's server: this journey changes the published prices, which other journeys check.
const FIRST_PORT = 4176
/** ADR 055: each host asks for the content's revision this often; issue 37 allows 60 s. */
const REACHES_EVERY_HOST_MS = Math.min(60_000, 2 * CONTENT_REVISION_POLL_MS)
const COST_TABLE = { kind: 'tabla-de-costos', key: SINGLE_RECORD_KEY } as const

/** The row of Licenciatura Escolarizada in the ficha page's cost table, on the page as it is. */
function escolarizadaRow(page: Page) {
  return page
    .getByRole('table', { name: 'Licenciatura' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Escolarizada', exact: true }) })
}

/** Licenciatura Escolarizada's monthly fee for nuevo ingreso, in the cost table's form. */
function escolarizadaFeeField(page: Page) {
  return page
    .getByRole('group', { name: 'Licenciatura', exact: true })
    .getByRole('group', { name: 'Escolarizada', exact: true })
    .getByRole('group', { name: 'Mensualidad', exact: true })
    .getByRole('group', { name: 'Nuevo ingreso', exact: true })
    .getByRole('textbox', { name: 'Precio en pesos' })
}

async function openCostTable(page: Page) {
  await openSection(page, contentText.section)
  await panelDrawn(page)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Tabla de costos', exact: true }).click()
  await panelDrawn(page)
}

interface Published<Data> {
  readonly version: number
  readonly datos: Data
}

/** A single record's published version, as the panel's API gives it. */
async function publishedRecord<Data>(page: Page, origin: string, kind: ContentKind): Promise<Published<Data>> {
  const answer = await page.request.get(`${origin}${API_BASE_PATH}${CONTENT_API_PATHS.record(kind, SINGLE_RECORD_KEY)}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { publicada: Published<Data> }).publicada
}

/** Publishes a single record's next version through the panel's API, as its editor's «Publicar» does. */
async function publish(page: Page, origin: string, kind: ContentKind, edit: Published<unknown>) {
  const answer = await page.request.post(`${origin}${API_BASE_PATH}${CONTENT_API_PATHS.publish(kind, SINGLE_RECORD_KEY)}`, { data: edit, headers: { origin } })
  expect(answer.status(), await answer.text()).toBe(200)
}

async function expectEveryHostShows(page: Page, servers: readonly BenchServer[], price: string) {
  for (const server of servers) {
    await expect
      .poll(
        async () => {
          await page.goto(`${server.origin}/inicio/genera`)
          return escolarizadaRow(page).textContent()
        },
        { timeout: REACHES_EVERY_HOST_MS, intervals: [1_000] },
      )
      .toContain(price)
  }
}

test('una persona de contenido cambia un precio, lo ve en la vista previa, lo publica y lo restaura; llega a los dos servidores', async ({ browser }) => {
  // A ceiling, not a speed check: two servers of its own and a dozen publishes; it took 3 to 4 min beside the other workers on two cores.
  test.setTimeout(420_000)
  const database = await sharedDatabase()
  const servers: BenchServer[] = []
  try {
    servers.push(await startBenchServer(FIRST_PORT, undefined, { databaseUrl: database.url }))
    servers.push(await startBenchServer(FIRST_PORT + 1, undefined, { databaseUrl: database.url }))
    const [first, second] = servers as [BenchServer, BenchServer]
    const editor = staffEmail('contenido')
    const colleague = staffEmail('colega')
    await createStaffFromCli(editor, 'Carmen Contenido', ['contenido'], { databaseUrl: database.url })
    await createStaffFromCli(colleague, 'Cosme Colega', ['contenido'], { databaseUrl: database.url })

    // Nobody without a session sees a draft, nor staff of another desk.
    const previewUrl = `${first.origin}${contentPreviewUrl(COST_TABLE.kind, COST_TABLE.key)}`
    const anonymous = await browser.newPage()
    const refused = await anonymous.goto(previewUrl)
    expect(refused?.status()).toBe(401)
    await expect(anonymous.getByText(/inicia sesión en el panel/)).toBeVisible()
    await anonymous.close()
    const admissions = staffEmail('admisiones')
    await createStaffFromCli(admissions, 'Adela Admisiones', ['admisiones'], { databaseUrl: database.url })
    const admissionsApi = await playwrightRequest.newContext({ baseURL: first.origin, extraHTTPHeaders: { origin: first.origin } })
    expect((await admissionsApi.post(`${API_BASE_PATH}${PANEL_API_PATHS.session}`, { data: { email: admissions, contrasena: STAFF_PASSWORD } })).status()).toBe(200)
    expect((await admissionsApi.get(previewUrl)).status()).toBe(403)
    await admissionsApi.dispose()

    // The colleague opens the same record on the other server before the change is published.
    const colleaguePage = await signedInPhone(browser, second.origin, colleague)
    await openCostTable(colleaguePage)

    const page = await signedInPhone(browser, first.origin, editor)
    await openCostTable(page)
    await expectNoAxeViolations(page)
    const fee = escolarizadaFeeField(page)
    await expect(fee).toHaveValue('1500')
    await fee.fill('2345')
    await expect(page.getByText(/^Borrador guardado/)).toBeVisible()

    // «Vista previa»: the public page with the draft, for staff only, never kept.
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: contentText.preview }).click()])
    await expect(escolarizadaRow(preview)).toContainText('$2,345')
    await preview.close()
    const previewAnswer = await page.request.get(`${first.origin}${contentPreviewUrl(COST_TABLE.kind, COST_TABLE.key)}`)
    expect(previewAnswer.headers()['cache-control']).toBe('private, no-store')
    expect(previewAnswer.headers()['x-robots-tag']).toBe('noindex')
    // The published page has not changed.
    await page.goto(`${first.origin}/inicio/genera`)
    await expect(escolarizadaRow(page)).toContainText('$1,500')
    await page.goBack()
    await panelDrawn(page)

    // Nothing typed was lost on the way: the draft is there, and it is published.
    await expect(escolarizadaFeeField(page)).toHaveValue('2345')
    await page.getByRole('button', { name: contentText.publish }).click()
    await expect(page.getByText(contentText.published(2))).toBeVisible()
    await expectEveryHostShows(page, servers, '$2,345')
    // Issue 39: the programme pages' cost estimate reads the same published table.
    await page.goto(`${second.origin}/inicio/licenciatura/derecho`)
    await expectHydrated(page.locator('body'))
    const estimate = page.getByRole('region', { name: costEstimateText.heading })
    await estimate.getByRole('combobox', { name: costEstimateText.modalityLabel }).selectOption({ label: 'Escolarizada' })
    await estimate.getByRole('radio', { name: costEstimateText.entryType.options.nuevoIngreso }).check()
    await expect(estimate).toContainText('$2,345')

    // The colleague's publish from the old version is refused with what changed, and what they typed stays.
    const colleagueFee = escolarizadaFeeField(colleaguePage)
    await colleagueFee.fill('1999')
    await colleaguePage.getByRole('button', { name: contentText.publish }).click()
    const conflict = colleaguePage.getByRole('region', { name: contentText.conflictTitle })
    await expect(conflict).toContainText('2345')
    await expect(colleagueFee).toHaveValue('1999')
    await conflict.getByRole('button', { name: 'Recargar' }).click()
    await expect(colleagueFee).toHaveValue('1999')
    await colleaguePage.context().close()

    // The history shows who changed what, and «Restaurar» brings the old price back.
    await page.goto(PANEL_PAGES.contentHistory(COST_TABLE.kind, COST_TABLE.key))
    await panelDrawn(page)
    await expectNoAxeViolations(page)
    const latest = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Versión 2/ }) })
    await expect(latest).toContainText(editor)
    await expect(latest).toContainText('Precio en pesos')
    await expect(latest).toContainText('1500')
    await expect(latest).toContainText('2345')
    await page.getByRole('button', { name: contentText.restore(1) }).click()
    await expect(page.getByText(contentText.restored(1, 3))).toBeVisible()
    await expectEveryHostShows(page, servers, '$1,500')

    // A carrera taken off a campus leaves the ficha's cascade and the API refuses it.
    await page.goto(PANEL_PAGES.contentRecord('opciones-ficha', SINGLE_RECORD_KEY))
    await panelDrawn(page)
    const torreon = page.getByRole('group', { name: 'Licenciatura', exact: true }).getByRole('group', { name: 'Torreón', exact: true })
    await torreon.getByRole('checkbox', { name: 'Derecho', exact: true }).uncheck()
    await page.getByRole('button', { name: contentText.publish }).click()
    await expect(page.getByText(contentText.published(2))).toBeVisible()
    await expect
      .poll(
        async () => {
          await page.goto(`${second.origin}/inicio/genera`)
          await page.getByRole('combobox', { name: ADMISSION_FIELD_TEXT.nivel_estudio.label }).selectOption('licenciatura')
          await page.getByRole('combobox', { name: ADMISSION_FIELD_TEXT.campus.label }).selectOption('Torreon')
          return page.getByRole('combobox', { name: ADMISSION_FIELD_TEXT.carrera.label }).getByRole('option').allTextContents()
        },
        { timeout: REACHES_EVERY_HOST_MS, intervals: [1_000] },
      )
      .not.toContain('Derecho')
    const ficha = await page.request.post(`${second.origin}${API_BASE_PATH}${API_PATHS.admissionForm}`, { data: EXAMPLE_FICHA, headers: { origin: second.origin } })
    expect(ficha.status()).toBe(422)
    expect(await ficha.json()).toEqual({ errors: { carrera: [ADMISSION_MESSAGES.carrera.notOffered] } })

    // The institute's identity and the privacy notice's variable parts reach every page of the other host.
    const identity = await publishedRecord<Identity>(page, first.origin, 'identidad')
    await publish(page, first.origin, 'identidad', {
      version: identity.version,
      datos: { ...identity.datos, email: 'informes@instituto-ejemplo.edu.mx', social: { ...identity.datos.social, facebook: 'https://facebook.example.com/publicado' } },
    })
    const privacy = await publishedRecord<PrivacyNoticeParts>(page, first.origin, 'aviso-de-privacidad')
    await publish(page, first.origin, 'aviso-de-privacidad', { version: privacy.version, datos: { ...privacy.datos, updatedOn: '2027-01-15' } })
    await expect
      .poll(
        async () => {
          await page.goto(`${second.origin}/inicio/contactanos`)
          return page.getByRole('region', { name: 'Información de contacto' }).getByRole('link', { name: 'informes@instituto-ejemplo.edu.mx' }).count()
        },
        { timeout: REACHES_EVERY_HOST_MS, intervals: [1_000] },
      )
      .toBe(1)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', 'https://facebook.example.com/publicado')
    await page.goto(`${second.origin}/inicio/aviso-de-privacidad`)
    await expect(page.getByText('Última actualización: 15 de enero de 2027.')).toBeVisible()
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await database.drop()
  }
})
