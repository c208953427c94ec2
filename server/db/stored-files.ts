import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/* The files STORAGE_DRIVER=database keeps (docs/decisions/028): one row of `stored_files` each. */

/** A stored file's bytes; undefined when there is none by that name. */
export async function storedFileContent(db: Kysely<Database>, name: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('stored_files').select('content').where('name', '=', name).executeTakeFirst()
  return row === undefined ? undefined : Buffer.from(row.content)
}

/**
 * Stores a file's bytes; a name already stored keeps its bytes. Names are either fresh (random) or
 * made from the content (uploaded photos: the same name is the same bytes), so two hosts storing the
 * same photo at once both succeed.
 */
export async function insertStoredFile(db: Kysely<Database>, name: string, content: Buffer, now: Date): Promise<void> {
  await db
    .insertInto('stored_files')
    .values({ name, content, bytes: content.length, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
}

/** Deletes a stored file; resolves with whether there was one to delete. */
export async function deleteStoredFile(db: Kysely<Database>, name: string): Promise<boolean> {
  const result = await db.deleteFrom('stored_files').where('name', '=', name).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Every stored file's name and when it was stored, by name. */
export async function storedFileNames(db: Kysely<Database>): Promise<{ name: string; created_at: string }[]> {
  return db.selectFrom('stored_files').select(['name', 'created_at']).orderBy('name').execute()
}
