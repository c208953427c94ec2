import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { IMAGE_SLOTS, slotHeightAt, type ImageSlot } from '#contracts/content/image-slots.ts'
import { IMAGE_FORMATS, type ImageFormat } from '#contracts/content/media.ts'
// The queue, the pixel limits, and sharp's settings of ADR 052 (no operation cache, one libvips thread), are the receipts' checks'.
import { imageDecodes, pixelLimitOf } from '#server/storage/content-checks/image.ts'

/*
 * Issue 37 (docs/decisions/058): a photo staff upload, cut to its slot's shape and encoded at the
 * slot's widths in every format the pages offer. Its kind is read from its content (first bytes and
 * libvips's header must agree), never from its name or declared type; its size in pixels from its
 * header before a pixel is decoded; the decode and the encodes wait in the one image queue.
 */

/** Why an upload is refused. */
export type ContentImageProblem =
  /** Not a JPEG, PNG, WebP or AVIF (or the first bytes and the header disagree). */
  | { readonly kind: 'not-allowed' }
  /** Its header or its pixels do not read whole. */
  | { readonly kind: 'damaged' }
  /** More pixels than this host decodes for its kind. */
  | { readonly kind: 'too-many-pixels'; readonly maxMegapixels: number }
  /** Cut to its slot's shape, narrower than the slot's smallest width. */
  | { readonly kind: 'too-small' }

/** One encoded file. */
export interface EncodedFile {
  readonly width: number
  readonly format: ImageFormat
  readonly content: Buffer
}

/** A photo ready to store: its files, and the widths they reach (the source's own, never upscaled). */
export interface ProcessedImage {
  /** The slot's widths the source reaches, ascending: the last is the image's width. */
  readonly widths: readonly number[]
  readonly width: number
  readonly height: number
  readonly files: readonly EncodedFile[]
}

export type ProcessOutcome = { readonly image: ProcessedImage } | { readonly problem: ContentImageProblem }

/** What sharp calls each kind file-type names by its first bytes. */
const SHARP_FORMAT_OF: Readonly<Record<string, string>> = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' }

/**
 * Bumped when the encoding below changes: the files' names come from the source, the slot and
 * this, so a new encoding gives new names and never a different file under a published one.
 */
const ENCODING_VERSION = '1'

/**
 * The media generator's qualities (scripts/media/generate.ts) at lower efforts, since staff wait for
 * it: for a 1440-px photo AVIF's effort 3 took a fifth of effort 4's time for the same bytes (ADR 058).
 */
const ENCODE = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 74, effort: 4 },
} as const satisfies Record<ImageFormat, object>

/** The hex digest that names a source's files for a slot. */
export function contentImageDigest(source: Buffer, slot: ImageSlot): string {
  return createHash('sha256').update(`${ENCODING_VERSION}\0${slot}\0`).update(source).digest('hex')
}

interface Header {
  /** The size as shown, once turned upright by its EXIF orientation. */
  readonly width: number
  readonly height: number
  readonly maxPixels: number
  readonly maxMegapixels: number
  readonly pixels: number
}

/** The header, if the first bytes and libvips name the same kind of the four, with the pixels it may declare (`pixelLimitOf`). */
async function headerOf(source: Buffer): Promise<Header | ContentImageProblem> {
  const sniffed = await fileTypeFromBuffer(source)
  const expected = sniffed === undefined ? undefined : SHARP_FORMAT_OF[sniffed.ext]
  if (expected === undefined) return { kind: 'not-allowed' }
  let header
  try {
    header = await sharp(source, { limitInputPixels: false }).metadata()
  } catch {
    return { kind: 'damaged' }
  }
  if (header.format !== expected || (expected === 'heif' && header.compression !== 'av1')) return { kind: 'not-allowed' }
  const limit = pixelLimitOf(header)
  const { width, height } = header.autoOrient
  return { width, height, pixels: header.width * header.height, maxPixels: limit.pixels, maxMegapixels: limit.megapixels }
}

/** The slot's widths an upright image of this size reaches once cut to the slot's shape. */
export function reachedWidths(slot: ImageSlot, width: number, height: number): number[] {
  const { width: slotWidth, height: slotHeight, widths } = IMAGE_SLOTS[slot]
  const cutWidth = Math.min(width, Math.floor((height * slotWidth) / slotHeight))
  return widths.filter((candidate) => candidate <= cutWidth)
}

/**
 * Checks `source` and, if it is a photo of the four kinds that reaches the slot's smallest width,
 * decodes it once (turned upright, cut to the slot's shape around what draws the eye, at the
 * largest width it reaches) and encodes every width it reaches in every format, without its
 * metadata (EXIF, GPS, colour profile: the pixels are converted to sRGB). The decode and the
 * encodes are one task of the image queue.
 */
export async function processContentImage(source: Buffer, slot: ImageSlot): Promise<ProcessOutcome> {
  const header = await headerOf(source)
  if ('kind' in header) return { problem: header }
  if (header.pixels > header.maxPixels) return { problem: { kind: 'too-many-pixels', maxMegapixels: header.maxMegapixels } }
  const widths = reachedWidths(slot, header.width, header.height)
  const largest = widths.at(-1)
  if (largest === undefined) return { problem: { kind: 'too-small' } }
  try {
    const files = await imageDecodes.run(() => encodeAll(source, slot, header.maxPixels, widths))
    return { image: { widths, width: largest, height: slotHeightAt(slot, largest), files } }
  } catch {
    return { problem: { kind: 'damaged' } }
  }
}

async function encodeAll(source: Buffer, slot: ImageSlot, maxPixels: number, widths: readonly number[]): Promise<EncodedFile[]> {
  const largest = widths.at(-1) ?? 0
  // failOn 'warning': a JPEG whose scan was cut short only warns (ADR 029).
  const { data, info } = await sharp(source, { failOn: 'warning', limitInputPixels: maxPixels })
    .rotate()
    .resize(largest, slotHeightAt(slot, largest), { fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  const files: EncodedFile[] = []
  for (const width of widths) {
    const resized = width === largest ? sharp(data, raw) : sharp(data, raw).resize(width, slotHeightAt(slot, width))
    for (const format of IMAGE_FORMATS) {
      const content = await (format === 'avif' ? resized.clone().avif(ENCODE.avif) : resized.clone().webp(ENCODE.webp)).toBuffer()
      files.push({ width, format, content })
    }
  }
  return files
}
