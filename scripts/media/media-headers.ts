/**
 * Reads the pixel size a media file declares in its own header, without any image library, so the
 * media test runs on a fresh clone (no sharp, no ffmpeg at test time).
 */

export interface PixelSize {
  width: number
  height: number
}

const ascii = (buffer: Buffer, start: number, length = 4) => buffer.toString('latin1', start, start + length)

/** WebP: the size of the lossy (VP8), lossless (VP8L) or extended (VP8X) bitstream. */
export function webpSize(buffer: Buffer): PixelSize {
  if (ascii(buffer, 0) !== 'RIFF' || ascii(buffer, 8) !== 'WEBP') throw new Error('no es un archivo WebP')
  const chunk = ascii(buffer, 12)
  if (chunk === 'VP8 ') {
    return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    const bits = buffer.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') {
    return { width: buffer.readUIntLE(24, 3) + 1, height: buffer.readUIntLE(27, 3) + 1 }
  }
  throw new Error(`bloque WebP desconocido: ${chunk}`)
}

/** PNG: the IHDR chunk. */
export function pngSize(buffer: Buffer): PixelSize {
  if (buffer.readUInt32BE(0) !== 0x89504e47 || ascii(buffer, 12) !== 'IHDR') throw new Error('no es un archivo PNG')
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) }
}

/** SVG: the root element's width and height attributes (plain numbers or px). */
export function svgSize(text: string): PixelSize {
  const root = /<svg\b[^>]*>/.exec(text)?.[0]
  const attribute = (name: string) => {
    const value = root && new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1]
    if (!value) throw new Error(`el elemento <svg> no declara ${name}`)
    return Number(value)
  }
  return { width: attribute('width'), height: attribute('height') }
}

interface Box {
  type: string
  /** Offset of the box's payload (after size and type). */
  start: number
  end: number
}

/** The boxes directly inside [start, end) of an ISO base media file (MP4, AVIF). */
function boxes(buffer: Buffer, start: number, end: number): Box[] {
  const found: Box[] = []
  let offset = start
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset)
    const type = ascii(buffer, offset + 4)
    let header = 8
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(offset + 8))
      header = 16
    } else if (size === 0) {
      size = end - offset
    }
    if (size < header || offset + size > end) break
    found.push({ type, start: offset + header, end: offset + size })
    offset += size
  }
  return found
}

const child = (buffer: Buffer, parent: Box, type: string) => boxes(buffer, parent.start, parent.end).find((box) => box.type === type)

/** AVIF: the image spatial extent (`ispe`) of the primary image, from meta → iprp → ipco. */
export function avifSize(buffer: Buffer): PixelSize {
  const top = boxes(buffer, 0, buffer.length)
  const ftyp = top.find((box) => box.type === 'ftyp')
  if (!ftyp || !['avif', 'avis'].includes(ascii(buffer, ftyp.start))) throw new Error('no es un archivo AVIF')
  const meta = top.find((box) => box.type === 'meta')
  // meta is a full box: four bytes of version and flags before its children.
  const iprp = meta && boxes(buffer, meta.start + 4, meta.end).find((box) => box.type === 'iprp')
  const ipco = iprp && child(buffer, iprp, 'ipco')
  const ispe = ipco && child(buffer, ipco, 'ispe')
  if (!ispe) throw new Error('el AVIF no declara su tamaño (ispe)')
  return { width: buffer.readUInt32BE(ispe.start + 4), height: buffer.readUInt32BE(ispe.start + 8) }
}

export interface Mp4Info {
  /** Each track's handler ('vide', 'soun', ...) and its presentation size (0×0 for sound). */
  tracks: { handler: string; width: number; height: number }[]
  /** `moov` comes before `mdat`: the browser can start playing before the whole file arrives. */
  fastStart: boolean
  /** The sample entry of the first video track, e.g. 'avc1' for H.264. */
  videoCodec: string | undefined
}

/** MP4: the tracks (from `tkhd` and `hdlr`) and whether the index sits at the front. */
export function mp4Info(buffer: Buffer): Mp4Info {
  const top = boxes(buffer, 0, buffer.length)
  const moovIndex = top.findIndex((box) => box.type === 'moov')
  const mdatIndex = top.findIndex((box) => box.type === 'mdat')
  const moov = top[moovIndex]
  if (!moov) throw new Error('el MP4 no tiene caja moov')
  let videoCodec: string | undefined
  const tracks = boxes(buffer, moov.start, moov.end)
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const tkhd = child(buffer, trak, 'tkhd')
      const mdia = child(buffer, trak, 'mdia')
      const hdlr = mdia && child(buffer, mdia, 'hdlr')
      if (!tkhd || !hdlr) throw new Error('pista MP4 sin tkhd o hdlr')
      const version = buffer.readUInt8(tkhd.start)
      const sizeOffset = tkhd.start + 4 + (version === 1 ? 32 : 20) + 52
      const handler = ascii(buffer, hdlr.start + 8)
      if (handler === 'vide' && videoCodec === undefined) videoCodec = sampleEntry(buffer, mdia)
      return {
        handler,
        width: buffer.readUInt32BE(sizeOffset) >>> 16,
        height: buffer.readUInt32BE(sizeOffset + 4) >>> 16,
      }
    })
  return { tracks, fastStart: mdatIndex === -1 || moovIndex < mdatIndex, videoCodec }
}

/** The first sample entry's type in mdia → minf → stbl → stsd (a full box with an entry count). */
function sampleEntry(buffer: Buffer, mdia: Box | undefined): string | undefined {
  const minf = mdia && child(buffer, mdia, 'minf')
  const stbl = minf && child(buffer, minf, 'stbl')
  const stsd = stbl && child(buffer, stbl, 'stsd')
  return stsd && boxes(buffer, stsd.start + 8, stsd.end)[0]?.type
}

/** The pixel size of any media file the manifest lists, by its extension. */
export function mediaPixelSize(path: string, buffer: Buffer): PixelSize {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  switch (extension) {
    case 'webp':
      return webpSize(buffer)
    case 'avif':
      return avifSize(buffer)
    case 'png':
      return pngSize(buffer)
    case 'svg':
      return svgSize(buffer.toString('utf8'))
    case 'mp4': {
      const video = mp4Info(buffer).tracks.find((track) => track.handler === 'vide')
      if (!video) throw new Error('el MP4 no tiene pista de video')
      return { width: video.width, height: video.height }
    }
    default:
      throw new Error(`extensión de medio no reconocida: ${extension}`)
  }
}
