import { expect, test, type Locator, type Page } from '@playwright/test'
import { NAV_MOBILE_BREAKPOINT_PX, NAVBAR_SOLID_AFTER_PX } from '../../app/config/ui-timing.ts'
import { paths } from '../../contracts/site-paths.ts'
import { barContrast, illegible } from './contrast.ts'
import { expectHydrated } from './hydration.ts'
import { PHONE_HEIGHT_PX, PHONE_WIDTHS_PX, SITE_ROUTES } from './site-routes.ts'

/** Wide enough for the horizontal menu (from NAV_MOBILE_BREAKPOINT_PX + 1). */
const DESKTOP = { width: 1280, height: 800 }
/** The hamburger's layout, at the widest of the phone widths. */
const PHONE = { width: Math.max(...PHONE_WIDTHS_PX), height: PHONE_HEIGHT_PX }
/** Past the point where the bar turns solid (spec §2.3). */
const SCROLLED_PX = NAVBAR_SOLID_AFTER_PX + 10
/** One page of each kind: the home hero, a programme banner, a campus video, a page without a hero. */
const PAGES_OF_EACH_KIND = [paths.home, '/inicio/licenciatura/derecho', '/inicio/campus/saltillo', paths.contactanos]

interface LayerPaint {
  layer: string
  /** The background colour's alpha times the layer's opacity. */
  alpha: number
  image: string
}

/** The bar's own paint: its background and those of its ::before and ::after (none when not generated). */
function barPaint(bar: Locator): Promise<LayerPaint[]> {
  return bar.evaluate((element) =>
    ['', '::before', '::after'].map((pseudo) => {
      const style = getComputedStyle(element, pseudo || null)
      const layer = pseudo || 'header'
      if (pseudo && style.content === 'none') return { layer, alpha: 0, image: 'none' }
      // Computed colours read rgb(r, g, b) when opaque and rgba(r, g, b, a) otherwise.
      const alpha = Number(/^rgba\(.*[\s,/]([\d.]+)\)$/.exec(style.backgroundColor)?.[1] ?? 1)
      return { layer, alpha: alpha * Number(style.opacity), image: style.backgroundImage }
    }),
  )
}

const expectTransparent = (bar: Locator) =>
  expect
    .poll(() => barPaint(bar))
    .toEqual(['header', '::before', '::after'].map((layer) => ({ layer, alpha: 0, image: 'none' })))

const expectOpaque = (bar: Locator) =>
  expect.poll(async () => Math.max(...(await barPaint(bar)).map((paint) => paint.alpha))).toBe(1)

/** Adds up, from the page's start, every layout shift not caused by the visitor's input (CLS). */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number }
    store.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) store.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)

/**
 * Counts from now on: what the bar's change of state moves. The load itself is Lighthouse's to
 * measure (CLS 0 there); on a busy machine a late image or font would make this test flaky.
 */
const resetLayoutShift = (page: Page) => page.evaluate(() => ((window as unknown as { layoutShift: number }).layoutShift = 0))

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
}

/**
 * Whether any photo or video lies under the bar, once those photos have arrived and are decoded
 * (null until then; a resize may pick another srcset candidate).
 */
function mediaUnderBar(bar: Locator): Promise<boolean | null> {
  return bar.evaluate(async (element) => {
    const barBottom = element.getBoundingClientRect().bottom
    const underBar = (media: Element) => {
      const box = media.getBoundingClientRect()
      return !element.contains(media) && media.checkVisibility() && box.top < barBottom && box.bottom > 0 && box.right > 0 && box.left < innerWidth
    }
    const images = Array.from(document.images).filter(underBar)
    if (images.some((image) => !image.complete)) return null
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    if (images.some((image) => image.naturalWidth === 0)) return null
    return images.length > 0 || Array.from(document.querySelectorAll('video')).some(underBar)
  })
}

/**
 * Every label, icon and the logo of the bar at 4.5:1 or more against the pixels behind it, as the
 * page looks and, where a photo or video lies under the bar, over its brightest possible frame.
 */
async function expectLegible(page: Page, bar: Locator, state: string) {
  await expect.poll(() => mediaUnderBar(bar)).not.toBeNull()
  expect(illegible(await barContrast(page, bar)), `${state}, como se ve`).toEqual([])
  if (await mediaUnderBar(bar)) {
    expect(illegible(await barContrast(page, bar, { brightestMedia: true })), `${state}, con fotos y videos en blanco`).toEqual([])
  }
}

// Videos stay on their poster and nothing animates: the captures are deterministic.
test.use({ viewport: DESKTOP, reducedMotion: 'reduce' })

test.describe('la barra de navegación se lee arriba de cada página', () => {
  for (const path of SITE_ROUTES) {
    test(`${path}: sin fondo propio y con su texto a 4.5:1 o más, en escritorio y en el teléfono`, async ({ page }) => {
      await page.goto(path)
      await expectHydrated(page.locator('body'))
      const bars = page.getByRole('banner')
      if ((await bars.count()) === 0) {
        // The not-found screen stands alone, with no bar over it.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        return
      }
      const bar = bars.first()
      // The certificate page has its own plain header instead of the site's navigation bar.
      const isSiteNavbar = (await bar.getByRole('navigation', { name: 'Principal' }).count()) > 0

      for (const viewport of [DESKTOP, PHONE]) {
        const hamburger = viewport.width <= NAV_MOBILE_BREAKPOINT_PX
        await page.setViewportSize(viewport)
        if (isSiteNavbar) {
          await expect(bar.getByRole('button', { name: 'Abrir menú' })).toBeVisible({ visible: hamburger })
          await expectTransparent(bar)
        }
        await expectLegible(page, bar, `${viewport.width} px, ${hamburger ? 'botón de menú' : 'menú horizontal'}`)
      }
    })
  }
})

test.describe('la barra de navegación se vuelve sólida', () => {
  for (const path of PAGES_OF_EACH_KIND) {
    test(`${path}: sólida tras bajar ${SCROLLED_PX} px y con el menú abierto, sin mover nada`, async ({ page }) => {
      await recordLayoutShifts(page)
      await page.setViewportSize(PHONE)
      await page.goto(path)
      await expectHydrated(page.locator('body'))
      const bar = page.getByRole('banner')
      await expectTransparent(bar)
      const heightAtTop = (await bar.boundingBox())?.height
      await resetLayoutShift(page)

      await scrollTo(page, SCROLLED_PX)
      await expectOpaque(bar)
      expect((await bar.boundingBox())?.height).toBe(heightAtTop)
      await expectLegible(page, bar, `tras bajar ${SCROLLED_PX} px`)

      await scrollTo(page, 0)
      await expectTransparent(bar)
      expect(await layoutShift(page)).toBe(0)
      await bar.getByRole('button', { name: 'Abrir menú' }).click()
      await expectOpaque(bar)
      expect((await bar.boundingBox())?.height).toBe(heightAtTop)
    })
  }
})
