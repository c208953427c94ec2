import { type Page } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { PHONE_HEIGHT_PX, PHONE_WIDTHS_PX } from './site-routes.ts'

export interface PageWidth {
  /** The layout viewport: on a phone it grows past the screen when the page is wider. */
  innerWidth: number
  documentWidth: number
  bodyWidth: number
  /** The outermost elements that stick out past the screen's right edge (to say what to fix). */
  culprits: string[]
}

/** Waits until the page is drawn by React: a prerendered page hydrated by default. */
export type WaitUntilDrawn = (page: Page) => Promise<void>

const hydrated: WaitUntilDrawn = (page) => expectHydrated(page.locator('body'))

/** The page's widths once drawn and the scroll-reveal has hidden (and shifted) what is below the fold. */
async function measureWidth(page: Page, screenWidth: number, drawn: WaitUntilDrawn): Promise<PageWidth> {
  await drawn(page)
  // Effects (scroll-reveal, media queries) run in the frames after hydration.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate((screen) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${Array.from(element.classList).join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`
    const sticksOut = (element: Element | null) => element !== null && element.getBoundingClientRect().right > screen + 1
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .map(describe)
    return {
      innerWidth: window.innerWidth,
      documentWidth: document.documentElement.scrollWidth,
      bodyWidth: document.body.scrollWidth,
      culprits,
    }
  }, screenWidth)
}

/**
 * What sticks out at each phone width: the page opened at the narrowest, then the screen widened
 * as a phone turning would. An empty list when the page fits every width.
 */
export async function widthsTooNarrow(page: Page, path: string, drawn: WaitUntilDrawn = hydrated): Promise<string[]> {
  const tooWide: string[] = []
  for (const [index, width] of PHONE_WIDTHS_PX.entries()) {
    await page.setViewportSize({ width, height: PHONE_HEIGHT_PX })
    // Photos have their size before they arrive: the layout is final without waiting for them.
    if (index === 0) await page.goto(path, { waitUntil: 'domcontentloaded' })
    const measured = await measureWidth(page, width, drawn)
    const fits = measured.innerWidth === width && measured.documentWidth <= width && measured.bodyWidth <= width
    if (!fits) tooWide.push(`${width} px: ${JSON.stringify(measured)}`)
  }
  return tooWide
}
