const MARKER = 0xff
const START_OF_IMAGE = 0xd8
const END_OF_IMAGE = 0xd9
const START_OF_SCAN = 0xda

/** Markers with no length after them: RST0-RST7 and TEM. */
function isStandalone(marker: number): boolean {
  return (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01
}

/** The offset of the first marker after a scan's entropy-coded data (0xFF 0x00 is a data byte, RSTn stays in the scan). */
function afterScanData(bytes: Buffer, offset: number): number {
  for (let index = offset; index + 1 < bytes.length; index += 1) {
    if (bytes[index] !== MARKER) continue
    const next = bytes[index + 1] ?? 0
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return index
  }
  return bytes.length
}

/**
 * Where a JPEG ends: the offset just after its EOI marker, found by walking the segments by
 * their lengths and scanning each scan's data once; undefined when the structure breaks or there
 * is no EOI. Thumbnails inside APP segments are skipped by their segment's length.
 */
export function jpegEnd(bytes: Buffer): number | undefined {
  if (bytes[0] !== MARKER || bytes[1] !== START_OF_IMAGE) return undefined
  let offset = 2
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== MARKER) return undefined
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[offset + 1] === MARKER) offset += 1
    const marker = bytes[offset + 1]
    offset += 2
    if (marker === undefined) return undefined
    if (marker === END_OF_IMAGE) return offset
    if (isStandalone(marker)) continue
    if (offset + 2 > bytes.length) return undefined
    const length = bytes.readUInt16BE(offset)
    if (length < 2) return undefined
    offset += length
    if (marker === START_OF_SCAN) offset = afterScanData(bytes, offset)
  }
  return undefined
}
