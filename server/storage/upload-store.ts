import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rename, stat, unlink } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Files still being received end in this; only committed files have their final name. */
export const TEMP_SUFFIX = '.partial'

// What newName() makes: a random UUID and the extension of the detected content.
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/

/**
 * Whether a name in the folder is one this store gives a committed file (not a temp file, nor
 * anything else someone put there). Retention removes such a file when no row names it
 * (server/retention/retention.ts, which also removes abandoned temp files).
 */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name) && !name.endsWith(TEMP_SUFFIX)
}

/** A file received into a temp name, not yet committed. */
export interface ReceivedFile {
  readonly tempPath: string
  readonly bytes: number
}

export interface UploadStore {
  /** The absolute folder (UPLOAD_DIR). */
  readonly dir: string
  /** Streams `source` into a new temp file; on any failure the temp file is removed and the error rethrown. */
  receive(source: Readable): Promise<ReceivedFile>
  /** A fresh random file name with the given extension (`.pdf`), never the client's name. */
  newName(extension: string): string
  /** Moves a received file to its final name (same folder, so the rename is atomic). */
  commit(file: ReceivedFile, name: string): Promise<void>
  /** Removes a received file that will not be committed; a file already gone is fine. */
  discard(file: ReceivedFile): Promise<void>
  /** Removes a committed file (its row was not stored after all); a file already gone is fine. */
  removeCommitted(name: string): Promise<void>
  /** The absolute path of a committed file. */
  pathOf(name: string): string
}

async function removeQuietly(path: string): Promise<void> {
  try {
    await unlink(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/**
 * The uploads folder (STYLE §2 `server/storage/`): files are written under random names,
 * first as `<uuid>.partial` and renamed to `<uuid><ext>` only inside the transaction that stores
 * their row, so a half-received file never has a final name.
 */
export function createUploadStore(dir: string): UploadStore {
  const pathOf = (name: string) => {
    // Names come from newName(); anything with a folder in it is refused outright.
    if (basename(name) !== name) throw new Error(`Nombre de archivo no válido: ${name}`)
    return join(dir, name)
  }
  return {
    dir,
    async receive(source) {
      await mkdir(dir, { recursive: true })
      const tempPath = join(dir, `${randomUUID()}${TEMP_SUFFIX}`)
      try {
        await pipeline(source, createWriteStream(tempPath, { flags: 'wx', mode: 0o640 }))
        return { tempPath, bytes: (await stat(tempPath)).size }
      } catch (error) {
        await removeQuietly(tempPath)
        throw error
      }
    },
    newName: (extension) => `${randomUUID()}${extension}`,
    commit: (file, name) => rename(file.tempPath, pathOf(name)),
    discard: (file) => removeQuietly(file.tempPath),
    removeCommitted: (name) => removeQuietly(pathOf(name)),
    pathOf,
  }
}
