import { admissionFormText } from '../../content/admission.ts'
import { CAMPUS_LABELS, CARRERA_LABELS } from '../../contracts/admission-options.ts'
import { ADMISSION_FIELD_TEXT as fields } from '../../contracts/admission.ts'
import { DASHBOARD_SECTIONS, mondayOf, type DashboardSectionKey } from '../../contracts/dashboard.ts'
import { PANEL_PAGES } from '../../contracts/panel-pages.ts'
import { QUEUE_FILTER_TEXT } from '../../contracts/queues.ts'
import { STAFF_QUEUES } from '../../contracts/staff.ts'
import { instituteDay } from '../../contracts/time-zone.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { expect, test } from './own-server.ts'
import { openSection, unfoldFilters } from './panel-support.ts'
import { mailTo, region, signedInStaff, textbox, uniqueName } from './queue-support.ts'
import { PHONE } from './site-routes.ts'

/*
 * Issue 38: a family arrives from a campaign link, reads two pages and sends a ficha; admissions
 * find it by the campaign and read where the visit came from.
 */

test.describe('origen de cada aspirante (issue 38)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('una ficha enviada dos páginas después de llegar por una campaña lleva su fuente y su campaña', async ({ page, ownServer }) => {
    // Each page is read before the next: its code has started (and noted the visit) by then.
    for (const path of ['/inicio?utm_source=facebook&utm_medium=social&utm_campaign=agosto-gratis', '/inicio/licenciatura/derecho', '/inicio/genera']) {
      await page.goto(path)
      await expectHydrated(page.locator('body'))
    }

    const nombres = uniqueName('Valeria')
    const correo = `valeria.${nombres.split(' ')[1]}@example.com`
    await textbox(page, fields.apellido_paterno.label).fill('Treviño')
    await textbox(page, fields.apellido_materno.label).fill('Salas')
    await textbox(page, fields.nombres.label).fill(nombres)
    await textbox(page, fields.correo_electronico.label).fill(correo)
    await textbox(page, fields.telefono.label).fill('8447654321')
    await textbox(page, fields.curp.label).fill('TESV010203MCLRLL09')
    await page.getByRole('combobox', { name: fields.nivel_estudio.label }).selectOption('licenciatura en sabatino')
    await page.getByRole('combobox', { name: fields.campus.label }).selectOption('Saltillo')
    await page.getByRole('combobox', { name: fields.carrera.label }).selectOption('Derecho')
    await page.getByRole('button', { name: admissionFormText.submit }).click()
    await expect(page.getByRole('dialog', { name: admissionFormText.success.title })).toBeVisible()
    const folio = /FICHA-\d{4}-\d{6}/.exec((await mailTo(ownServer.sink, correo, 'FICHA-')).headers.get('subject') ?? '')![0]

    await signedInStaff(page, ownServer.databaseFile, 'Rosa Admisiones', ['admisiones'])
    await openSection(page, STAFF_QUEUES.fichas.label)
    await unfoldFilters(page)
    await page.getByRole('searchbox', { name: QUEUE_FILTER_TEXT.fuente.label }).fill('Facebook')
    await page.getByRole('searchbox', { name: QUEUE_FILTER_TEXT.campana.label }).fill('agosto-gratis')
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(/[?&]fuente=facebook/i)
    await page.getByRole('link', { name: folio, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(folio)

    const origin = region(page, 'Origen de la visita')
    // The first and the last touch are the same campaign link: later pages came from inside the site.
    await expect(origin.getByText('Fuente: facebook · Medio: social · Campaña: agosto-gratis · Página de llegada: /inicio', { exact: true })).toHaveCount(2)

    // The funnel on the home counts it for its week, campus, programme and source, on a phone.
    await page.setViewportSize(PHONE)
    await page.goto(PANEL_PAGES.home)
    const counted = async (section: DashboardSectionKey, row: string) => {
      const table = page.getByRole('table', { name: DASHBOARD_SECTIONS[section].titulo })
      await expect(table.getByRole('row', { name: row })).toHaveText(`${row}1`)
    }
    await counted('semanas', mondayOf(instituteDay(new Date())))
    await counted('campus', CAMPUS_LABELS.Saltillo)
    await counted('carrera', CARRERA_LABELS.Derecho)
    await counted('fuente', 'facebook')
    await expectNoAxeViolations(page)
  })
})
