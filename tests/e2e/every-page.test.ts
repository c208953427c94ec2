import { expect, test } from '@playwright/test'
import { NAV_MOBILE_BREAKPOINT_PX } from '../../app/config/ui-timing.ts'
import { expectHydrated } from './hydration.ts'
import { DESKTOP, expectLegible, expectTransparent } from './navbar.ts'
import { widthsTooNarrow } from './page-width.ts'
import { PHONE_CONTEXT, PHONE_WIDTHS_PX, SITE_ROUTES, PHONE } from './site-routes.ts'

// Videos stay on their poster and nothing animates: the captures of the bar are deterministic.
test.use({ viewport: DESKTOP, reducedMotion: 'reduce' })

// Every route a visitor can land on, read twice: on a desktop browser with the bar's contrast
// at both layouts, and on a phone (touch, its own density, motion on) at each phone width.
test.describe('cada página', () => {
  for (const path of SITE_ROUTES) {
    test(`${path}: la barra se lee sin fondo propio a 4.5:1 o más, y no se desplaza de lado a ${PHONE_WIDTHS_PX.join(', ')} px`, async ({
      page,
      browser,
      baseURL,
      locale,
    }) => {
      await page.goto(path)
      await expectHydrated(page.locator('body'))
      const bars = page.getByRole('banner')
      // The not-found screen stands alone, with no bar over it.
      if ((await bars.count()) === 0) await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      else {
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
      }

      const phone = await browser.newContext({ ...PHONE_CONTEXT, baseURL, locale })
      try {
        expect(await widthsTooNarrow(await phone.newPage(), path)).toEqual([])
      } finally {
        await phone.close()
      }
    })
  }
})
