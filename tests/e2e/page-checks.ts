import { expect, type Locator, type Page } from '@playwright/test'
import { brand } from '../../content/identity.ts'
import type { PageMetaContent } from '../../content/types.ts'
import { expectNoAxeViolations } from './axe.ts'
import { BUILT_ORIGIN } from './built-origin.ts'

/** The page's own title, description, canonical URL and an Open Graph image that the server serves. */
export async function expectPageMeta(page: Page, meta: PageMetaContent & { path: string; image: string }) {
  await expect(page).toHaveTitle(`${meta.title} | ${brand.acronym}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BUILT_ORIGIN}${meta.path}`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${BUILT_ORIGIN}${meta.image}`)
  const image = await page.request.get(meta.image)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toMatch(/^image\//)
}

/**
 * Axe on the page as a visitor sees it: hydrated, the carousels started (their buttons enabled),
 * and scroll-reveal's first fades over.
 */
export async function expectNoAxeViolationsOnSettledPage(page: Page, ready?: Locator) {
  if (ready) await expect(ready).toBeEnabled()
  await expect(page.locator('html')).toHaveClass(/reveal-ready/)
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length)).toBe(0)
  await expectNoAxeViolations(page)
}

/**
 * Collects the browser's Content-Security-Policy complaints while the page is used: the console's,
 * and the DevTools issues, which also report what never reaches the console (an eval probe).
 * Call it before `page.goto`.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  const devtools = await page.context().newCDPSession(page)
  devtools.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details))
  })
  await devtools.send('Audits.enable')
  return violations
}

/** The number of columns a grid shows: the distinct left edges of its items. */
export async function columnCount(items: Locator): Promise<number> {
  const lefts = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)))
  return new Set(lefts).size
}

export async function isVideoPaused(page: Page): Promise<boolean> {
  return page.locator('video').first().evaluate((element: HTMLVideoElement) => element.paused)
}
