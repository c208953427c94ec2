import { expect, test, type Page } from '@playwright/test'
import { NAVBAR_SOLID_AFTER_PX } from '../../app/config/ui-timing.ts'
import { paths } from '../../contracts/site-paths.ts'
import { expectHydrated } from './hydration.ts'
import { DESKTOP, expectLegible, expectOpaque, expectTransparent } from './navbar.ts'
import { PHONE } from './site-routes.ts'

/** Past the point where the bar turns solid (spec §2.3). */
const SCROLLED_PX = NAVBAR_SOLID_AFTER_PX + 10
/** One page of each kind: the home hero, a programme banner, a campus video, a page without a hero. */
const PAGES_OF_EACH_KIND = [paths.home, '/inicio/licenciatura/derecho', '/inicio/campus/saltillo', paths.contactanos]

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

// Videos stay on their poster and nothing animates: the captures are deterministic.
test.use({ viewport: DESKTOP, reducedMotion: 'reduce' })

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
