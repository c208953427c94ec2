import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { moveNotFoundPage, postbuild, precompressFiles, shouldPrecompress } from './postbuild.ts'

let buildDir: string

function write(relativePath: string, content: string): string {
  const file = join(buildDir, relativePath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  return file
}

const ORIGIN = 'https://www.instituto.example'
const START = 'startPage()'
const BIG_HTML = `<!DOCTYPE html><html lang="es"><body>${'<p>Volver al inicio</p>'.repeat(100)}</body></html>`
// A prerendered page as React Router writes it: module preloads hoisted to <head>, the stylesheet
// where the root layout puts it, and the inline module that imports the route modules and the entry.
const PAGE_HTML = [
  '<!DOCTYPE html><html lang="es"><head><title>Inicio</title><link rel="modulepreload" href="/assets/entry-abc.js"/>',
  '<link rel="modulepreload" href="/assets/root-abc.js"/></head><body>',
  '<p class="shown">Volver al inicio</p>'.repeat(100),
  '<link rel="stylesheet" href="/assets/site.css"/><script type="module" async>import "/assets/manifest-abc.js";',
  'import * as route0 from "/assets/root-abc.js";',
  '  window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry-abc.js");</script></body></html>',
].join('\n')

beforeEach(() => {
  buildDir = mkdtempSync(join(tmpdir(), 'instituto-build-'))
})
afterEach(() => {
  rmSync(buildDir, { recursive: true, force: true })
})

describe('moveNotFoundPage', () => {
  it('moves the prerendered page beside client/ and removes its folder and data file', async () => {
    write('client/__no-encontrado/index.html', '<h1>Página no encontrada</h1>')
    write('client/__no-encontrado.data', 'loader data')
    expect(await moveNotFoundPage(buildDir, '/__no-encontrado')).toBe('moved')
    expect(readFileSync(join(buildDir, 'not-found.html'), 'utf8')).toBe('<h1>Página no encontrada</h1>')
    expect(existsSync(join(buildDir, 'client/__no-encontrado'))).toBe(false)
    expect(existsSync(join(buildDir, 'client/__no-encontrado.data'))).toBe(false)
  })

  it('is harmless on a second run', async () => {
    write('client/__no-encontrado/index.html', 'x')
    await moveNotFoundPage(buildDir, '/__no-encontrado')
    expect(await moveNotFoundPage(buildDir, '/__no-encontrado')).toBe('already-moved')
  })

  it('fails clearly when the page was not prerendered', async () => {
    await expect(moveNotFoundPage(buildDir, '/__no-encontrado')).rejects.toThrow(/prerender/)
  })

  it('refuses a path that could remove the public folder', async () => {
    write('client/index.html', 'x')
    await expect(moveNotFoundPage(buildDir, '/')).rejects.toThrow(/un solo segmento/)
    await expect(moveNotFoundPage(buildDir, '/../client')).rejects.toThrow(/un solo segmento/)
    expect(existsSync(join(buildDir, 'client/index.html'))).toBe(true)
  })
})

describe('shouldPrecompress', () => {
  it.each([
    ['a.html', true],
    ['a.js', true],
    ['a.css', true],
    ['a.svg', true],
    ['a.json', true],
    ['a.txt', true],
    ['a.xml', true],
    ['a.webp', false],
    ['a.js.br', false],
    ['a.js.gz', false],
  ])('%s → %s', (path, expected) => {
    expect(shouldPrecompress(path)).toBe(expected)
  })
})

describe('precompressFiles', () => {
  it('writes br and gz siblings that decompress to the original, down to a few hundred bytes, and none that would be larger', async () => {
    const page = write('client/inicio/index.html', BIG_HTML)
    const smallModule = `export const routes = ${JSON.stringify(Array.from({ length: 12 }, (_, index) => `/inicio/pagina-${index}`))}`
    const module = write('client/assets/routes-abc.js', smallModule)
    const tiny = write('client/favicon.svg', '<svg/>')
    expect(await precompressFiles([page, module, tiny])).toEqual([page, module])
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(BIG_HTML)
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(BIG_HTML)
    expect(brotliDecompressSync(readFileSync(`${module}.br`)).toString()).toBe(smallModule)
    expect(readFileSync(`${module}.br`).length).toBeLessThan(smallModule.length)
    expect(existsSync(`${tiny}.br`)).toBe(false)
    expect(existsSync(`${tiny}.gz`)).toBe(false)
  })
})

describe('postbuild', () => {
  beforeEach(() => {
    write('client/__no-encontrado/index.html', PAGE_HTML)
    write('client/inicio/index.html', PAGE_HTML)
    write('client/assets/entry-abc.js', 'x'.repeat(4096))
    write('client/assets/root-abc.js', 'export default 1')
    write('client/assets/site.css', '.shown{color:#123}.menu-open{color:#456}')
  })

  it('moves the not-found page, writes robots.txt and precompresses the client files and the page', async () => {
    // The two pages, the entry and robots.txt; the one-line root module and stylesheet would grow.
    expect(await postbuild(buildDir, ORIGIN, { startScript: START })).toEqual({ notFound: 'moved', pages: 2, heaviestPageKb: 0, precompressed: 4 })
    expect(existsSync(join(buildDir, 'not-found.html.br'))).toBe(true)
    expect(existsSync(join(buildDir, 'client/inicio/index.html.gz'))).toBe(true)
    expect(existsSync(join(buildDir, 'client/assets/entry-abc.js.br'))).toBe(true)
    expect(readFileSync(join(buildDir, 'client/robots.txt'), 'utf8')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    // A second run skips the siblings it wrote, finds the page already moved and leaves the pages as they are.
    const page = readFileSync(join(buildDir, 'client/inicio/index.html'), 'utf8')
    expect(await postbuild(buildDir, ORIGIN, { startScript: START })).toEqual({ notFound: 'already-moved', pages: 2, heaviestPageKb: 0, precompressed: 4 })
    expect(readFileSync(join(buildDir, 'client/inicio/index.html'), 'utf8')).toBe(page)
  })

  it('puts the rules the page uses in its head and starts its modules and stylesheets once the first-screen images are in', async () => {
    await postbuild(buildDir, ORIGIN, { startScript: START })
    for (const file of ['client/inicio/index.html', 'not-found.html']) {
      const page = readFileSync(join(buildDir, file), 'utf8')
      const head = page.slice(0, page.indexOf('</head>'))
      expect(head).not.toContain('menu-open')
      // The full stylesheet waits with the modules: its address comes back before hydration.
      expect(page).toContain('<link data-rel="stylesheet" data-href="/assets/site.css"/>')
      expect(page).not.toContain(' href="/assets/')
      // The module preloads keep their address for the start script; React Router's module stays, inert, for it to run.
      expect(head).toContain('<link data-rel="modulepreload" data-href="/assets/entry-abc.js"/>\n<link data-rel="modulepreload" data-href="/assets/root-abc.js"/>')
      expect(page).toContain('<script type="text/deferred-module">import "/assets/manifest-abc.js";')
      // The start script last in <head>, after the rules it will drop.
      expect(head).toContain(`<style data-critical-css>.shown{color:#123}</style><script>${START}</script>`)
    }
  })

  it('stops the build when a page loads more JavaScript, as sent, than the budget', async () => {
    // The entry's 4 KB of one letter is sent as its few-byte brotli sibling; the root module as it is.
    const sent = (readFileSync(join(buildDir, 'client/assets/root-abc.js')).length + 20) / 1024
    await expect(postbuild(buildDir, ORIGIN, { startScript: START, budget: { withForm: 0.01, withoutForm: sent } })).resolves.toMatchObject({ pages: 2 })
    await expect(postbuild(buildDir, ORIGIN, { startScript: START, budget: { withForm: sent, withoutForm: 0.01 } })).rejects.toThrow(/client\/inicio\/index\.html: 0\.0 KB de JavaScript, más que el presupuesto de 0\.01 KB/)
  })

  it("counts the navigation bar's search box as no form: the page keeps the lower budget", async () => {
    write('client/inicio/index.html', PAGE_HTML.replace('</body>', '<form role="search" action="/inicio/buscar"><input type="search" name="q"/></form></body>'))
    const sent = (readFileSync(join(buildDir, 'client/assets/root-abc.js')).length + 20) / 1024
    await expect(postbuild(buildDir, ORIGIN, { startScript: START, budget: { withForm: sent, withoutForm: 0.01 } })).rejects.toThrow(/client\/inicio\/index\.html: 0\.0 KB de JavaScript/)
  })

  it('stops the build when a page lacks the script it would defer', async () => {
    write('client/inicio/index.html', PAGE_HTML.replace(/<script type="module"[\s\S]*<\/script>/, ''))
    await expect(postbuild(buildDir, ORIGIN, { startScript: START })).rejects.toThrow('La página no tiene el script de módulos de React Router.')
  })
})
