import { EVENT_CANCEL_PAGE_PATH } from '#contracts/event-cancellation.ts'
import { describe, expect, it } from 'vitest'
import { PRERENDERED_PAGES } from '#app/config/prerender.ts'
import { indexablePaths, sitemapXml } from '#app/lib/sitemap.ts'
import { paths } from '#contracts/site-paths.ts'

const ORIGIN = 'https://www.instituto.example'

const locs = (sitemap: string) => [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '')

describe('the sitemap', () => {
  it('lists each path once by its canonical URL, escaped', () => {
    const sitemap = sitemapXml([paths.home, '/inicio/noticias/a&b'], ORIGIN)
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/)
    expect(locs(sitemap)).toEqual([`${ORIGIN}/inicio`, `${ORIGIN}/inicio/noticias/a&amp;b`])
  })

  it('leaves out the noindex screens: maintenance, verification code, tracking, the certificate page, an event sign-up’s cancellation and the search results', () => {
    const noindexPaths = PRERENDERED_PAGES.filter((page) => page.noindex).map((page) => page.path)
    expect(noindexPaths.toSorted()).toEqual([paths.certificateWithoutFolio, paths.mantenimiento, paths.seguimiento, paths.verificacion, EVENT_CANCEL_PAGE_PATH, paths.buscar].toSorted())
    const indexable = indexablePaths(PRERENDERED_PAGES)
    for (const path of noindexPaths) expect(indexable).not.toContain(path)
    expect(indexable).toContain(paths.noticias)
    expect(indexable).toContain(paths.accesibilidad)
    expect(indexable).toContain(paths.oferta)
  })
})
