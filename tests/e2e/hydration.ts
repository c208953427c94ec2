import { expect, type Locator } from '@playwright/test'

/**
 * Waits until React has hydrated the prerendered element (it then carries React's internal
 * fiber key): before that, its event handlers are not attached yet (a chosen file, for
 * example, would not be checked).
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true)
}
