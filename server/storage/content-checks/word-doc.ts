/*
 * A bounded reader of just enough of an OLE2 compound file ([MS-CFB]) to find the streams at its
 * root. SheetJS's `cfb` reads whole files but follows sector chains without a bound (a crafted
 * FAT makes it loop or build chains quadratically), so it is not run on uploads.
 */

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex')
const HEADER_BYTES = 512
const HEADER_FAT_SECTORS = 109
const END_OF_CHAIN = 0xfffffffe
/** FREESECT for a sector, NOSTREAM for a directory entry: none. */
const NO_STREAM = 0xffffffff
const DIRECTORY_ENTRY_BYTES = 128
const STREAM = 2
const ROOT = 5

/** The sectors of a chain, each once; undefined when it leaves the file or loops. Some writers end a chain with FREESECT. */
function chain(start: number, next: (sector: number) => number | undefined, sectorCount: number): number[] | undefined {
  const sectors: number[] = []
  const seen = new Set<number>()
  for (let sector = start; sector !== END_OF_CHAIN && sector !== NO_STREAM; ) {
    if (sector >= sectorCount || seen.has(sector)) return undefined
    seen.add(sector)
    sectors.push(sector)
    const following = next(sector)
    if (following === undefined) return undefined
    sector = following
  }
  return sectors
}

/** The names of the streams directly under the root storage, or undefined when the structure is not a sound compound file. */
export function compoundFileRootStreams(bytes: Buffer): ReadonlySet<string> | undefined {
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return undefined
  const major = bytes.readUInt16LE(0x1a)
  const sectorShift = bytes.readUInt16LE(0x1e)
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return undefined
  const sectorBytes = 2 ** sectorShift
  const sectorCount = Math.floor((bytes.length - sectorBytes) / sectorBytes)
  const sectorAt = (sector: number) => (sector + 1) * sectorBytes
  const idsPerSector = sectorBytes / 4

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = []
  for (let index = 0; index < HEADER_FAT_SECTORS; index += 1) {
    const sector = bytes.readUInt32LE(0x4c + index * 4)
    if (sector === NO_STREAM) break
    fatSectors.push(sector)
  }
  const nextInDifat = (sector: number) => bytes.readUInt32LE(sectorAt(sector) + sectorBytes - 4)
  const difat = chain(bytes.readUInt32LE(0x44), nextInDifat, sectorCount)
  if (difat === undefined) return undefined
  for (const sector of difat) {
    for (let index = 0; index < idsPerSector - 1; index += 1) {
      const listed = bytes.readUInt32LE(sectorAt(sector) + index * 4)
      if (listed !== NO_STREAM) fatSectors.push(listed)
    }
  }
  if (fatSectors.some((sector) => sector >= sectorCount)) return undefined
  const nextInFat = (sector: number) => {
    const fatSector = fatSectors[Math.floor(sector / idsPerSector)]
    return fatSector === undefined ? undefined : bytes.readUInt32LE(sectorAt(fatSector) + (sector % idsPerSector) * 4)
  }

  const directorySectors = chain(bytes.readUInt32LE(0x30), nextInFat, sectorCount)
  if (directorySectors === undefined || directorySectors.length === 0) return undefined
  const entries = directorySectors.flatMap((sector) =>
    Array.from({ length: sectorBytes / DIRECTORY_ENTRY_BYTES }, (_, index) => sectorAt(sector) + index * DIRECTORY_ENTRY_BYTES),
  )
  const entryAt = (id: number) => entries[id]
  const root = entryAt(0)
  if (root === undefined || bytes[root + 0x42] !== ROOT) return undefined

  // The root's children form a tree through left and right siblings: visit each entry once.
  const names = new Set<string>()
  const visited = new Set<number>()
  const pending = [bytes.readUInt32LE(root + 0x4c)]
  while (pending.length > 0) {
    const id = pending.pop() ?? NO_STREAM
    const entry = entryAt(id)
    if (id === NO_STREAM || entry === undefined || visited.has(id)) continue
    visited.add(id)
    const nameBytes = Math.min(bytes.readUInt16LE(entry + 0x40), 64)
    if (bytes[entry + 0x42] === STREAM) names.add(bytes.toString('utf16le', entry, entry + Math.max(0, nameBytes - 2)))
    pending.push(bytes.readUInt32LE(entry + 0x44), bytes.readUInt32LE(entry + 0x48))
  }
  return names
}

/** Whether the bytes are a legacy Word document: a compound file with a `WordDocument` stream at its root. */
export function isWordDocument(bytes: Buffer): boolean {
  return compoundFileRootStreams(bytes)?.has('WordDocument') === true
}
