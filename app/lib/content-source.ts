import type { AppLoadContext } from 'react-router'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { CONTENT_SEED, type ContentRecords } from '#content/content-seed.ts'

declare module 'react-router' {
  interface AppLoadContext {
    /** The published content, from the database: given by the server that renders the page. */
    content?: ContentSource
    /** The institute's calendar day the page is rendered for (promotions show between their days). */
    today?: string
  }
}

/** A source over records held in memory. */
function contentSourceFrom(records: ContentRecords): ContentSource {
  return {
    record(kind, key = SINGLE_RECORD_KEY) {
      const data = records[kind][key]
      return data === undefined ? Promise.reject(new Error(`No hay contenido «${kind}/${key}».`)) : Promise.resolve(data)
    },
    publishedAt: () => Promise.resolve(null),
  }
}

const SEED_SOURCE = contentSourceFrom(CONTENT_SEED)

/**
 * The content a loader reads: what the server gives, or, where no server renders the page (the
 * build's prerender, `npm run dev`), the seed a fresh database starts from (content/content-seed.ts).
 * Only loaders call it: the build leaves loaders and what only they import out of the browser's code.
 */
export function contentSourceOf(context: AppLoadContext): ContentSource {
  return context.content ?? SEED_SOURCE
}

/** The institute's day the page shows: the server's, or where no server renders it, the day now. */
export function instituteTodayOf(context: AppLoadContext): string {
  return context.today ?? instituteDay(new Date())
}
