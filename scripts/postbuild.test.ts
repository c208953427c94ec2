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
const BIG_HTML = `<!DOCTYPE html><html lang="es"><body>${'<p>Volver al inicio</p>'.repeat(100)}</body></html>`

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
    ['a.html', 2048, true],
    ['a.js', 1025, true],
    ['a.css', 5000, true],
    ['a.svg', 5000, true],
    ['a.json', 5000, true],
    ['a.txt', 5000, true],
    ['a.xml', 5000, true],
    ['a.js', 1024, false],
    ['a.webp', 50_000, false],
    ['a.js.br', 50_000, false],
    ['a.js.gz', 50_000, false],
  ])('%s of %i bytes → %s', (path, size, expected) => {
    expect(shouldPrecompress(path, size)).toBe(expected)
  })
})

describe('precompressFiles', () => {
  it('writes br and gz siblings that decompress to the original', async () => {
    const page = write('client/inicio/index.html', BIG_HTML)
    const small = write('client/favicon.svg', '<svg/>')
    expect(await precompressFiles([page, small])).toEqual([page])
    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(BIG_HTML)
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(BIG_HTML)
    expect(existsSync(`${small}.br`)).toBe(false)
  })
})

describe('postbuild', () => {
  it('moves the not-found page, writes the crawler files and precompresses the client files and the page', async () => {
    write('client/__no-encontrado/index.html', BIG_HTML)
    write('client/inicio/index.html', BIG_HTML)
    write('client/assets/entry-abc.js', 'x'.repeat(4096))
    // The sitemap of every page is over the threshold too; robots.txt is not.
    expect(await postbuild(buildDir, ORIGIN)).toEqual({ notFound: 'moved', precompressed: 4 })
    expect(existsSync(join(buildDir, 'not-found.html.br'))).toBe(true)
    expect(existsSync(join(buildDir, 'client/inicio/index.html.gz'))).toBe(true)
    expect(existsSync(join(buildDir, 'client/assets/entry-abc.js.br'))).toBe(true)
    expect(readFileSync(join(buildDir, 'client/robots.txt'), 'utf8')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(brotliDecompressSync(readFileSync(join(buildDir, 'client/sitemap.xml.br'))).toString()).toContain(`<loc>${ORIGIN}/inicio</loc>`)
    // A second run skips the siblings it wrote and finds the page already moved.
    expect(await postbuild(buildDir, ORIGIN)).toEqual({ notFound: 'already-moved', precompressed: 4 })
  })
})
