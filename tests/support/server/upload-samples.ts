import { constants, crc32, deflateRawSync } from 'node:zlib'
import CFB from 'cfb'
import sharp from 'sharp'
import { pdfBytes } from '#tests/support/server/multipart.ts'

/**
 * Upload samples made in code (never committed files): small valid ones of every allowed kind,
 * and the unsafe ones a security review got accepted by content sniffing alone (issue 16).
 */

const WHITE_SQUARE = { create: { width: 8, height: 8, channels: 3, background: '#ffffff' } } as const

export function pngBytes(): Promise<Buffer> {
  return sharp(WHITE_SQUARE).png().toBuffer()
}

export function jpegBytes(): Promise<Buffer> {
  return sharp(WHITE_SQUARE).jpeg().toBuffer()
}

const SCRIPT = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>\n')

/** A PDF header at byte 0 followed by a web page, and no PDF after it. */
export function pdfHeaderThenHtml(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), SCRIPT])
}

/** A well-formed small PDF with a web page appended after its `%%EOF`. */
export function pdfThenHtml(): Buffer {
  return Buffer.concat([pdfBytes(), SCRIPT])
}

/** A real PNG with a script appended after its IEND chunk. */
export async function pngThenScript(): Promise<Buffer> {
  return Buffer.concat([await pngBytes(), SCRIPT])
}

/** A real JPEG with a script appended after its EOI marker. */
export async function jpegThenScript(): Promise<Buffer> {
  return Buffer.concat([await jpegBytes(), SCRIPT])
}

/** A compound file with the given streams, written by SheetJS's `cfb`. */
function compoundFile(streams: Readonly<Record<string, Buffer>>): Buffer {
  const container = CFB.utils.cfb_new()
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content)
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array)
}

/** A legacy Word (.doc) file: a compound file with a `WordDocument` stream (FIB magic first) and its table stream. */
export function wordDocBytes(): Buffer {
  const wordDocument = Buffer.alloc(4_096)
  wordDocument.writeUInt16LE(0xa5ec, 0)
  return compoundFile({ WordDocument: wordDocument, '1Table': Buffer.alloc(512) })
}

/** An installer-like compound file (MSI's summary and table streams), no Word document in it. */
export function msiLikeBytes(): Buffer {
  return compoundFile({ '\u0005SummaryInformation': Buffer.alloc(512), '\u4840\u3f3f\u4577\u446c\u3b6a\u45e4\u4824': Buffer.alloc(4_096, 1) })
}

/** Only an OLE2 header and zeros: what file-type calls `cfb`. */
export function bareCompoundFileHeader(size = 4_096): Buffer {
  const bytes = Buffer.alloc(size, 0)
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(bytes)
  return bytes
}

/** One entry of a hand-made zip: its bytes as stored, how, and what its headers declare. */
export interface ZipEntry {
  readonly name: string
  readonly stored: Buffer
  readonly method: 0 | 8
  readonly crc: number
  readonly size: number
}

export function storedEntry(name: string, text: string): ZipEntry {
  const data = Buffer.from(text)
  return { name, stored: data, method: 0, crc: crc32(data), size: data.length }
}

export function deflatedEntry(name: string, data: Buffer): ZipEntry {
  return { name, stored: deflateRawSync(data), method: 8, crc: crc32(data), size: data.length }
}

/** A zip archive with local headers, central directory and end record, as Word writes one. */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.method, 8)
    local.writeUInt32LE(entry.crc >>> 0, 14)
    local.writeUInt32LE(entry.stored.length, 18)
    local.writeUInt32LE(entry.size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.method, 10)
    central.writeUInt32LE(entry.crc >>> 0, 16)
    central.writeUInt32LE(entry.stored.length, 20)
    central.writeUInt32LE(entry.size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.stored)
    centrals.push(central, name)
    offset += local.length + name.length + entry.stored.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'

/** The smallest Word (.docx) document: its content types and its main part. */
export function docxBytes(): Buffer {
  return zipArchive([
    storedEntry('[Content_Types].xml', CONTENT_TYPES),
    deflatedEntry('word/document.xml', Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>')),
  ])
}

const MEBIBYTE = 1024 * 1024

/**
 * A .docx whose `word/document.xml` honestly declares and inflates to `mebibytes` MiB of zeros,
 * in about 1 KB per MiB: independent deflate runs of 1 MiB, each ended on a byte boundary
 * (sync flush) so that they chain into one stream, closed by an empty final block.
 */
export function docxBomb(mebibytes = 1_024): Buffer {
  const zeros = Buffer.alloc(MEBIBYTE)
  const run = deflateRawSync(zeros, { finishFlush: constants.Z_SYNC_FLUSH })
  let crc = 0
  for (let index = 0; index < mebibytes; index += 1) crc = crc32(zeros, crc)
  const stored = Buffer.concat([...Array.from({ length: mebibytes }, () => run), Buffer.from([0x03, 0x00])])
  const size = Math.min(mebibytes * MEBIBYTE, 0xffffffff)
  return zipArchive([
    storedEntry('[Content_Types].xml', CONTENT_TYPES),
    { name: 'word/document.xml', stored, method: 8, crc, size },
  ])
}
