import { describe, expect, it } from 'vitest'
import { paths } from '#contracts/site-paths.ts'
import { isFooterHidden } from './footer-visibility.ts'

describe('isFooterHidden', () => {
  it('hides the footer on the culture page', () => {
    expect(isFooterHidden(paths.cultura)).toBe(true)
    expect(isFooterHidden('/inicio/cultura')).toBe(true)
  })

  it('ignores a trailing slash and letter case, as route matching does', () => {
    expect(isFooterHidden('/inicio/cultura/')).toBe(true)
    expect(isFooterHidden('/inicio/Cultura')).toBe(true)
  })

  it('shows the footer everywhere else', () => {
    for (const pathname of [paths.home, `${paths.home}/`, paths.deportes, paths.contactanos, '/inicio/culturas', '/cultura']) {
      expect(isFooterHidden(pathname)).toBe(false)
    }
  })
})
