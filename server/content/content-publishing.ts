import type { Kysely } from 'kysely'
import { CONTENT_MESSAGES } from '#contracts/content/content-api.ts'
import { CONTENT_KINDS, isContentKind, type ContentKind } from '#contracts/content/content-kinds.ts'
import { appendAuditEvent } from '#server/audit/audit-trail.ts'
import { deleteContentDraft } from '#server/db/content-drafts.ts'
import {
  contentVersion,
  insertContentVersion,
  latestContentVersion,
  type ContentPublisher,
  type StoredContentVersion,
} from '#server/db/content-versions.ts'
import type { Database } from '#server/db/schema.ts'

/*
 * Issue 37: publishing a content record (docs/decisions/054). A publish names the version it was
 * edited from; if someone published in between, it is refused with what is published now, and
 * nothing is written. Each publish and each restore is one transaction with its audit event.
 */

/** Where audit events name a record: `contenido` and `kind/key`. */
export const CONTENT_AUDIT_TARGET = 'contenido'

/** The staff member acting, with the address they act from. */
export interface ContentActor extends ContentPublisher {
  readonly ip?: string
}

/** No such kind of content, or no such version of a record. */
export class ContentNotFoundError extends Error {
  override readonly name = 'ContentNotFoundError'
}

/** The record was published by someone else since the version the edit started from. */
export class ContentConflictError extends Error {
  override readonly name = 'ContentConflictError'
  constructor(readonly current: StoredContentVersion | undefined) {
    super('Otra persona publicó este contenido mientras lo editabas.')
  }
}

/** What the kind's schema says of the data: one Spanish message per field that breaks it. */
export class ContentInvalidError extends Error {
  override readonly name = 'ContentInvalidError'
  constructor(readonly issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    super('El contenido tiene campos por corregir.')
  }
}

/** The kind, if it is one. */
export function contentKindOf(kind: string): ContentKind {
  if (!isContentKind(kind)) throw new ContentNotFoundError(CONTENT_MESSAGES.kindNotFound)
  return kind
}

/** The data as its kind's schema gives it, or the fields that break it. */
export function checkedContent(kind: ContentKind, data: unknown): unknown {
  const result = CONTENT_KINDS[kind].schema.safeParse(data)
  if (!result.success) throw new ContentInvalidError(result.error.issues.map(({ path, message }) => ({ path, message })))
  return result.data
}

interface Publication {
  readonly kind: string
  readonly key: string
  /** The version the edit started from; 0 for a record never published. */
  readonly expectedVersion: number
  readonly data: unknown
  readonly restoredFrom?: number
}

async function publishChecked(db: Kysely<Database>, publication: Publication, actor: ContentActor, now: Date): Promise<StoredContentVersion> {
  const kind = contentKindOf(publication.kind)
  const data = checkedContent(kind, publication.data)
  const { key, expectedVersion, restoredFrom } = publication
  return db.transaction().execute(async (trx) => {
    const current = await latestContentVersion(trx, kind, key)
    if ((current?.version ?? 0) !== expectedVersion) throw new ContentConflictError(current)
    const publisher = { id: actor.id, email: actor.email }
    const written = await insertContentVersion(
      trx,
      { kind, key, version: expectedVersion + 1, data, publishedBy: publisher, ...(restoredFrom === undefined ? {} : { restoredFrom }) },
      now,
    )
    if (!written) throw new ContentConflictError(await latestContentVersion(trx, kind, key))
    await deleteContentDraft(trx, kind, key)
    await appendAuditEvent(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: restoredFrom === undefined ? 'content-published' : 'content-restored',
        target: { type: CONTENT_AUDIT_TARGET, id: `${kind}/${key}` },
        detail: { version: written.version, ...(restoredFrom === undefined ? {} : { restaurada: restoredFrom }) },
        ...(actor.ip === undefined ? {} : { ip: actor.ip }),
      },
      now,
    )
    return written
  })
}

/**
 * Publishes `data` as the next version of the record, if it is still at `expectedVersion`.
 * @throws {ContentNotFoundError} for a kind that does not exist.
 * @throws {ContentInvalidError} when the data breaks the kind's schema.
 * @throws {ContentConflictError} when the record is at another version by now.
 */
export async function publishContent(
  db: Kysely<Database>,
  publication: Omit<Publication, 'restoredFrom'>,
  actor: ContentActor,
  now: Date,
): Promise<StoredContentVersion> {
  return publishChecked(db, publication, actor, now)
}

/**
 * «Restaurar»: publishes an old version's data again as the next version (checked by today's
 * schema), if the record is still at `expectedVersion`. Errors as {@link publishContent}.
 */
export async function restoreContent(
  db: Kysely<Database>,
  { kind, key, version, expectedVersion }: { kind: string; key: string; version: number; expectedVersion: number },
  actor: ContentActor,
  now: Date,
): Promise<StoredContentVersion> {
  const old = await contentVersion(db, contentKindOf(kind), key, version)
  if (!old) throw new ContentNotFoundError(CONTENT_MESSAGES.versionNotFound)
  return publishChecked(db, { kind, key, expectedVersion, data: old.data, restoredFrom: version }, actor, now)
}
