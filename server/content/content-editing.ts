import type { Kysely } from 'kysely'
import {
  CONTENT_MESSAGES,
  contentRecordName,
  type ContentEdit,
  type ContentHistory,
  type ContentList,
  type ContentRecord,
  type ContentVersion,
} from '#contracts/content/content-api.ts'
import { CONTENT_KINDS, type ContentKind } from '#contracts/content/content-kinds.ts'
import { ContentNotFoundError, contentKindOf, publishContent, restoreContent, type ContentActor } from '#server/content/content-publishing.ts'
import { contentDraftOf, contentDraftRecords, deleteContentDraft, writeContentDraft, type StoredContentDraft } from '#server/db/content-drafts.ts'
import { contentVersionsOf, latestContentVersion, latestContentVersions, type StoredContentVersion } from '#server/db/content-versions.ts'
import type { Database } from '#server/db/schema.ts'
import { staffUserRows } from '#server/db/staff-users.ts'

/*
 * Issue 37: the panel's «Contenido» section as the server sees it: the list of records, a record
 * with its draft, the draft kept as typed, the history, and publish or restore of a record that
 * exists. Every «not found» is a ContentNotFoundError whose message is the one the API answers.
 */

/** The record's latest version: records are created by the seed only, so one without any does not exist. */
async function publishedVersion(db: Kysely<Database>, kind: ContentKind, key: string): Promise<StoredContentVersion> {
  const version = await latestContentVersion(db, kind, key)
  if (version === undefined) throw new ContentNotFoundError(CONTENT_MESSAGES.recordNotFound)
  return version
}

/** A stored version as the API answers it. */
export function versionAnswer(version: StoredContentVersion): ContentVersion {
  return {
    version: version.version,
    datos: version.data,
    publicadoEn: version.publishedAt,
    publicadoPor: version.publishedBy?.email ?? null,
    restauradaDe: version.restoredFrom,
  }
}

const recordId = (kind: string, key: string) => `${kind}/${key}`

/** Every kind in its order, each with its records (latest versions) by name. */
export async function contentList(db: Kysely<Database>): Promise<ContentList> {
  const versions = await latestContentVersions(db)
  const drafted = new Set((await contentDraftRecords(db)).map(({ kind, key }) => recordId(kind, key)))
  const kinds = Object.keys(CONTENT_KINDS) as ContentKind[]
  return {
    tipos: kinds.map((kind) => ({
      tipo: kind,
      nombre: CONTENT_KINDS[kind].label,
      registros: versions
        .filter((version) => version.kind === kind)
        .map((stored) => {
          const { version, publicadoEn, publicadoPor } = versionAnswer(stored)
          const nombre = contentRecordName(kind, stored.key, stored.data)
          return { clave: stored.key, nombre, version, publicadoEn, publicadoPor, borrador: drafted.has(recordId(kind, stored.key)) }
        })
        .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
    })),
  }
}

async function draftAnswer(db: Kysely<Database>, draft: StoredContentDraft): Promise<NonNullable<ContentRecord['borrador']>> {
  const [author] = await staffUserRows(db, draft.updatedBy)
  return { datos: draft.data, version: draft.baseVersion ?? 0, guardadoEn: draft.updatedAt, guardadoPor: author?.email ?? '' }
}

/** A record's published version and its draft, if any. */
export async function contentRecord(db: Kysely<Database>, kindName: string, key: string): Promise<ContentRecord> {
  const kind = contentKindOf(kindName)
  const published = await publishedVersion(db, kind, key)
  const draft = await contentDraftOf(db, kind, key)
  return {
    tipo: kind,
    clave: key,
    nombre: contentRecordName(kind, key, published.data),
    publicada: versionAnswer(published),
    borrador: draft === undefined ? null : await draftAnswer(db, draft),
  }
}

/** Keeps the record's draft as typed: unchecked, since a draft may be half done. */
export async function keepContentDraft(
  db: Kysely<Database>,
  { kind: kindName, key, edit, staffId }: { kind: string; key: string; edit: ContentEdit; staffId: string },
  now: Date,
): Promise<{ guardadoEn: string }> {
  const kind = contentKindOf(kindName)
  await publishedVersion(db, kind, key)
  await writeContentDraft(db, { kind, key, baseVersion: edit.version, data: edit.datos, updatedBy: staffId }, now)
  return { guardadoEn: now.toISOString() }
}

/** «Descartar borrador». */
export async function discardContentDraft(db: Kysely<Database>, kindName: string, key: string): Promise<void> {
  const kind = contentKindOf(kindName)
  await publishedVersion(db, kind, key)
  await deleteContentDraft(db, kind, key)
}

/** Every version of the record, newest first. */
export async function contentHistory(db: Kysely<Database>, kindName: string, key: string): Promise<ContentHistory> {
  const kind = contentKindOf(kindName)
  await publishedVersion(db, kind, key)
  return { versiones: (await contentVersionsOf(db, kind, key)).map(versionAnswer) }
}

/** Publishes an edit of a record that exists (errors as publishContent's). */
export async function publishEdit(
  db: Kysely<Database>,
  { kind: kindName, key, edit }: { kind: string; key: string; edit: ContentEdit },
  actor: ContentActor,
  now: Date,
): Promise<ContentVersion> {
  const kind = contentKindOf(kindName)
  await publishedVersion(db, kind, key)
  return versionAnswer(await publishContent(db, { kind, key, expectedVersion: edit.version, data: edit.datos }, actor, now))
}

/** «Restaurar» a version the record has (errors as restoreContent's). */
export async function restoreVersion(
  db: Kysely<Database>,
  { kind: kindName, key, version, expectedVersion }: { kind: string; key: string; version: number; expectedVersion: number },
  actor: ContentActor,
  now: Date,
): Promise<ContentVersion> {
  const kind = contentKindOf(kindName)
  await publishedVersion(db, kind, key)
  return versionAnswer(await restoreContent(db, { kind, key, version, expectedVersion }, actor, now))
}
