import type { Kysely, Selectable } from 'kysely'
import type { ContentVersionsTable, Database } from '#server/db/schema.ts'

/*
 * Issue 37: the published versions of the content records (docs/decisions/054). Versions are only
 * added: a publish or a restore writes the next one; none is ever changed.
 */

/** Who published a version; none for the seed. */
export interface ContentPublisher {
  readonly id: string
  readonly email: string
}

/** A published version as stored, its data parsed from JSON but not yet checked. */
export interface StoredContentVersion {
  /** The content's revision this publish made. */
  readonly revision: number
  readonly kind: string
  readonly key: string
  readonly version: number
  readonly data: unknown
  readonly publishedAt: string
  readonly publishedBy: ContentPublisher | null
  readonly restoredFrom: number | null
}

/** A version to write: the next of its record. */
export interface NewContentVersion {
  readonly kind: string
  readonly key: string
  readonly version: number
  readonly data: unknown
  readonly publishedBy: ContentPublisher | null
  readonly restoredFrom?: number
}

function fromRow(row: Selectable<ContentVersionsTable>): StoredContentVersion {
  return {
    revision: row.id,
    kind: row.kind,
    key: row.record_key,
    version: row.version,
    data: JSON.parse(row.data) as unknown,
    publishedAt: row.published_at,
    publishedBy: row.published_by === null ? null : { id: row.published_by, email: row.published_by_email ?? '' },
    restoredFrom: row.restored_from,
  }
}

function rowOf(version: NewContentVersion, now: Date) {
  return {
    kind: version.kind,
    record_key: version.key,
    version: version.version,
    data: JSON.stringify(version.data),
    published_at: now.toISOString(),
    published_by: version.publishedBy?.id ?? null,
    published_by_email: version.publishedBy?.email ?? null,
    restored_from: version.restoredFrom ?? null,
  }
}

/** The versions of one record, as a query to narrow or order. */
function versionsOfRecord(db: Kysely<Database>, kind: string, key: string) {
  return db.selectFrom('content_versions').selectAll().where('kind', '=', kind).where('record_key', '=', key)
}

/** A record's latest version, if it was ever published. */
export async function latestContentVersion(db: Kysely<Database>, kind: string, key: string): Promise<StoredContentVersion | undefined> {
  const row = await versionsOfRecord(db, kind, key).orderBy('version', 'desc').limit(1).executeTakeFirst()
  return row && fromRow(row)
}

/** One version of a record. */
export async function contentVersion(db: Kysely<Database>, kind: string, key: string, version: number): Promise<StoredContentVersion | undefined> {
  const row = await versionsOfRecord(db, kind, key).where('version', '=', version).executeTakeFirst()
  return row && fromRow(row)
}

/** Every version of a record, the newest first: its history. */
export async function contentVersionsOf(db: Kysely<Database>, kind: string, key: string): Promise<StoredContentVersion[]> {
  const rows = await versionsOfRecord(db, kind, key).orderBy('version', 'desc').execute()
  return rows.map(fromRow)
}

/** The latest version of every record: what the site shows. */
export async function latestContentVersions(db: Kysely<Database>): Promise<StoredContentVersion[]> {
  const rows = await db
    .selectFrom('content_versions as v')
    .selectAll('v')
    .where(({ eb, selectFrom }) =>
      eb(
        'v.version',
        '=',
        selectFrom('content_versions as w')
          .select(({ fn }) => fn.max('w.version').as('latest'))
          .whereRef('w.kind', '=', 'v.kind')
          .whereRef('w.record_key', '=', 'v.record_key'),
      ),
    )
    .orderBy('v.kind')
    .orderBy('v.record_key')
    .execute()
  return rows.map(fromRow)
}

/** The content's revision: the number of the last publish of any record, 0 before the first. */
export async function contentRevision(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('content_versions')
    .select(({ fn }) => fn.max('id').as('revision'))
    .executeTakeFirst()
  return Number(row?.revision ?? 0)
}

/**
 * Writes a version, unless that version of the record exists already: of two publishes made at
 * once from the same version, only the first is written; the second gets undefined.
 */
export async function insertContentVersion(db: Kysely<Database>, version: NewContentVersion, now: Date): Promise<StoredContentVersion | undefined> {
  const row = await db
    .insertInto('content_versions')
    .values(rowOf(version, now))
    .onConflict((conflict) => conflict.columns(['kind', 'record_key', 'version']).doNothing())
    .returningAll()
    .executeTakeFirst()
  return row && fromRow(row)
}

/** Writes each first version that no host has written yet (several may start at once). */
export async function insertFirstContentVersions(db: Kysely<Database>, versions: readonly NewContentVersion[], now: Date): Promise<void> {
  if (versions.length === 0) return
  await db
    .insertInto('content_versions')
    .values(versions.map((version) => rowOf(version, now)))
    .onConflict((conflict) => conflict.columns(['kind', 'record_key', 'version']).doNothing())
    .execute()
}
