import { z } from '#contracts/zod.ts'
import { calendarDay, longText, shortText, slugSchema, uniqueBy } from '#contracts/content/content-fields.ts'
import { markdownText } from '#contracts/content/markdown.ts'
import { slottedImageSchema } from '#contracts/content/media.ts'

/*
 * Issue 37: the institute's news, a list staff publish (new: no seed module held any). Each post
 * has its own page at /inicio/noticias/<slug>; the list's order is the order staff gave it.
 */

export const NEWS_MESSAGES = {
  slug: 'Escribe una dirección que ninguna otra noticia use',
} as const

export const newsPostSchema = z.object({
  /** The last segment of the post's URL. */
  slug: slugSchema,
  title: shortText,
  /** The day it is dated: the page and the list show it. */
  date: calendarDay,
  /** One or two sentences: the list, the page's description and its share card. */
  summary: longText,
  /** The Markdown subset of contracts/content/markdown.ts. */
  body: markdownText,
  image: z.optional(slottedImageSchema('wide')),
})
export type NewsPost = z.output<typeof newsPostSchema>

/** Every post, newest first as staff order them; each slug once. */
export const newsSchema = z.readonly(z.array(newsPostSchema).check(uniqueBy<NewsPost>('slug', NEWS_MESSAGES.slug)))
export type News = z.output<typeof newsSchema>
