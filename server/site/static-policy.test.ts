import { describe, expect, it } from 'vitest'
import {
  cacheControlFor,
  isCompressible,
  isServablePath,
  permanentRedirect,
  trailingSlashRedirect,
} from '#server/site/static-policy.ts'

describe('cacheControlFor', () => {
  it.each([
    ['assets/entry.client-BonOfIk_.js', 'public, max-age=31536000, immutable'],
    ['assets/root-TZrNw7dA.css.br', 'public, max-age=31536000, immutable'],
    ['inicio/index.html', 'no-cache'],
    ['inicio/index.html.gz', 'no-cache'],
    ['inicio.data', 'no-cache'],
    ['favicon.svg', 'public, max-age=86400'],
    ['media/campus/saltillo.webp', 'public, max-age=86400'],
    ['sitemap.xml', 'public, max-age=3600'],
    ['sitemap.xml.br', 'public, max-age=3600'],
    ['robots.txt', 'public, max-age=3600'],
    ['media/robots.txt', 'public, max-age=86400'],
  ])('%s → %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected)
  })
})

describe('isCompressible', () => {
  it.each(['a.html', 'a.js', 'a.css', 'a.svg', 'a.json', 'a.txt', 'a.xml', 'a.data', 'a.js.br'])('%s yes', (path) => {
    expect(isCompressible(path)).toBe(true)
  })
  it.each(['a.webp', 'a.jpg', 'a.mp4', 'a.woff2', 'a.pdf'])('%s no', (path) => {
    expect(isCompressible(path)).toBe(false)
  })
})

describe('isServablePath', () => {
  it.each(['/inicio', '/inicio/', '/assets/x-1.js', '/favicon.svg', '/media/a b.webp'])('serves %s', (path) => {
    expect(isServablePath(path)).toBe(true)
  })
  it.each([
    '/index.html',
    '/inicio/index.html',
    '/__no-encontrado',
    '/__no-encontrado/index.html',
    '/__spa-fallback.html',
    '/assets/x-1.js.br',
    '/assets/x-1.js.gz',
  ])('refuses %s', (path) => {
    expect(isServablePath(path)).toBe(false)
  })
})

describe('trailingSlashRedirect', () => {
  it.each([
    ['/inicio/', '/inicio'],
    ['/inicio/mantenimiento//', '/inicio/mantenimiento'],
    ['/inicio/?utm=1&b=2', '/inicio?utm=1&b=2'],
  ])('%s → %s', (url, expected) => {
    expect(trailingSlashRedirect(url)).toBe(expected)
  })
  it.each(['/', '/inicio', '/inicio?x=/', '//evil.example/', '/\\evil.example/', '///'])('leaves %s alone', (url) => {
    expect(trailingSlashRedirect(url)).toBeUndefined()
  })
})

describe('permanentRedirect', () => {
  it.each([
    ['/inicio/posgrado/maestria/jucios-orales', '/inicio/posgrado/maestria/juicios-orales'],
    ['/inicio/posgrado/maestria/jucios-orales?utm=folleto', '/inicio/posgrado/maestria/juicios-orales?utm=folleto'],
  ])('%s → %s', (url, expected) => {
    expect(permanentRedirect(url)).toBe(expected)
  })
  // spec §2.1: maestria/educacion has no route and stays not-found.
  it.each(['/inicio/posgrado/maestria/educacion', '/inicio/posgrado/maestria/juicios-orales', '/inicio'])('leaves %s alone', (url) => {
    expect(permanentRedirect(url)).toBeUndefined()
  })
})
