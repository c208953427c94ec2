import type { ContentSource } from '#contracts/content/content-source.ts'
import { instituteDay } from '#contracts/time-zone.ts'

/**
 * For a loader: the institute's day (`YYYY-MM-DD`) the cost table's current version was published,
 * which the estimate shows as the date of its prices; null where the pages read the seed.
 */
export async function costTablePublishedDay(content: ContentSource): Promise<string | null> {
  const publishedAt = await content.publishedAt('tabla-de-costos')
  return publishedAt === null ? null : instituteDay(new Date(publishedAt))
}
