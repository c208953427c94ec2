import { expect, test, type Locator, type Page } from '@playwright/test'
import { costSelectorText } from '../../content/admission.ts'
import { paths } from '../../contracts/site-paths.ts'
import { expectNoAxeViolations } from './axe.ts'
import { captureScreen, relativeLuminance } from './contrast.ts'
import { expectHydrated } from './hydration.ts'
import { PHONE_CONTEXT, PHONE_HEIGHT_PX, PHONE_WIDTHS_PX } from './site-routes.ts'

/** Where the edges of a scroll box are sampled: inside its border and clear of its rounded corners. */
const EDGE_INSET_PX = 3
const CORNER_PX = 10
/**
 * The box is taller than a phone's screen: its top band is sampled, placed below the fixed bar
 * and above the floating buttons (the shadows run down the whole box).
 */
const SAMPLE_TOP_PX = 160
const SAMPLE_HEIGHT_PX = 240

/** The luminance of the lightest pixel down each side of the box: a shadow darkens every one of them. */
async function edgeLightness(page: Page, box: Locator): Promise<{ left: number; right: number }> {
  await box.evaluate((element, top) => window.scrollBy({ top: element.getBoundingClientRect().top - top, behavior: 'instant' }), SAMPLE_TOP_PX)
  const bounds = await box.boundingBox()
  if (!bounds) throw new Error('The table box is not rendered')
  const capture = await captureScreen(page, { ...bounds, height: Math.min(bounds.height, SAMPLE_HEIGHT_PX) })
  const lightest = (x: number) => {
    let max = 0
    for (let y = CORNER_PX; y < capture.height - CORNER_PX; y++) max = Math.max(max, relativeLuminance(capture.pixel(x, y)))
    return max
  }
  return { left: lightest(EDGE_INSET_PX), right: lightest(capture.width - 1 - EDGE_INSET_PX) }
}

test.describe('la tabla de costos en el teléfono', () => {
  test.use({ ...PHONE_CONTEXT, viewport: { width: Math.min(...PHONE_WIDTHS_PX), height: PHONE_HEIGHT_PX }, reducedMotion: 'reduce' })

  test('se desliza dentro de su caja, también con el teclado, y una sombra marca el lado con más columnas', async ({ page }) => {
    await page.goto(paths.genera)
    await expectHydrated(page.locator('body'))
    const box = page.getByRole('region', { name: costSelectorText.sections.scrollLabel(costSelectorText.levels.licenciatura) })
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)

    const atStart = await edgeLightness(page, box)
    expect(atStart.right, 'sombra a la derecha al empezar').toBeLessThan(atStart.left)

    await box.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)

    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }))
    const atEnd = await edgeLightness(page, box)
    expect(atEnd.left, 'sombra a la izquierda al final').toBeLessThan(atEnd.right)
    await expectNoAxeViolations(page)
  })
})
