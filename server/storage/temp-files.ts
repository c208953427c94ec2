import { createWriteStream } from 'node:fs'
import { mkdir, stat } from 'node:fs/promises'
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
      try {
        await pipeline(source, createWriteStream(tempPath, { flags: 'wx', mode: 0o640 }))
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
