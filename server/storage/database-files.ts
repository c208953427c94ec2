import { Readable } from 'node:stream'
import { readFile, unlink } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { deleteStoredFile, insertStoredFile, storedFileContent, storedFileNames } from '#server/db/stored-files.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

type CommittedFiles = Pick<UploadStore, 'commit' | 'put' | 'read' | 'readBuffer' | 'attachment' | 'remove' | 'list'>

/**
 * STORAGE_DRIVER=database (docs/decisions/028): committed files are rows of `stored_files`
 * (bytea / blob), inserted by the transaction that stores the row naming them, so every host
 * sees a file exactly when it sees its row. Files are at most UPLOAD_MAX_BYTES: read whole.
 */
export function createDatabaseFiles(db: Kysely<Database>, now: () => Date): CommittedFiles {
  const readBuffer = (name: string) => storedFileContent(db, name)
  const put = (name: string, content: Buffer, executor: Kysely<Database> = db) => insertStoredFile(executor, name, content, now())
  return {
    async commit(trx, file, name) {
      await put(name, await readFile(file.tempPath), trx)
      // Rolled back later, the request fails and its file with it; committed, the bytes are in the row.
      await unlink(file.tempPath)
    },
    put: (name, content, trx) => put(name, content, trx),
    async read(name) {
      const content = await readBuffer(name)
      return content === undefined ? undefined : { bytes: content.length, stream: Readable.from([content]) }
    },
    readBuffer,
    async attachment(name) {
      const content = await readBuffer(name)
      if (content === undefined) throw new Error(`Falta el archivo ${name} en stored_files`)
      return { content }
    },
    async remove(name) {
      return (await deleteStoredFile(db, name)) ? 'removed' : 'gone'
    },
    async list() {
      return (await storedFileNames(db)).map((row) => ({ name: row.name, changedAtMs: new Date(row.created_at).getTime() }))
    },
  }
}
