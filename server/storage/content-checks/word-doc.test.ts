import { describe, expect, it } from 'vitest'
import { compoundFileRootStreams, isWordDocument } from '#server/storage/content-checks/word-doc.ts'
import { bareCompoundFileHeader, msiLikeBytes, wordDocBytes } from '#tests/support/server/upload-samples.ts'

const SECTOR = 512
const FIRST_FAT_SECTOR = 0x4c
const FIRST_DIRECTORY_SECTOR = 0x30

/** The FAT entry of `sector` in a one-FAT-sector file, rewritten. */
function withFatEntry(bytes: Buffer, sector: number, next: number): Buffer {
  const changed = Buffer.from(bytes)
  const fatSector = changed.readUInt32LE(FIRST_FAT_SECTOR)
  changed.writeUInt32LE(next, (fatSector + 1) * SECTOR + sector * 4)
  return changed
}

describe('isWordDocument', () => {
  it('finds the WordDocument stream at the root of a .doc', () => {
    expect([...(compoundFileRootStreams(wordDocBytes()) ?? [])]).toEqual(expect.arrayContaining(['WordDocument', '1Table']))
    expect(isWordDocument(wordDocBytes())).toBe(true)
  })

  it('refuses other compound files: an installer, a bare header, a non-OLE2 file', () => {
    expect(isWordDocument(msiLikeBytes())).toBe(false)
    expect(isWordDocument(bareCompoundFileHeader())).toBe(false)
    expect(isWordDocument(Buffer.from('WordDocument'.repeat(100)))).toBe(false)
  })

  it('stops at a directory chain that loops or leaves the file, instead of following it', () => {
    const doc = wordDocBytes()
    const directory = doc.readUInt32LE(FIRST_DIRECTORY_SECTOR)
    expect(compoundFileRootStreams(withFatEntry(doc, directory, directory))).toBeUndefined()
    expect(compoundFileRootStreams(withFatEntry(doc, directory, 0x00ff_ffff))).toBeUndefined()
  })

  it('reads a compound file of 10 MB whose FAT chains every sector into one loop in bounded time', () => {
    const bytes = Buffer.concat([wordDocBytes(), Buffer.alloc(10 * 1024 * 1024)])
    const sectors = bytes.length / SECTOR - 1
    // The header lists FAT sectors 1..109 (one per 128 sectors), all pointing each sector at the next, the last back to 0.
    for (let index = 0; index < Math.min(109, Math.ceil(sectors / 128)); index += 1) bytes.writeUInt32LE(index + 1, FIRST_FAT_SECTOR + index * 4)
    bytes.writeUInt32LE(0, FIRST_DIRECTORY_SECTOR)
    for (let sector = 0; sector < Math.min(sectors, 109 * 128); sector += 1) {
      const fatSector = Math.floor(sector / 128) + 1
      bytes.writeUInt32LE(sector + 1 < sectors ? sector + 1 : 0, (fatSector + 1) * SECTOR + (sector % 128) * 4)
    }
    expect(compoundFileRootStreams(bytes)).toBeUndefined()
  })
})
