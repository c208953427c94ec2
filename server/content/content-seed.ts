import type { Kysely } from 'kysely'
import { CONTENT_SEED } from '#content/content-seed.ts'
import { checkedContent, contentKindOf } from '#server/content/content-publishing.ts'
import { insertFirstContentVersions } from '#server/db/content-versions.ts'
import type { Database } from '#server/db/schema.ts'

/**
 * Publishes the seed's records that were never published (content/content-seed.ts), as their
 * first version, by nobody: a fresh database shows the site the modules under content/ describe.
 * Safe at every start and from several hosts at once; a published record is never touched.
 * The only server module that reads content/ (lint allows it here alone).
 */
export async function seedContent(db: Kysely<Database>, now: Date): Promise<void> {
  const firstVersions = Object.entries(CONTENT_SEED).flatMap(([kind, records]) =>
    Object.entries(records).map(([key, data]) => ({ kind, key, version: 1, data: checkedContent(contentKindOf(kind), data), publishedBy: null })),
  )
  await insertFirstContentVersions(db, firstVersions, now)
}
