import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/*
 * Issue 37: a record's working copy while staff edit it (docs/decisions/054): one per record,
 * written as they type, removed when the record is published.
 */

export interface StoredContentDraft {
  readonly kind: string
  readonly key: string
  /** The published version it started from; null for a record never published. */
  readonly baseVersion: number | null
  /** As typed, parsed from JSON but not checked. */
  readonly data: unknown
  readonly updatedAt: string
  /** The staff user who wrote it last. */
  readonly updatedBy: string
}

export async function contentDraftOf(db: Kysely<Database>, kind: string, key: string): Promise<StoredContentDraft | undefined> {
  const row = await db.selectFrom('content_drafts').selectAll().where('kind', '=', kind).where('record_key', '=', key).executeTakeFirst()
  return (
    row && {
      kind: row.kind,
      key: row.record_key,
      baseVersion: row.base_version,
      data: JSON.parse(row.data) as unknown,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    }
  )
}

/** Writes a record's draft, replacing the one it had. */
export async function writeContentDraft(
  db: Kysely<Database>,
  draft: Omit<StoredContentDraft, 'updatedAt'>,
  now: Date,
): Promise<void> {
  const values = {
    base_version: draft.baseVersion,
    data: JSON.stringify(draft.data),
    updated_at: now.toISOString(),
    updated_by: draft.updatedBy,
  }
  await db
    .insertInto('content_drafts')
    .values({ kind: draft.kind, record_key: draft.key, ...values })
    .onConflict((conflict) => conflict.columns(['kind', 'record_key']).doUpdateSet(values))
    .execute()
}

export async function deleteContentDraft(db: Kysely<Database>, kind: string, key: string): Promise<void> {
  await db.deleteFrom('content_drafts').where('kind', '=', kind).where('record_key', '=', key).execute()
}

/** Every record that has a draft. */
export async function contentDraftRecords(db: Kysely<Database>): Promise<{ kind: string; key: string }[]> {
  const rows = await db.selectFrom('content_drafts').select(['kind', 'record_key']).execute()
  return rows.map((row) => ({ kind: row.kind, key: row.record_key }))
}
