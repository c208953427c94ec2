import type { BecaOffer } from '#contracts/beca-application.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { instituteDay } from '#contracts/time-zone.ts'

/** Issue 39: the published becas and ficha options, read in one source (a transaction's, or the database's), for an application made at `now`. */
export async function publishedBecaOffer(source: ContentSource, now: Date): Promise<BecaOffer> {
  const [becas, choices] = await Promise.all([source.record('becas'), source.record('opciones-ficha')])
  return { becas, choices, today: instituteDay(now) }
}
