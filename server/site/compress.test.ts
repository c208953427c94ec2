import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { brotliMax, gzipMax, negotiateEncoding } from '#server/site/compress.ts'

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', null],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('max-quality compression', () => {
  it('round-trips', () => {
    const text = Buffer.from('<p>Volver al inicio</p>'.repeat(50))
    expect(brotliDecompressSync(brotliMax(text))).toEqual(text)
    expect(gunzipSync(gzipMax(text))).toEqual(text)
  })
})
