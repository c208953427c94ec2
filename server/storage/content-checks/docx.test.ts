import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { DOCX_MAX_PARTS, DOCX_MAX_UNPACKED_BYTES } from '#contracts/limits.ts'
import { docxProblem } from '#server/storage/content-checks/docx.ts'
import { docxBomb, docxBytes, storedEntry, zipArchive, type ZipEntry } from '#tests/support/server/upload-samples.ts'

const contentTypes = storedEntry('[Content_Types].xml', '<Types/>')
const mainPart = storedEntry('word/document.xml', '<w:document/>')

describe('docxProblem', () => {
  it('accepts a Word package with its content types and main part', async () => {
    expect(await docxProblem(docxBytes())).toBeUndefined()
  })

  it('refuses a zip without the main part, and local headers without a central directory', async () => {
    expect(await docxProblem(zipArchive([contentTypes]))).toBe('word')
    const withoutDirectory = docxBytes().subarray(0, docxBytes().indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])))
    expect(await docxProblem(withoutDirectory)).toBe('word')
  })

  it(`refuses more than ${DOCX_MAX_PARTS} parts`, async () => {
    const parts = Array.from({ length: DOCX_MAX_PARTS - 1 }, (_, index) => storedEntry(`word/media/${index}.xml`, ''))
    expect(await docxProblem(zipArchive([contentTypes, mainPart, ...parts.slice(1)]))).toBeUndefined()
    expect(await docxProblem(zipArchive([contentTypes, mainPart, ...parts]))).toBe('word-too-large')
  })

  it(`refuses a document.xml that unpacks past ${DOCX_MAX_UNPACKED_BYTES} bytes, from its declared size`, async () => {
    expect(await docxProblem(docxBomb(1_024))).toBe('word-too-large')
    expect(await docxProblem(docxBomb(DOCX_MAX_UNPACKED_BYTES / (1024 * 1024) + 1))).toBe('word-too-large')
  })

  it('refuses a part that inflates past the size its headers declare (a lying header), stopping there', async () => {
    const bomb = docxBomb(64)
    const lying = Buffer.from(bomb)
    // Both headers of word/document.xml (the second entry) claim 1 KB.
    for (const signature of [0x04034b50, 0x02014b50]) {
      const header = lying.lastIndexOf(Buffer.from(new Uint32Array([signature]).buffer))
      lying.writeUInt32LE(1_024, header + (signature === 0x04034b50 ? 22 : 24))
    }
    expect(await docxProblem(lying)).toBe('word')
  })

  it('refuses a part that does not inflate', async () => {
    const broken: ZipEntry = { name: 'word/document.xml', stored: Buffer.from('not deflate data at all'), method: 8, crc: 0, size: 13 }
    expect(await docxProblem(zipArchive([contentTypes, broken]))).toBe('word')
    const honest: ZipEntry = { ...broken, stored: deflateRawSync(Buffer.from('<w:document/>')) }
    expect(await docxProblem(zipArchive([contentTypes, honest]))).toBeUndefined()
  })
})
