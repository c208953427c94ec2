/*
 * Issue 37: where a photo sits on the pages fixes its shape. Kept apart from the media schemas
 * (contracts/content/media.ts), without zod, so that the media manifest (content/media.ts), which
 * every page loads, reads the slots' sizes without carrying the schemas into the pages' JavaScript.
 */

/** How each raster format the site serves is named to browsers (`<source type>`, `Content-Type`). */
export const IMAGE_MIME_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const

/** The size of a slot's photos: the largest file's size, and every width its files come in, ascending. */
export interface ImageSlotSize {
  readonly width: number
  readonly height: number
  readonly widths: readonly number[]
}

/**
 * Issue 37: where a photo sits on the pages fixes its shape. Each slot has one aspect ratio and the
 * widths its files come in (the page's `srcset`); the media manifest (content/media.ts) draws its
 * photos to these sizes and an upload (`POST /panel/contenido/imagenes`) is cropped and encoded to
 * them. A content schema marks each image field with its slot (`slottedImageSchema`, contracts/content/media.ts).
 */
export const IMAGE_SLOTS = {
  /** 16:9 photos that span the page (programme heroes, promotions, blog). */
  wide: { label: 'Foto panorámica (16:9)', ratio: '16:9', width: 1440, height: 810, widths: [480, 960, 1440] },
  /** 4:3 photos in cards and collage tiles, never wider than half the page. */
  card: { label: 'Foto de tarjeta (4:3)', ratio: '4:3', width: 960, height: 720, widths: [480, 960] },
} as const satisfies Readonly<Record<string, ImageSlotSize & { readonly label: string; readonly ratio: string }>>
export type ImageSlot = keyof typeof IMAGE_SLOTS
export const IMAGE_SLOT_NAMES = Object.keys(IMAGE_SLOTS) as [ImageSlot, ...ImageSlot[]]

/** The keyword an image field's JSON Schema carries its slot under (zod writes a schema's metadata into its JSON Schema). */
export const IMAGE_SLOT_KEYWORD = 'imageSlot'

export function isImageSlot(name: unknown): name is ImageSlot {
  return typeof name === 'string' && Object.hasOwn(IMAGE_SLOTS, name)
}

/** A slot's size without its label: what a manifest entry holds. */
export function imageSlotSize(slot: ImageSlot): ImageSlotSize {
  const { width, height, widths } = IMAGE_SLOTS[slot]
  return { width, height, widths }
}

/** The height of a slot's file at `width` (its aspect ratio kept, rounded). */
export function slotHeightAt(slot: ImageSlot, width: number): number {
  return Math.round((width * IMAGE_SLOTS[slot].height) / IMAGE_SLOTS[slot].width)
}

/** The slot a JSON Schema node names, if it names one. */
export function imageSlotOf(node: Readonly<Record<string, unknown>>): ImageSlot | undefined {
  const slot = node[IMAGE_SLOT_KEYWORD]
  return isImageSlot(slot) ? slot : undefined
}

/** Where the photos staff upload are served (server/routes/uploaded-media.ts): under /media, so a record's `base` names them as any other. */
export const UPLOADED_MEDIA_PATH = '/media/subidas'
