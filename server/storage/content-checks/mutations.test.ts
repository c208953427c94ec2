import { describe, expect, it } from 'vitest'
import { jpegEnd } from '#server/storage/content-checks/jpeg-end.ts'
import { startsAndEndsAsPdf } from '#server/storage/content-checks/pdf.ts'
import { pngEnd } from '#server/storage/content-checks/png-end.ts'
import { compoundFileRootStreams } from '#server/storage/content-checks/word-doc.ts'
import { pdfBytes } from '#tests/support/server/multipart.ts'
import { jpegBytes, pngBytes, wordDocBytes } from '#tests/support/server/upload-samples.ts'

/** A fixed-seed generator (mulberry32), so that a failure replays. */
function randomFrom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 2 ** 32
  }
}

/** The sample with a few bytes overwritten, cut short or both. */
function mutated(sample: Buffer, random: () => number): Buffer {
  const bytes = Buffer.from(sample)
  for (let count = 1 + Math.floor(random() * 8); count > 0; count -= 1) {
    bytes[Math.floor(random() * bytes.length)] = random() < 0.3 ? 0xff : Math.floor(random() * 256)
  }
  return random() < 0.2 ? bytes.subarray(0, Math.floor(random() * bytes.length)) : bytes
}

describe('the structural readers on damaged files', () => {
  it('answer, never throw, for 2,000 damaged copies of each sample', async () => {
    const random = randomFrom(16)
    const readers: readonly [Buffer, (bytes: Buffer) => unknown][] = [
      [wordDocBytes(), compoundFileRootStreams],
      [await pngBytes(), pngEnd],
      [await jpegBytes(), jpegEnd],
      [pdfBytes(), startsAndEndsAsPdf],
    ]
    for (const [sample, read] of readers) {
      for (let index = 0; index < 2_000; index += 1) {
        const bytes = mutated(sample, random)
        expect(() => read(bytes)).not.toThrow()
      }
    }
  })
})
