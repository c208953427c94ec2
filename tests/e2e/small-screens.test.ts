import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { holdPageCode } from './hydration.ts'

test.describe('pantalla de mantenimiento', () => {
  test('muestra sus textos y vuelve al inicio por la raíz', async ({ page }) => {
    await page.goto('/inicio/mantenimiento')
    await expect(page.getByRole('heading', { name: 'Esta sección no está disponible por el momento' })).toBeVisible()
    await expect(
      page.getByText('Estamos trabajando para darte la mejor experiencia. Vuelve más tarde, por favor.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    const back = page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })
    await expect(back).toHaveAttribute('href', '/')
    await back.click()
    // The app redirects the root to /inicio on the client too.
    await expect(page).toHaveURL(/\/inicio$/)
  })
})

const box = (page: Page, n: number) => page.getByLabel(`Dígito ${n} de 6`)

/** Each box shows its digit of `code`, in order. */
async function expectBoxesShow(page: Page, code: string) {
  for (const [i, digit] of [...code].entries()) {
    await expect(box(page, i + 1)).toHaveValue(digit)
  }
}

test.describe('código de verificación', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/inicio/verificacion')
    await expect(page.getByRole('heading', { name: 'Ingresa el código de verificación' })).toBeVisible()
  })

  test('escribir avanza, las letras no entran, Backspace y flechas regresan', async ({ page }) => {
    await box(page, 1).click()
    await page.keyboard.type('1')
    await expect(box(page, 1)).toHaveValue('1')
    await expect(box(page, 2)).toBeFocused()

    await page.keyboard.type('a')
    await expect(box(page, 2)).toHaveValue('')
    await expect(box(page, 2)).toBeFocused()

    await page.keyboard.type('2')
    await expect(box(page, 3)).toBeFocused()
    await page.keyboard.press('Backspace')
    await expect(box(page, 2)).toBeFocused()

    await page.keyboard.press('ArrowLeft')
    await expect(box(page, 1)).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(box(page, 2)).toBeFocused()
  })

  test('pegar 123456 llena las seis casillas y Verificar une el código sin llamar al servidor', async ({ page }) => {
    const apiCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url())
    })
    await box(page, 1).focus()
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData('text/plain', '123456')
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expectBoxesShow(page, '123456')
    await page.getByRole('button', { name: 'Verificar' }).click()
    await expect(page.getByText('123456')).toBeVisible()
    expect(apiCalls).toEqual([])
    await expectNoAxeViolations(page)
  })
})

test.describe('código de verificación antes de que la página responda', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('un código pegado con el teclado llena las seis casillas en cuanto la página responde', async ({ page }) => {
    const release = await holdPageCode(page)
    await page.goto('/inicio/verificacion', { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => navigator.clipboard.writeText('123456'))
    await box(page, 1).focus()
    await page.keyboard.press('ControlOrMeta+V')
    release()
    await expectBoxesShow(page, '123456')
  })

  test('un dígito escrito antes de que la página responda se queda y el siguiente va a la segunda casilla', async ({ page }) => {
    const release = await holdPageCode(page)
    await page.goto('/inicio/verificacion', { waitUntil: 'domcontentloaded' })
    await box(page, 1).click()
    await page.keyboard.type('1')
    release()
    await expect(box(page, 2)).toBeFocused()
    await page.keyboard.type('2')
    await expectBoxesShow(page, '12')
    await expect(box(page, 3)).toBeFocused()
  })
})
