import { z } from '#contracts/zod.ts'
import { groupThousands } from '#contracts/digits.ts'
import { CONTENT_URL_MAX_CHARS } from '#contracts/limits.ts'
import { longText } from '#contracts/content/content-fields.ts'
import { IMAGE_SLOT_KEYWORD, type ImageSlot } from '#contracts/content/image-slots.ts'

/*
 * Issue 37: the media a content record shows (a photo, a video, a logo), as the media manifest
 * (content/media.ts) describes them: a file under /public/media with its intrinsic size and its
 * Spanish alternative text. The site's Content-Security-Policy loads images from the site only, so
 * a record names a file of the site, never another site's.
 */

export const MEDIA_MESSAGES = {
  path: `Escribe la ruta de un archivo de la carpeta /media/, por ejemplo /media/home/promo-1, de hasta ${groupThousands(CONTENT_URL_MAX_CHARS)} caracteres`,
  pixels: 'Escribe un número entero de píxeles mayor que 0',
  widths: 'Escribe los anchos de la imagen de menor a mayor; el último es su ancho',
  formats: 'Elige al menos un formato de imagen',
  fileKind: 'Elige si el archivo es SVG o PNG',
  videoType: 'Elige un video MP4',
} as const

/** Raster formats the media generator writes, best compression first; the last one is the `<img>` fallback. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** `/media/` and path segments that neither start with a dot nor are empty (no `..`, no `//`). */
const MEDIA_PATH_PATTERN = /^\/media(?:\/[\w~-][\w.~-]*)+$/

/** A file under /public/media, as the page asks for it. */
export const mediaPathSchema = z.string({ error: MEDIA_MESSAGES.path }).check(
  z.regex(MEDIA_PATH_PATTERN, { error: MEDIA_MESSAGES.path }),
  z.maxLength(CONTENT_URL_MAX_CHARS, { error: MEDIA_MESSAGES.path }),
)

/** An intrinsic size or a width, in pixels. */
export const pixelsSchema = z.int({ error: MEDIA_MESSAGES.pixels }).check(z.positive({ error: MEDIA_MESSAGES.pixels }))

/** Each value larger than the one before it. */
const isAscending = (values: readonly number[]) => values.every((value, i) => i === 0 || value > Number(values[i - 1]))

/** Each width larger than the one before it, the last one the image's own width. */
const widthsEndAtWidth = () =>
  z.refine<{ widths: readonly number[]; width: number }>(({ widths, width }) => isAscending(widths) && widths.at(-1) === width, {
    error: MEDIA_MESSAGES.widths,
    path: ['widths'],
  })

/** Where a photo's files are and their sizes: what an upload gives (`uploadedImageSchema`) and a record adds its alt text to. */
const imageFilesShape = {
  kind: z.literal('image'),
  /** Path under /public without width and extension, e.g. `/media/home/promo-1`. */
  base: mediaPathSchema,
  /** Widths in pixels, ascending; the last is the intrinsic width. */
  widths: z.readonly(z.array(pixelsSchema, { error: MEDIA_MESSAGES.widths }).check(z.minLength(1, { error: MEDIA_MESSAGES.widths }))),
  formats: z.readonly(
    z.array(z.enum(IMAGE_FORMATS, { error: MEDIA_MESSAGES.formats }), { error: MEDIA_MESSAGES.formats }).check(
      z.minLength(1, { error: MEDIA_MESSAGES.formats }),
    ),
  ),
  /** Intrinsic size (the largest file): gives the aspect ratio that reserves the space before load. */
  width: pixelsSchema,
  height: pixelsSchema,
}

/**
 * A photo available at several widths and formats: the files are `public${base}-${width}.${format}`
 * for every width and format listed (or, for a photo staff uploaded, served from the store under
 * UPLOADED_MEDIA_PATH, contracts/content/image-slots.ts).
 */
export const responsiveImageSchema = z
  .object({
    ...imageFilesShape,
    /** Spanish alternative text. */
    alt: longText,
  })
  .check(widthsEndAtWidth())
export type ResponsiveImageAsset = z.output<typeof responsiveImageSchema>

/**
 * An image field whose photo sits in `slot`: the same schema (it parses exactly as
 * {@link responsiveImageSchema}), with the slot in its metadata, which `z.toJSONSchema` writes
 * as `"imageSlot": "wide"` for the panel's form to offer an upload of that shape.
 */
export function slottedImageSchema(slot: ImageSlot) {
  return responsiveImageSchema.check(z.meta({ [IMAGE_SLOT_KEYWORD]: slot }))
}

/** What an upload answers (`201`): the image ready for a record, all but its alt text, which the person writes. */
export const uploadedImageSchema = z.object(imageFilesShape).check(widthsEndAtWidth())
export type UploadedImage = z.output<typeof uploadedImageSchema>

/** A muted looping video (H.264 MP4, no audio track) with its poster photo. */
export const videoSchema = z.object({
  kind: z.literal('video'),
  src: mediaPathSchema,
  type: z.literal('video/mp4', { error: MEDIA_MESSAGES.videoType }),
  width: pixelsSchema,
  height: pixelsSchema,
  /** What the video shows, in Spanish (the video is decorative; this labels its slide). */
  alt: longText,
  /** The first frame, shown before the video plays and whenever it cannot. */
  poster: responsiveImageSchema,
})
export type VideoAsset = z.output<typeof videoSchema>

/** A vector file (logos) or a single raster file (the share image). */
export const singleFileSchema = z.object({
  kind: z.enum(['svg', 'png'], { error: MEDIA_MESSAGES.fileKind }),
  src: mediaPathSchema,
  width: pixelsSchema,
  height: pixelsSchema,
  alt: longText,
})
export type SingleFileAsset = z.output<typeof singleFileSchema>
