import { expect, type Locator } from '@playwright/test'

/**
 * Waits until the prerendered element is hydrated (the entry marks the document once it is,
 * app/entry.client.tsx): before that, its event handlers are not attached yet (a chosen file,
 * for example, would not be checked).
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => node.ownerDocument.documentElement.hasAttribute('data-hydrated')))
    .toBe(true)
}
