import { link, mkdir, open, readFile, rename, writeFile } from 'node:fs/promises'
import { listFolder, removeQuietly, removeReporting, safeJoin } from '#server/storage/folder.ts'
import { isStoredName, newTempName } from '#server/storage/stored-names.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

type CommittedFiles = Pick<UploadStore, 'commit' | 'put' | 'read' | 'readBuffer' | 'attachment' | 'remove' | 'list'>

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
}

/**
 * STORAGE_DRIVER=local: committed files in `dir` (UPLOAD_DIR) under their final names. A commit
 * is a rename within the folder, atomic; only this host can read them.
 */
export function createLocalFiles(dir: string): CommittedFiles {
  const pathOf = (name: string) => safeJoin(dir, name)
  return {
    commit: async (_trx, file, name) => rename(file.tempPath, pathOf(name)),
    async put(name, content) {
      await mkdir(dir, { recursive: true })
      // Written aside and linked, as an upload is renamed: the final name never holds half a file,
      // and a name already there keeps its file (the same name holds the same bytes: see UploadStore.put).
      const temp = safeJoin(dir, newTempName())
      await writeFile(temp, content, { flag: 'wx', mode: 0o640 })
      try {
        await link(temp, pathOf(name)).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        })
      } finally {
        await removeQuietly(temp)
      }
    },
    async read(name) {
      const handle = await open(pathOf(name), 'r').catch((error: unknown) => {
        if (isMissing(error)) return undefined
        throw error
      })
      if (handle === undefined) return undefined
      try {
        const { size } = await handle.stat()
        return { bytes: size, stream: handle.createReadStream() }
      } catch (error) {
        await handle.close()
        throw error
      }
    },
    readBuffer: async (name) =>
      readFile(pathOf(name)).catch((error: unknown) => {
        if (isMissing(error)) return undefined
        throw error
      }),
    // The transport streams it from disk when it sends; a missing file fails that send.
    attachment: async (name) => ({ path: pathOf(name) }),
    remove: async (name) => removeReporting(pathOf(name)),
    list: async () => (await listFolder(dir)).filter((entry) => isStoredName(entry.name)),
  }
}
