import { describe, expect, it } from 'vitest'
import { deferAssets } from '../defer-assets.ts'
import { pageHeadersOf, withoutCode } from './code-free-copy.ts'

// A prerendered page after the build's own steps: critical rules inlined, structured data, and the
// scripts and stylesheets that scripts/defer-assets.ts puts off.
const BUILT_PAGE = deferAssets(
  [
    '<!DOCTYPE html><html lang="es"><head><title>Derecho</title><style data-critical-css="">p{color:red}</style>',
    '<link rel="modulepreload" href="/assets/entry-abc.js"/></head><body><p>Licenciatura en Derecho</p>',
    '<img src="/media/derecho.avif" fetchpriority="high" alt=""/>',
    '<script type="application/ld+json">{"@type":"EducationalOccupationalProgram"}</script>',
    '<link rel="stylesheet" href="/assets/site.css"/><script type="module" async>import "/assets/manifest-abc.js";',
    '  window.__reactRouterRouteModules = {};',
    'import("/assets/entry-abc.js");</script><script>window.__reactRouterContext = {};</script></body></html>',
  ].join('\n'),
)

describe('withoutCode', () => {
  it('keeps what the page shows and its structured data, and drops every script, module and deferred stylesheet', () => {
    const copy = withoutCode(BUILT_PAGE)

    expect(BUILT_PAGE).toMatch(/data-href=|modulepreload|__reactRouterContext/)
    expect(copy).toContain('<style data-critical-css="">p{color:red}</style>')
    expect(copy).toContain('<p>Licenciatura en Derecho</p>')
    expect(copy).toContain('<img src="/media/derecho.avif" fetchpriority="high" alt=""/>')
    expect(copy.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json">'])
    expect(copy).not.toMatch(/data-href=|modulepreload|site\.css/)
  })
})

describe('pageHeadersOf', () => {
  it('keeps the page’s own headers and drops those of the original body and connection', () => {
    const served = new Headers({
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': "default-src 'self'",
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-encoding': 'br',
      'content-length': '10766',
      etag: 'W/"2a0e"',
      'keep-alive': 'timeout=72',
    })

    expect(pageHeadersOf(served)).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': "default-src 'self'",
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    })
  })
})
