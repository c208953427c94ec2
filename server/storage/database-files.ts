import { Readable } from 'node:stream'
import { readFile, unlink } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { UploadStore } from '#server/storage/upload-store.ts'

type CommittedFiles = Pick<UploadStore, 'commit' | 'put' | 'read' | 'readBuffer' | 'attachment' | 'remove' | 'list'>

/**
 * STORAGE_DRIVER=database (docs/decisions/028): committed files are rows of `stored_files`
 * (bytea / blob), inserted by the transaction that stores the row naming them, so every host
 * sees a file exactly when it sees its row. Files are at most UPLOAD_MAX_BYTES: read whole.
 */
export function createDatabaseFiles(db: Kysely<Database>, now: () => Date): CommittedFiles {
  const readBuffer = async (name: string) => {
    const row = await db.selectFrom('stored_files').select('content').where('name', '=', name).executeTakeFirst()
    return row === undefined ? undefined : Buffer.from(row.content)
  }
  const put = async (name: string, content: Buffer, executor: Kysely<Database> = db) => {
    await executor.insertInto('stored_files').values({ name, content, bytes: content.length, created_at: now().toISOString() }).execute()
  }
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
      const result = await db.deleteFrom('stored_files').where('name', '=', name).executeTakeFirst()
      return Number(result.numDeletedRows) > 0 ? 'removed' : 'gone'
    },
    async list() {
      const rows = await db.selectFrom('stored_files').select(['name', 'created_at']).orderBy('name').execute()
      return rows.map((row) => ({ name: row.name, changedAtMs: new Date(row.created_at).getTime() }))
    },
  }
}
