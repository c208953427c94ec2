import type { Kysely } from 'kysely'
import { CONTENT_KINDS, SINGLE_RECORD_KEY, type ContentData } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { ContentNotFoundError } from '#server/content/content-publishing.ts'
import { latestContentVersion } from '#server/db/content-versions.ts'
import type { Database } from '#server/db/schema.ts'

/**
 * The published content as the pages read it (docs/decisions/055): each record's latest version,
 * read through its kind's schema, which gives it its type, and when that version was published.
 */
export function databaseContentSource(db: Kysely<Database>): ContentSource {
  async function latest(kind: string, key: string) {
    const stored = await latestContentVersion(db, kind, key)
    if (!stored) throw new ContentNotFoundError(`No hay contenido publicado «${kind}/${key}».`)
    return stored
  }
  return {
    async record(kind, key = SINGLE_RECORD_KEY) {
      const stored = await latest(kind, key)
      return CONTENT_KINDS[kind].schema.parse(stored.data) as ContentData<typeof kind>
    },
    async publishedAt(kind, key = SINGLE_RECORD_KEY) {
      return (await latest(kind, key)).publishedAt
    },
  }
}
