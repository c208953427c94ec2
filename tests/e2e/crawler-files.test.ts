import { expect, test } from '@playwright/test'
import { PRERENDERED_PAGES } from '../../app/config/prerender.ts'
import { REVALIDATE_CACHE_CONTROL } from '../../server/site/static-policy.ts'
import { BUILT_ORIGIN } from './built-origin.ts'

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
const saysNoindex = (html: string) => html.includes('<meta name="robots" content="noindex"/>')

test.describe('archivos para buscadores', () => {
  test('sitemap.xml lista la URL canónica de cada página indexable, la misma que declara la página', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
    // It follows what is published (issue 37): asked again on every visit, like the pages.
    expect(response.headers()['cache-control']).toBe(REVALIDATE_CACHE_CONTROL)
    const listed = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

    const indexable = PRERENDERED_PAGES.filter((page) => !page.noindex)
    expect(listed.toSorted()).toEqual(indexable.map((page) => `${BUILT_ORIGIN}${page.path}`).toSorted())
    for (const page of PRERENDERED_PAGES) {
      const html = await (await request.get(page.path)).text()
      expect(canonicalOf(html), page.path).toBe(`${BUILT_ORIGIN}${page.path}`)
      expect(saysNoindex(html), page.path).toBe(page.noindex === true)
    }
  })

  test('robots.txt nombra el sitemap y aparta el API y los certificados', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers()['cache-control']).toBe('public, max-age=3600')
    const lines = (await response.text()).split('\n')
    expect(lines).toContain(`Sitemap: ${BUILT_ORIGIN}/sitemap.xml`)
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain('Disallow: /certificates/')
  })
})
