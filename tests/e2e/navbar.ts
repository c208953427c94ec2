import { expect, type Locator, type Page } from '@playwright/test'
import { barContrast, illegible } from './contrast.ts'

/** Wide enough for the horizontal menu (from NAV_MOBILE_BREAKPOINT_PX + 1). */
export const DESKTOP = { width: 1280, height: 800 }

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

export const expectTransparent = (bar: Locator) =>
  expect
    .poll(() => barPaint(bar))
    .toEqual(['header', '::before', '::after'].map((layer) => ({ layer, alpha: 0, image: 'none' })))

export const expectOpaque = (bar: Locator) =>
  expect.poll(async () => Math.max(...(await barPaint(bar)).map((paint) => paint.alpha))).toBe(1)

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
export async function expectLegible(page: Page, bar: Locator, state: string) {
  await expect.poll(() => mediaUnderBar(bar)).not.toBeNull()
  expect(illegible(await barContrast(page, bar)), `${state}, como se ve`).toEqual([])
  if (await mediaUnderBar(bar)) {
    expect(illegible(await barContrast(page, bar, { brightestMedia: true })), `${state}, con fotos y videos en blanco`).toEqual([])
  }
}
