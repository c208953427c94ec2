import { randomUUID } from 'node:crypto'

/** Files still being received end in this; only committed files have their final name. */
export const TEMP_SUFFIX = '.partial'

// What newStoredName() makes: a random UUID and the extension of the detected content.
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/

/** A fresh random file name with the given extension (`.pdf`), never the client's name. */
export function newStoredName(extension: string): string {
  return `${randomUUID()}${extension}`
}

/** A fresh temp file name. */
export function newTempName(): string {
  return `${randomUUID()}${TEMP_SUFFIX}`
}

/*
 * Issue 37: the photos staff upload for the site are stored under names made from their content
 * (`imagen-<hash>-<slot>`, one file per width and format), so the same photo for the same slot is
 * stored once, and a name, once public, always means the same bytes (served as immutable).
 */
const CONTENT_IMAGE_BASE = /^imagen-[0-9a-f]{32}-[a-z]+$/
const CONTENT_IMAGE_FILE = /^(imagen-[0-9a-f]{32}-[a-z]+)-([1-9][0-9]{0,4})\.(avif|webp)$/

/** Hex digits of the content hash a photo's name keeps (128 bits). */
const CONTENT_IMAGE_HASH_CHARS = 32

/** The base name of an uploaded photo's files: its content hash (hex) and its slot. */
export function contentImageBaseName(hashHex: string, slot: string): string {
  const name = `imagen-${hashHex.slice(0, CONTENT_IMAGE_HASH_CHARS)}-${slot}`
  if (!CONTENT_IMAGE_BASE.test(name)) throw new Error(`Nombre de imagen no válido: ${name}`)
  return name
}

/** The stored file of an uploaded photo at one width and format: `imagen-<hash>-<slot>-<width>.<format>`. */
export function contentImageFileName(baseName: string, width: number, format: string): string {
  return `${baseName}-${width}.${format}`
}

/** An uploaded photo's file name read back: its base name, width and format; undefined for any other name. */
export function parseContentImageFileName(name: string): { baseName: string; width: number; format: string } | undefined {
  const match = CONTENT_IMAGE_FILE.exec(name)
  if (match === null) return undefined
  const [, baseName = '', width = '', format = ''] = match
  return { baseName, width: Number(width), format }
}

/**
 * Whether a name is one the store gives a committed file (a receipt's or a delivered document's
 * random name, or an uploaded photo's content-addressed one; not a temp file, nor anything else
 * someone put in the folder). The sweep removes such a file when no row names it
 * (server/storage/storage-sweep.ts, which also removes abandoned temp files): a photo's files are
 * named by their row of `content_images` (server/db/file-references.ts).
 */
export function isStoredName(name: string): boolean {
  return (STORED_NAME.test(name) || CONTENT_IMAGE_FILE.test(name)) && !name.endsWith(TEMP_SUFFIX)
}
