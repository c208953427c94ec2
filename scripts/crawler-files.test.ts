import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PRERENDERED_PAGES } from '#app/config/prerender.ts'
import { paths } from '#contracts/site-paths.ts'
import { writeCrawlerFiles } from './crawler-files.ts'

const ORIGIN = 'https://www.instituto.example'

let clientDir: string

beforeEach(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'instituto-client-'))
})
afterEach(() => {
  rmSync(clientDir, { recursive: true, force: true })
})

async function writtenFiles() {
  await writeCrawlerFiles(clientDir, ORIGIN)
  return {
    sitemap: readFileSync(join(clientDir, 'sitemap.xml'), 'utf8'),
    robots: readFileSync(join(clientDir, 'robots.txt'), 'utf8'),
  }
}

function locs(sitemap: string): string[] {
  return [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '')
}

describe('sitemap.xml', () => {
  it('lists the canonical URL of every indexable prerendered page, once each', async () => {
    const { sitemap } = await writtenFiles()
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/)
    const listed = locs(sitemap)
    const indexable = PRERENDERED_PAGES.filter((page) => !page.noindex)
    expect(listed).toHaveLength(indexable.length)
    for (const page of indexable) {
      expect(listed.filter((loc) => loc === `${ORIGIN}${page.path}`), page.path).toHaveLength(1)
    }
    expect(listed).toContain(`${ORIGIN}${paths.home}`)
    expect(listed).toContain(`${ORIGIN}${paths.accesibilidad}`)
  })

  it('leaves out the noindex screens: maintenance, verification code, tracking and the certificate page', async () => {
    const { sitemap } = await writtenFiles()
    const noindexPaths = PRERENDERED_PAGES.filter((page) => page.noindex).map((page) => page.path)
    expect(noindexPaths.toSorted()).toEqual([paths.certificateWithoutFolio, paths.mantenimiento, paths.seguimiento, paths.verificacion].toSorted())
    for (const path of noindexPaths) expect(locs(sitemap), path).not.toContain(`${ORIGIN}${path}`)
    expect(sitemap).not.toContain('/certificates/')
  })
})

describe('robots.txt', () => {
  it('names the sitemap by its absolute URL and keeps crawlers out of the API, certificates and staff area', async () => {
    const { robots } = await writtenFiles()
    const lines = robots.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain('Disallow: /certificates/')
    expect(lines).toContain('Disallow: /panel')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})
