import { expect, test, type Page } from '@playwright/test'
import {
  CHAT_BUBBLE_HIDE_MS,
  CHAT_BUBBLE_SHOW_MS,
  NAVBAR_SOLID_AFTER_PX,
  SCROLL_TOP_VISIBLE_AFTER_PX,
} from '../../app/config/ui-timing.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated, holdPageCode } from './hydration.ts'
import { openWithPausedClock } from './paused-clock.ts'
import { PHONE } from './site-routes.ts'

/** A page long enough to scroll: the verification screen with the full layout, in a short window. */
const SCROLLABLE_PAGE = '/inicio/verificacion'
const SHORT_DESKTOP = { width: 1280, height: 420 }

const header = (page: Page) => page.getByRole('banner')
const barBackground = (page: Page) => header(page).evaluate((el) => getComputedStyle(el).backgroundColor)
const TRANSPARENT = 'rgba(0, 0, 0, 0)'
/** A computed colour with no alpha channel: fully opaque. */
const OPAQUE = /^rgb\(/

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

test.describe('barra de navegación', () => {
  test('es transparente arriba y sólida después de desplazarse', async ({ page }) => {
    await page.setViewportSize(SHORT_DESKTOP)
    await page.goto(SCROLLABLE_PAGE)
    await expect(header(page)).toHaveAttribute('data-solid', 'false')
    await expect.poll(() => barBackground(page)).toBe(TRANSPARENT)

    await scrollTo(page, NAVBAR_SOLID_AFTER_PX)
    await expect(header(page)).toHaveAttribute('data-solid', 'false')

    await scrollTo(page, NAVBAR_SOLID_AFTER_PX + 20)
    await expect(header(page)).toHaveAttribute('data-solid', 'true')
    await expect.poll(() => barBackground(page)).toMatch(OPAQUE)

    await scrollTo(page, 0)
    await expect(header(page)).toHaveAttribute('data-solid', 'false')
  })

  test('el teclado abre un submenú con Enter y Escape lo cierra devolviendo el foco', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(SCROLLABLE_PAGE)
    const nav = page.getByRole('navigation', { name: 'Principal' })
    const trigger = nav.getByRole('button', { name: 'EDUCACIÓN' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Bachillerato' })).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Bachillerato' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()

    await page.keyboard.press('Space')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page)
  })

  test('Escape cierra un submenú aunque llegue justo al abrirlo', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(SCROLLABLE_PAGE)
    await expectHydrated(page.locator('body'))
    const trigger = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'EDUCACIÓN' })
    await trigger.focus()
    // A quick typist: the submenu is drawn open, and Escape comes before the effects of that render run.
    const expandedBeforeEscape = await trigger.evaluate(async (button: HTMLElement) => {
      button.click()
      await Promise.resolve()
      const expanded = button.getAttribute('aria-expanded')
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      return expanded
    })
    expect(expandedBeforeEscape).toBe('true')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('en escritorio un submenú bajo el ratón desde antes de que la página responda se abre al responder', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await holdPageCode(page)
    await page.goto(SCROLLABLE_PAGE, { waitUntil: 'domcontentloaded' })
    const campus = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'CAMPUS' })
    await campus.hover()
    release()
    await expect(campus).toHaveAttribute('aria-expanded', 'true')
  })

  test('en escritorio el submenú abre al pasar el ratón', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(SCROLLABLE_PAGE)
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await nav.getByRole('button', { name: 'CAMPUS' }).hover()
    await expect(nav.getByRole('button', { name: 'CAMPUS' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Saltillo' })).toBeVisible()
  })
})

test.describe('barra de navegación en el teléfono', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('en el teléfono los submenús abren con un toque y solo una rama queda abierta', async ({ page }) => {
    await page.goto(SCROLLABLE_PAGE)
    const menuButton = page.getByRole('button', { name: 'Abrir menú' })
    await menuButton.tap()
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true')
    // An open menu makes the bar solid even at the top of the page.
    await expect(header(page)).toHaveAttribute('data-solid', 'true')

    const nav = page.getByRole('navigation', { name: 'Principal' })
    const educacion = nav.getByRole('button', { name: 'EDUCACIÓN' })
    const campus = nav.getByRole('button', { name: 'CAMPUS' })
    await educacion.tap()
    await expect(educacion).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Bachillerato' })).toBeVisible()

    // Opening maestría keeps its parents (posgrado) open.
    await nav.getByRole('button', { name: 'Posgrado' }).tap()
    await nav.getByRole('button', { name: 'Maestría' }).tap()
    await expect(nav.getByRole('button', { name: 'Posgrado' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Juicios Orales' })).toBeVisible()

    // Another branch closes the first one.
    await campus.tap()
    await expect(campus).toHaveAttribute('aria-expanded', 'true')
    await expect(educacion).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Bachillerato' })).toBeHidden()
    await expect(nav.getByRole('button', { name: 'Torreón' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('elementos flotantes', () => {
  test('el menú de chat abre, cierra y se cierra con un clic fuera', async ({ page }) => {
    await page.goto(SCROLLABLE_PAGE)
    const chat = page.getByRole('button', { name: 'Abrir chat' })
    await chat.click()
    const close = page.getByRole('button', { name: 'Cerrar chat' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const links = page.locator('#chat-menu').getByRole('link')
    await expect(links).toHaveCount(4)
    await expectNoAxeViolations(page)

    await close.click()
    await expect(page.getByRole('button', { name: 'Abrir chat' })).toHaveAttribute('aria-expanded', 'false')
    await expect(links.first()).toBeHidden()

    await page.getByRole('button', { name: 'Abrir chat' }).click()
    await expect(links.first()).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(links.first()).toBeHidden()
  })

  test('la burbuja de ayuda aparece a los 5 s y se va a los 8 s', async ({ page }) => {
    await openWithPausedClock(page, SCROLLABLE_PAGE)
    await expect(page.getByRole('button', { name: 'Abrir chat' })).toBeVisible()
    const bubble = page.getByText('¿Tienes dudas? Escríbenos')

    await page.clock.runFor(CHAT_BUBBLE_SHOW_MS - 500)
    await expect(bubble).toBeHidden()
    await page.clock.runFor(1_000)
    await expect(bubble).toBeVisible()
    await page.clock.runFor(CHAT_BUBBLE_HIDE_MS - CHAT_BUBBLE_SHOW_MS - 1_000)
    await expect(bubble).toBeVisible()
    await page.clock.runFor(1_000)
    await expect(bubble).toBeHidden()
  })

  test('la burbuja de ayuda se cierra con ×', async ({ page }) => {
    await openWithPausedClock(page, SCROLLABLE_PAGE)
    await expect(page.getByRole('button', { name: 'Abrir chat' })).toBeVisible()
    await page.clock.runFor(CHAT_BUBBLE_SHOW_MS + 100)
    await page.getByRole('button', { name: 'Cerrar mensaje de ayuda' }).click()
    await expect(page.getByText('¿Tienes dudas? Escríbenos')).toBeHidden()
  })

  test('el botón para volver arriba aparece pasados 300 px y sube la página', async ({ page }) => {
    await page.setViewportSize(SHORT_DESKTOP)
    await page.goto(SCROLLABLE_PAGE)
    const toTop = page.getByRole('button', { name: 'Volver arriba' })
    await expect(toTop).toBeHidden()
    await scrollTo(page, SCROLL_TOP_VISIBLE_AFTER_PX)
    await expect(toTop).toBeHidden()
    await scrollTo(page, SCROLL_TOP_VISIBLE_AFTER_PX + 50)
    await expect(toTop).toBeVisible()
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(toTop).toBeHidden()
  })
})
