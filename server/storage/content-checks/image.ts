import sharp from 'sharp'
import {
  UPLOAD_IMAGE_DECODES_AT_ONCE,
  UPLOAD_IMAGE_MAX_MEGAPIXELS,
  UPLOAD_IMAGE_MAX_PIXELS,
  UPLOAD_INTERLACED_IMAGE_MAX_MEGAPIXELS,
  UPLOAD_INTERLACED_IMAGE_MAX_PIXELS,
} from '#contracts/limits.ts'
import type { UploadContentProblem } from '#contracts/upload-content.ts'
import { createTaskQueue } from '#server/storage/content-checks/decode-queue.ts'
import { jpegEnd } from '#server/storage/content-checks/jpeg-end.ts'
import { pngEnd } from '#server/storage/content-checks/png-end.ts'

export type ImageFormat = 'jpeg' | 'png'

const END_OF: Readonly<Record<ImageFormat, (bytes: Buffer) => number | undefined>> = { jpeg: jpegEnd, png: pngEnd }

// sharp's strictest level: libjpeg only warns of a scan cut short (then patched with an EOI).
const DECODE = { failOn: 'warning', sequentialRead: true, limitInputPixels: UPLOAD_IMAGE_MAX_PIXELS } as const
/** Every pixel is decoded into a thumbnail this wide at most: bounded memory, and about 25 times faster than `stats()` at 50 MP. */
const DECODED_THUMBNAIL_PX = 256

// libvips's operation cache kept each checked image open with its decoder's buffers, which its 50 MB
// budget does not count: ten 49-MP progressive JPEGs left 1.5 GB resident (issue 34). No image is
// decoded twice, so the cache saved nothing.
sharp.cache(false)
// One libvips thread per decode: 30 uploads of a 16-MP progressive JPEG peaked 105-115 MB above the
// server's resting memory in three runs, against 102-208 MB in seven with a thread per core, in the same time.
sharp.concurrency(1)
/** The one queue every decode of an uploaded image waits in (receipts, delivered documents, the site's photos): ADR 052. */
export const imageDecodes = createTaskQueue(UPLOAD_IMAGE_DECODES_AT_ONCE)

/**
 * How many pixels an image's header may declare (read before any pixel is decoded): a baseline
 * JPEG or a plain PNG is decoded line by line, up to UPLOAD_IMAGE_MAX_PIXELS; a progressive JPEG,
 * an interlaced PNG, a WebP or an AVIF is held whole while it decodes, up to the lower
 * UPLOAD_INTERLACED_IMAGE_MAX_PIXELS (ADR 052).
 */
export function pixelLimitOf(header: { readonly format?: string; readonly isProgressive?: boolean }): { pixels: number; megapixels: number } {
  const streamed = (header.format === 'jpeg' || header.format === 'png') && header.isProgressive !== true
  return streamed
    ? { pixels: UPLOAD_IMAGE_MAX_PIXELS, megapixels: UPLOAD_IMAGE_MAX_MEGAPIXELS }
    : { pixels: UPLOAD_INTERLACED_IMAGE_MAX_PIXELS, megapixels: UPLOAD_INTERLACED_IMAGE_MAX_MEGAPIXELS }
}

/**
 * Why a JPEG or PNG is refused, or undefined when it is a whole image and nothing else: its
 * structure must end exactly where the bytes end (no script or page after EOI / IEND), its
 * header must declare at most UPLOAD_IMAGE_MAX_PIXELS, or UPLOAD_INTERLACED_IMAGE_MAX_PIXELS for an
 * image its decoder holds whole (checked before any pixel is decoded), and
 * every pixel must decode (libvips, streaming, in sharp's worker threads), UPLOAD_IMAGE_DECODES_AT_ONCE
 * images at a time.
 */
export async function imageProblem(bytes: Buffer, format: ImageFormat): Promise<UploadContentProblem | undefined> {
  const end = END_OF[format](bytes)
  if (end === undefined) return 'image'
  if (end !== bytes.length) return 'image-trailing'
  try {
    const header = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata()
    if (header.format !== format) return 'image'
    if (header.width * header.height > pixelLimitOf(header).pixels) return 'image-pixels'
    await imageDecodes.run(() => sharp(bytes, DECODE).resize(DECODED_THUMBNAIL_PX, DECODED_THUMBNAIL_PX, { fit: 'inside' }).raw().toBuffer())
    return undefined
  } catch {
    return 'image'
  }
}
