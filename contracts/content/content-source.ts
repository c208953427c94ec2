import type { ContentData, ContentKind } from '#contracts/content/content-kinds.ts'

/**
 * Where route loaders read the published content (docs/decisions/055): the server gives one over
 * the database in React Router's load context; without a server, the pages read the seed
 * (app/lib/content-source.ts).
 */
export interface ContentSource {
  /** The record's published data; a kind with one record needs no key. */
  record<Kind extends ContentKind>(kind: Kind, key?: string): Promise<ContentData<Kind>>
  /**
   * When the record's current version was published, an ISO-8601 UTC instant (e.g. the date of the
   * prices an estimate uses); `null` where the pages read the seed, which no one published.
   */
  publishedAt(kind: ContentKind, key?: string): Promise<string | null>
}
