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

/**
 * Whether a name is one the store gives a committed file (not a temp file, nor anything else
 * someone put in the folder). The sweep removes such a file when no row names it
 * (server/storage/storage-sweep.ts, which also removes abandoned temp files).
 */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name) && !name.endsWith(TEMP_SUFFIX)
}
