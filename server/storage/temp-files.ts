import { mkdir, open, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { listFolder, removeQuietly, removeReporting, safeJoin } from '#server/storage/folder.ts'
import { TEMP_SUFFIX, newStoredName, newTempName } from '#server/storage/stored-names.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

type TempFiles = Pick<UploadStore, 'receive' | 'discard' | 'newName' | 'listTemps' | 'removeTemp'>

/**
 * This host's temp files in `dir` (UPLOAD_DIR), the same for both drivers: an upload streams
 * into `<uuid>.partial`, its content is checked there, and only a commit gives it a final name.
 */
export function createTempFiles(dir: string): TempFiles {
  return {
    async receive(source) {
      await mkdir(dir, { recursive: true })
      const tempPath = join(dir, newTempName())
      // Opened before the copy starts: a stream that opened it lazily could create the file after a
      // failed copy had already removed it, leaving a temp file behind.
      const file = await open(tempPath, 'wx', 0o640)
      try {
        await pipeline(source, file.createWriteStream())
        return { tempPath, bytes: (await stat(tempPath)).size }
      } catch (error) {
        await removeQuietly(tempPath)
        throw error
      }
    },
    newName: newStoredName,
    discard: (file) => removeQuietly(file.tempPath),
    listTemps: async () => (await listFolder(dir)).filter((entry) => entry.name.endsWith(TEMP_SUFFIX)),
    removeTemp: async (name) => removeReporting(safeJoin(dir, name)),
  }
}
