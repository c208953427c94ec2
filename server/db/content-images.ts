import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/*
 * Issue 37 (docs/decisions/058): the photos staff upload for the site, one row per upload. Rows are
 * only ever added: they keep the photos' files from the storage sweep.
 */

/** A photo's files: their base name in the store, and the widths and formats they come in. */
export interface ContentImageFiles {
  readonly name: string
  readonly widths: readonly number[]
  readonly formats: readonly string[]
}

/** One upload. */
export interface ContentImageUpload extends ContentImageFiles {
  readonly slot: string
  readonly width: number
  readonly height: number
  readonly sourceBytes: number
  readonly storedBytes: number
  readonly uploadedBy: { readonly id: string; readonly email: string }
}

/** An upload as stored, with when it happened. */
export interface StoredContentImage extends ContentImageUpload {
  readonly id: number
  readonly uploadedAt: string
}

const numbersOf = (json: string) => JSON.parse(json) as number[]
const textsOf = (json: string) => JSON.parse(json) as string[]

export async function insertContentImage(db: Kysely<Database>, upload: ContentImageUpload, now: Date): Promise<void> {
  await db
    .insertInto('content_images')
    .values({
      name: upload.name,
      slot: upload.slot,
      width: upload.width,
      height: upload.height,
      widths: JSON.stringify(upload.widths),
      formats: JSON.stringify(upload.formats),
      source_bytes: upload.sourceBytes,
      stored_bytes: upload.storedBytes,
      uploaded_at: now.toISOString(),
      uploaded_by: upload.uploadedBy.id,
      uploaded_by_email: upload.uploadedBy.email,
    })
    .execute()
}

/** The first upload of the photo stored under `name`, if it was ever uploaded. */
export async function contentImageNamed(db: Kysely<Database>, name: string): Promise<StoredContentImage | undefined> {
  const row = await db.selectFrom('content_images').selectAll().where('name', '=', name).orderBy('id').limit(1).executeTakeFirst()
  return (
    row && {
      id: row.id,
      name: row.name,
      slot: row.slot,
      width: row.width,
      height: row.height,
      widths: numbersOf(row.widths),
      formats: textsOf(row.formats),
      sourceBytes: row.source_bytes,
      storedBytes: row.stored_bytes,
      uploadedBy: { id: row.uploaded_by, email: row.uploaded_by_email },
      uploadedAt: row.uploaded_at,
    }
  )
}

/** Every uploaded photo's files, once per photo. */
export async function contentImageFiles(db: Kysely<Database>): Promise<ContentImageFiles[]> {
  const rows = await db.selectFrom('content_images').select(['name', 'widths', 'formats']).distinct().execute()
  return rows.map((row) => ({ name: row.name, widths: numbersOf(row.widths), formats: textsOf(row.formats) }))
}
