import type { CampusFacts } from '#contracts/content/campus.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { ONLINE_VENUE, type InstituteEvent } from '#contracts/content/events.ts'
import type { CampusesBySlug } from './published-items.ts'

/** The published records of the campuses the events are held at (their names and addresses). */
export async function publishedCampuses(content: ContentSource, events: readonly InstituteEvent[]): Promise<CampusesBySlug> {
  const slugs = [...new Set(events.map((event) => event.venue))].filter((venue) => venue !== ONLINE_VENUE)
  const records: CampusFacts[] = await Promise.all(slugs.map((slug) => content.record('campus', slug)))
  return new Map(records.map((record) => [record.slug, record]))
}
