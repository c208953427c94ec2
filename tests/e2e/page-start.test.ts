import { expect, test, type Page } from '@playwright/test'
import { PROMO_SLIDE_COUNT } from '../../app/config/ui-timing.ts'
import { contactContent } from '../../content/contact.ts'
import { navigationText } from '../../content/navigation.ts'
import { promoCarousel } from '../../content/home.ts'
import { uiText } from '../../content/ui-text.ts'
import { ADMISSION_FIELD_TEXT as admissionFields } from '../../contracts/admission.ts'
import { CONTACT_MESSAGE_FIELD_TEXT as contactFields } from '../../contracts/contact-message.ts'
import { HYDRATED_ATTRIBUTE } from '../../app/start/hydrated-attribute.ts'
import { SPEC_FICHA_OPTIONS } from '../fixtures/ficha-combinations.ts'
import { expectHydrated, holdPageCode } from './hydration.ts'

/** A phone that is busy: what takes a quiet machine 1 ms takes 6 (issue 35). */
const CPU_SLOWDOWN = 6

async function slowCpu(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

const isHydrated = (page: Page) => page.locator('html').evaluate((html, attribute) => html.hasAttribute(attribute), HYDRATED_ATTRIBUTE)

test('React 19 renders and hydrates the page: React DevTools sees react-dom, and the page carries React’s markup', async ({ page }) => {
  // What React DevTools' extension installs before any script of the page runs.
  await page.addInitScript(() => {
    const renderers = new Map<number, { rendererPackageName?: string; version?: string }>()
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (renderer: { rendererPackageName?: string; version?: string }) => {
          renderers.set(renderers.size + 1, renderer)
          return renderers.size
        },
        checkDCE: () => {},
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    })
  })
  const response = await page.goto('/inicio')
  // React's server renderer marks each Suspense boundary it prerendered.
  expect(await response?.text()).toContain('<!--$-->')
  await expectHydrated(page.locator('html'))
  const renderers = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { rendererPackageName?: string; version?: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__
    return [...hook.renderers.values()].map(({ rendererPackageName, version }) => ({ rendererPackageName, version }))
  })
  expect(renderers).toEqual([{ rendererPackageName: 'react-dom', version: expect.stringMatching(/^19\./) }])
})

test.describe(`antes de que la página responda, con el procesador ${CPU_SLOWDOWN} veces más lento`, () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page)
  })

  test('la ficha toma el nivel elegido y el celular escrito: las cuatro preparatorias y solo dígitos', async ({ page }) => {
    const release = await holdPageCode(page)
    await page.goto('/inicio/genera', { waitUntil: 'domcontentloaded' })
    await page.getByRole('combobox', { name: admissionFields.nivel_estudio.label, exact: true }).selectOption('preparatoria')
    const phone = page.getByRole('textbox', { name: admissionFields.telefono.label, exact: true })
    await phone.pressSequentially('87a1-12(3)45 67')
    expect(await isHydrated(page)).toBe(false)
    release()

    const campus = page.getByRole('combobox', { name: admissionFields.campus.label, exact: true })
    const preparatorias = SPEC_FICHA_OPTIONS.filter(([level]) => level === 'preparatoria').map(([, name]) => name)
    expect(preparatorias).toHaveLength(4)
    await expect
      .poll(() => campus.evaluate((select: HTMLSelectElement) => Array.from(select.options, (option) => option.value).slice(1)), { timeout: 30_000 })
      .toEqual(preparatorias)
    await expect(phone).toHaveValue('8711234567')
  })

  test('la flecha siguiente de las promociones, pulsada antes, lleva a la 2', async ({ page }) => {
    // The autoplay's clock stands still: only the press can move the carousel.
    await page.clock.install({ time: new Date('2026-01-15T10:00:00') })
    await page.clock.pauseAt(new Date('2026-01-15T10:01:00'))
    const release = await holdPageCode(page)
    await page.goto('/inicio', { waitUntil: 'domcontentloaded' })
    const promo = page.getByRole('region', { name: promoCarousel.title })
    await promo.getByRole('button', { name: promoCarousel.labels.next, exact: true }).click()
    expect(await isHydrated(page)).toBe(false)
    release()

    await expect(promo.getByText(`2 / ${PROMO_SLIDE_COUNT}`, { exact: true })).toBeVisible({ timeout: 30_000 })
  })

  test.describe('en el teléfono', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('un toque en «Abrir menú» mientras la página arranca abre el menú y lo deja abierto', async ({ page }) => {
      // Not held: the tap lands whenever the page's start lets it, up to the screen's first measurement.
      await page.goto('/inicio/verificacion')
      await page.getByRole('button', { name: navigationText.openMenu }).tap()
      await expect(page.getByRole('button', { name: navigationText.closeMenu })).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 })
      await expectHydrated(page.locator('body'))
      await expect(page.getByRole('button', { name: navigationText.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    })
  })

  test('si el código de la página no llega, el contacto lo dice en español, y enviarlo no pone nada en la dirección', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/inicio/contactanos')
    const address = page.url()
    const name = page.getByRole('textbox', { name: contactFields.nombre.label, exact: true })
    await name.fill('Ana Prueba')
    await page.getByRole('textbox', { name: contactFields.correo.label, exact: true }).fill('ana@example.com')
    await page.getByRole('textbox', { name: contactFields.contenido.label, exact: true }).fill('Quiero informes.')
    // Its send button waits for the page's code to check the form; Enter tries to send it anyway.
    await name.press('Enter')

    await expect(page.getByRole('alert').filter({ hasText: uiText.pageCodeFailed })).toBeVisible()
    await expect(page.getByRole('button', { name: contactContent.form.submit })).toBeDisabled()
    expect(page.url()).toBe(address)
    await expect(name).toHaveValue('Ana Prueba')
  })
})
