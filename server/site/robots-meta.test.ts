import { describe, expect, it } from 'vitest'
import { saysNoindex } from '#server/site/robots-meta.ts'

describe('saysNoindex', () => {
  it.each([
    ['<meta name="robots" content="noindex"/>', true],
    ['<meta name="robots" content="noindex, nofollow">', true],
    ['<meta name="description" content="noindex en el texto"/>', false],
    ['<p>noindex</p>', false],
  ])('%s → %s', (html, expected) => {
    expect(saysNoindex(`<head>${html}</head>`)).toBe(expected)
  })
})
