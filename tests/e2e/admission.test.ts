import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { admissionFormText, costSelectorText } from '../../content/admission.ts'
import { ADMISSION_FIELD_TEXT as fields } from '../../contracts/admission.ts'
import { SPEC_FICHA_OPTIONS } from '../fixtures/ficha-combinations.ts'
import { expectNoAxeViolations } from './axe.ts'
import { holdPageCode } from './hydration.ts'
import { E2E_DATABASE_FILE, outboxMessages } from './server-files.ts'

const PAGE = '/inicio/genera'
const text = admissionFormText
const costs = costSelectorText

// spec §9 computed colours: a no-cost ficha in green (--color-success), otherwise red (--color-danger).
const GREEN = 'rgb(30, 122, 52)'
const RED = 'rgb(179, 38, 30)'

/**
 * spec §9 "Cost table (MXN)", copied by hand: level, modality, then each field and its value
 * (licenciatura: egresado, then nuevo ingreso).
 */
const SPEC_COSTS: ReadonlyArray<{ level: string; modality: string; rows: [string, string][]; nuevoIngreso?: [string, string][] }> = [
  { level: 'Bachillerato', modality: 'Escolarizada', rows: [['Ficha', '$500'], ['Inscripción', '$1,550'], ['Mensualidad', '$850'], ['Duración', '2 años'], ['Horario', '7:45 - 12:30'], ['Días', 'Lunes a viernes']] },
  { level: 'Bachillerato', modality: 'En línea', rows: [['Ficha', 'Sin costo'], ['Inscripción', '$500'], ['Mensualidad', '$500'], ['Duración', '2 años'], ['Horario', '8:00 - 10:00'], ['Días', 'Sábados']] },
  { level: 'Bachillerato', modality: 'Nocturna', rows: [['Ficha', '$500'], ['Inscripción', '$800'], ['Mensualidad', '$500'], ['Duración', '2 años'], ['Horario', '19:00 - 21:00'], ['Días', 'Lunes a jueves']] },
  { level: 'Bachillerato', modality: 'Sabatina', rows: [['Ficha', 'Sin costo'], ['Inscripción', '$1,000'], ['Mensualidad', '$700'], ['Duración', '2 años'], ['Horario', '8:00 - 14:40'], ['Días', 'Sábados']] },
  { level: 'Licenciatura', modality: 'Escolarizada', rows: [['Ficha', '$500'], ['Inscripción', '$1,400'], ['Mensualidad', '$1,100']], nuevoIngreso: [['Ficha', '$500'], ['Inscripción', '$1,400'], ['Mensualidad', '$1,500']] },
  { level: 'Licenciatura', modality: 'Nocturna', rows: [['Ficha', 'Sin costo'], ['Inscripción', '$1,000'], ['Mensualidad', '$800']], nuevoIngreso: [['Ficha', '$500'], ['Inscripción', '$1,000'], ['Mensualidad', '$1,200']] },
  { level: 'Licenciatura', modality: 'En línea', rows: [['Ficha', 'Sin costo'], ['Inscripción', '$1,400'], ['Mensualidad', '$1,100']], nuevoIngreso: [['Ficha', 'Sin costo'], ['Inscripción', '$1,400'], ['Mensualidad', '$1,500']] },
  { level: 'Licenciatura', modality: 'Sabatina', rows: [['Ficha', '$500'], ['Inscripción', '$1,400'], ['Mensualidad', '$1,100']], nuevoIngreso: [['Ficha', '$500'], ['Inscripción', '$1,400'], ['Mensualidad', '$1,500']] },
  { level: 'Maestría', modality: 'Nocturna', rows: [['Ficha', 'Sin costo'], ['Inscripción', '$800'], ['Mensualidad', '$1,600']] },
  { level: 'Maestría', modality: 'En línea / Sabatina (semipresencial)', rows: [['Ficha', 'Sin costo'], ['Inscripción', '$800'], ['Mensualidad', '$1,600']] },
  { level: 'Doctorado', modality: 'En línea', rows: [['Ficha', 'Sin costo'], ['Inscripción', '$1,600'], ['Mensualidad', '$3,000']] },
]

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true })
const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true })
const optionValues = (page: Page, label: string) =>
  combobox(page, label).evaluate((select: HTMLSelectElement) => Array.from(select.options, (option) => option.value).slice(1))

async function fillFicha(page: Page, nombres: string) {
  await textbox(page, fields.apellido_paterno.label).fill('García')
  await textbox(page, fields.apellido_materno.label).fill('López')
  await textbox(page, fields.nombres.label).fill(nombres)
  await textbox(page, fields.correo_electronico.label).fill('aspirante@example.com')
  await textbox(page, fields.telefono.label).fill('8711234567')
  await textbox(page, fields.curp.label).fill('GALA010203MCLLPN09')
  await combobox(page, fields.nivel_estudio.label).selectOption('licenciatura en sabatino')
  await combobox(page, fields.campus.label).selectOption('Matamoros')
  await combobox(page, fields.carrera.label).selectOption('Derecho')
}

test.describe('ficha de inscripción (spec §2.12)', () => {
  test('muestra el título, los documentos, las notas y el formulario, sin fallas de accesibilidad', async ({ page }) => {
    const response = await page.goto(PAGE)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Genera tu ficha de inscripcion' })).toBeVisible()
    const documents = page.getByRole('region', { name: 'Documentos requeridos' })
    await expect(documents).toContainText('original y copia')
    await expect(documents.getByRole('listitem')).toHaveText([
      /Acta de nacimiento/,
      /CURP/,
      /Comprobante de domicilio/,
      /Identificación oficial.*tutor/,
    ])
    await expect(page.getByRole('region', { name: 'Notas' }).getByRole('listitem').first()).toBeVisible()
    await expect(textbox(page, fields.fecha.label)).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/)
    await expect(textbox(page, fields.apellido_paterno.label)).toHaveAttribute('autocomplete', 'family-name')
    await expect(textbox(page, fields.nombres.label)).toHaveAttribute('autocomplete', 'given-name')
    await expect(textbox(page, fields.correo_electronico.label)).toHaveAttribute('autocomplete', 'email')
    await expect(textbox(page, fields.telefono.label)).toHaveAttribute('autocomplete', 'tel-national')
    await expectNoAxeViolations(page)
  })

  test('los selects en cascada ofrecen exactamente las opciones de §3.1 para cada nivel', async ({ page }) => {
    await page.goto(PAGE)
    const levels = [...new Set(SPEC_FICHA_OPTIONS.map(([level]) => level))]
    expect(await optionValues(page, fields.nivel_estudio.label)).toEqual(levels)
    for (const level of levels) {
      await combobox(page, fields.nivel_estudio.label).selectOption(level)
      const specCampuses = SPEC_FICHA_OPTIONS.filter(([specLevel]) => specLevel === level)
      // A choice made while the page is still starting is answered once it has started.
      await expect.poll(() => optionValues(page, fields.campus.label), { message: level }).toEqual(specCampuses.map(([, campus]) => campus))
      for (const [, campus, carreras] of specCampuses) {
        await combobox(page, fields.campus.label).selectOption(campus)
        await expect.poll(() => optionValues(page, fields.carrera.label), { message: `${level} | ${campus}` }).toEqual(carreras)
      }
      await combobox(page, fields.carrera.label).selectOption({ index: 1 })
    }
    // Changing the level resets the campus, then the carrera.
    await combobox(page, fields.nivel_estudio.label).selectOption('maestria')
    await expect(combobox(page, fields.campus.label)).toHaveValue('')
    await expect(combobox(page, fields.carrera.label)).toHaveValue('')
  })

  test('Celular deja solo dígitos y la CURP pasa a mayúsculas mientras se escribe', async ({ page }) => {
    await page.goto(PAGE)
    const phone = textbox(page, fields.telefono.label)
    await phone.pressSequentially('(871) 123-45 67')
    await expect(phone).toHaveValue('8711234567')
    const curp = textbox(page, fields.curp.label)
    await curp.pressSequentially('gala010203mcllpn09')
    await expect(curp).toHaveValue('GALA010203MCLLPN09')
  })

  test('un 422 del servidor se muestra bajo los campos, con el toast de validación', async ({ page }) => {
    await page.route('**/api/v1/generar-ficha', (route) =>
      route.fulfill({
        status: 422,
        json: { errors: { telefono: ['El celular no existe', 'segundo mensaje'], curp: ['La CURP no coincide'] } },
      }),
    )
    await page.goto(PAGE)
    await fillFicha(page, 'Ana')
    await page.getByRole('button', { name: text.submit }).click()

    const toast = page.getByRole('alert').filter({ hasText: text.validationToast.message })
    await expect(toast).toContainText(text.validationToast.title)
    const phone = textbox(page, fields.telefono.label)
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(phone).toHaveAccessibleDescription(`${fields.telefono.hint} Error: El celular no existe`)
    await expect(phone).toBeFocused()
    await expect(page.getByText('segundo mensaje')).toHaveCount(0)
    await expect(textbox(page, fields.curp.label)).toHaveAccessibleDescription(
      `${fields.curp.hint} Error: La CURP no coincide`,
    )
    // Nothing typed is lost.
    await expect(textbox(page, fields.nombres.label)).toHaveValue('Ana')
    await expectNoAxeViolations(page)
  })

  test('genera la ficha en el servidor: diálogo de éxito, fila y correo, y Entendido lleva al inicio', async ({ page }) => {
    const nombres = `Ana ${randomUUID().slice(0, 8)}`
    await page.goto(PAGE)
    await fillFicha(page, nombres)
    await page.getByRole('button', { name: text.submit }).click()

    const dialog = page.getByRole('dialog', { name: text.success.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(text.success.body)

    const db = new Database(E2E_DATABASE_FILE, { readonly: true, fileMustExist: true })
    let row: { folio: string; nivel_estudio: string; campus: string; carrera: string } | undefined
    try {
      row = db
        .prepare('select folio, nivel_estudio, campus, carrera from admission_forms where nombres = ?')
        .get(nombres) as typeof row
    } finally {
      db.close()
    }
    expect(row).toMatchObject({ nivel_estudio: 'licenciatura en sabatino', campus: 'Matamoros', carrera: 'Derecho' })
    const folio = row!.folio
    await expect.poll(() => outboxMessages(`${folio}-admission-applicant`)).toContain('To: aspirante@example.com')

    await dialog.getByRole('button', { name: text.success.confirm }).click()
    await expect(page).toHaveURL(/\/inicio$/)
  })

  test('un nivel elegido antes de que la página responda cuenta en cuanto responde', async ({ page }) => {
    const release = await holdPageCode(page)
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' })
    const [spec] = SPEC_COSTS
    await combobox(page, costs.levelLabel).selectOption({ label: spec!.level })
    release()
    const modality = combobox(page, costs.modalityLabel)
    await expect(modality).toBeEnabled()
    await modality.selectOption({ label: spec!.modality })
    await expect(page.getByRole('table', { name: /^Costos de / })).toBeVisible()
  })

  test('el selector de costos muestra cada fila de §9 y cambia entre egresado y Nuevo Ingreso', async ({ page }) => {
    await page.goto(PAGE)
    const level = combobox(page, costs.levelLabel)
    const modality = combobox(page, costs.modalityLabel)
    await expect(modality).toBeDisabled()
    const record = page.getByRole('table', { name: /^Costos de / })

    for (const spec of SPEC_COSTS) {
      await level.selectOption({ label: spec.level })
      await expect(modality).toHaveValue('')
      await expect(record).toHaveCount(0)
      await modality.selectOption({ label: spec.modality })
      const expectRows = async (rows: [string, string][]) => {
        for (const [field, value] of rows) {
          const cell = record.getByRole('row', { name: field }).getByRole('cell')
          await expect(cell, `${spec.level} ${spec.modality} ${field}`).toHaveText(value)
          if (field === 'Ficha') await expect(cell).toHaveCSS('color', value === 'Sin costo' ? GREEN : RED)
        }
      }
      await expectRows(spec.rows)
      if (spec.nuevoIngreso) {
        await expect(page.getByRole('heading', { name: costs.entryType.egresadoHeading })).toBeVisible()
        await page.getByRole('button', { name: 'Nuevo Ingreso' }).click()
        await expect(page.getByRole('heading', { name: 'Nuevo Ingreso' })).toBeVisible()
        await expectRows(spec.nuevoIngreso)
        await page.getByRole('button', { name: costs.entryType.egresado, exact: true }).click()
        await expect(page.getByRole('heading', { name: costs.entryType.egresadoHeading })).toBeVisible()
      }
    }
    await expect(page.getByText(costs.differentiatedNote).first()).toBeVisible()

    // The sections carousel starts on licenciaturas.
    await expect(page.getByRole('tab', { name: 'Licenciaturas' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('button', { name: costs.sections.next }).click()
    await expect(page.getByRole('tabpanel', { name: 'Maestrías y doctorados' })).toBeVisible()
  })
})
