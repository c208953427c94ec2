import type { ContentData, ContentKind } from '#contracts/content/content-kinds.ts'

/**
 * Where route loaders read the published content (docs/decisions/055): the server gives one over
 * the database in React Router's load context; without a server, the pages read the seed
 * (app/lib/content-source.ts).
 */
export interface ContentSource {
  /** The record's published data; a kind with one record needs no key. */
  record<Kind extends ContentKind>(kind: Kind, key?: string): Promise<ContentData<Kind>>
}
