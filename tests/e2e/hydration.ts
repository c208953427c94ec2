import { expect, type Locator, type Page } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '#app/start/hydrated-attribute.ts'

/**
 * A ceiling, not a speed check: with three browsers on two cores the page's code can take seconds
 * to arrive and compile (docs/start-up.md#modules). Its speed is measured by `npm run bench:web`.
 */
export const HYDRATED_WITHIN_MS = 30_000

/**
 * Waits until the prerendered element is hydrated (the entry marks the document once it is,
 * app/entry.client.tsx): before that, its event handlers are not attached yet (a chosen file,
 * for example, would not be checked).
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node, attribute) => node.ownerDocument.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE), {
      timeout: HYDRATED_WITHIN_MS,
    })
    .toBe(true)
}

/**
 * Holds the page's entry script until the returned function is called: until then the page is its
 * prerendered HTML, as on a slow phone before its code has arrived.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}
