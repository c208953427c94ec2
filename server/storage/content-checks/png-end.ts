const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** A chunk's length, type and CRC around its data. */
const CHUNK_FRAME_BYTES = 12

/**
 * Where a PNG ends: the offset just after its IEND chunk, found by walking the chunks by their
 * lengths (each step moves at least 12 bytes); undefined when the chunks run past the bytes or
 * there is no IEND.
 */
export function pngEnd(bytes: Buffer): number | undefined {
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return undefined
  let offset = SIGNATURE.length
  while (offset + CHUNK_FRAME_BYTES <= bytes.length) {
    const next = offset + CHUNK_FRAME_BYTES + bytes.readUInt32BE(offset)
    if (next > bytes.length) return undefined
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND') return next
    offset = next
  }
  return undefined
}
