import type { Root } from 'hast'
import type { JsonLdDocument } from '#app/components/ui/json-ld.tsx'
import { PUBLIC_BASE_URL, siteUrl } from '#app/config/public-env.ts'
import { campusPostalAddress } from '#app/lib/campus-postal-address.ts'
import { markdownHast } from '#app/lib/markdown-hast.ts'
import { formatLongDay } from '#contracts/calendar-day.ts'
import type { CampusFacts } from '#contracts/content/campus.ts'
import { EVENT_KIND_LABELS } from '#contracts/content/content-labels.ts'
import { hasEnded, ONLINE_VENUE, type InstituteEvent } from '#contracts/content/events.ts'
import type { NewsPost } from '#contracts/content/news.ts'
import { eventPath, newsPostPath } from '#contracts/site-paths.ts'
import { instituteTimeWithOffset } from '#contracts/time-zone.ts'
import { brand } from '#content/identity.ts'
import { imageUrl, type ResponsiveImageAsset } from '#content/media.ts'
import { publicationsText } from '#content/publications.ts'
import type { PageMetaContent } from '#content/types.ts'

/*
 * Issue 37: what the news and events pages show, made by their loaders from the published records
 * (the words, the dates, the body's tree, the structured data), so that the pages' own code only
 * draws it.
 */

/** One post or event in a list. */
export interface PublicationCard {
  readonly href: string
  readonly title: string
  /** When: the post's day, or the event's days and hours. */
  readonly when: string
  /** `<time dateTime>`: the day or the local start. */
  readonly dateTime: string
  /** An event's kind and place. */
  readonly where?: string
  readonly summary: string
  readonly image?: ResponsiveImageAsset
  /** An event that has ended. */
  readonly ended: boolean
}

/** One post or event on its own page. */
export interface PublicationDetail extends PublicationCard {
  readonly meta: PageMetaContent
  readonly body: Root
  readonly jsonLd: JsonLdDocument
}

/** The campuses an event may be held at, by their page's slug. */
export type CampusesBySlug = ReadonlyMap<string, CampusFacts>

/** The largest WebP of an image: what a share card and structured data name. */
const largestFile = (image: ResponsiveImageAsset) => imageUrl(image, image.widths.at(-1) ?? image.width, 'webp')

const publisher = { '@type': 'CollegeOrUniversity', name: brand.name, url: PUBLIC_BASE_URL } as const

function newsCard(post: NewsPost): PublicationCard {
  return {
    href: newsPostPath(post.slug),
    title: post.title,
    when: formatLongDay(post.date),
    dateTime: post.date,
    summary: post.summary,
    ...(post.image && { image: post.image }),
    ended: false,
  }
}

/** The posts in the order staff gave them. */
export function newsCards(news: readonly NewsPost[]): PublicationCard[] {
  return news.map(newsCard)
}

/** Where a post's or an event's page is and the photo it is shared with, as structured data names them. */
interface DetailLinks {
  readonly url: string
  readonly image: readonly string[]
}

/** The page of a card: its meta from the card, its body's tree, and its structured data. */
function detailOf(card: PublicationCard, body: string, structuredData: (links: DetailLinks) => JsonLdDocument): PublicationDetail {
  const shareImage = card.image ? largestFile(card.image) : brand.defaultShareImage
  return {
    ...card,
    meta: { title: card.title, description: card.summary, path: card.href, ...(card.image && { image: shareImage }) },
    body: markdownHast(body),
    jsonLd: { '@context': 'https://schema.org', ...structuredData({ url: siteUrl(card.href), image: [siteUrl(shareImage)] }) },
  }
}

export function newsDetail(post: NewsPost): PublicationDetail {
  return detailOf(newsCard(post), post.body, ({ url, image }) => ({
    '@type': 'NewsArticle',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    mainEntityOfPage: url,
    url,
    image,
    author: publisher,
    publisher,
  }))
}

/** «5 de diciembre de 2026, de 10:00 a 14:00 h», or from one day to another. */
function eventWhen({ start, end }: InstituteEvent): string {
  const [startDay, endDay] = [start.slice(0, 10), end.slice(0, 10)]
  const hour = (localTime: string) => localTime.slice(11, 16)
  if (startDay === endDay) return `${formatLongDay(startDay)}, de ${hour(start)} a ${hour(end)} h`
  return `Del ${formatLongDay(startDay)}, ${hour(start)} h, al ${formatLongDay(endDay)}, ${hour(end)} h`
}

const campusOf = (event: InstituteEvent, campuses: CampusesBySlug) => (event.venue === ONLINE_VENUE ? undefined : campuses.get(event.venue))

/** «Día de puertas abiertas · Campus Saltillo · Auditorio». */
function eventWhere(event: InstituteEvent, campus: CampusFacts | undefined): string {
  const venue = campus === undefined ? publicationsText.online : publicationsText.campus(campus.name)
  return [EVENT_KIND_LABELS[event.kind], venue, event.place].join(' · ')
}

function eventCard(event: InstituteEvent, campuses: CampusesBySlug, today: string): PublicationCard {
  return {
    href: eventPath(event.slug),
    title: event.title,
    when: eventWhen(event),
    dateTime: event.start,
    where: eventWhere(event, campusOf(event, campuses)),
    summary: event.summary,
    ...(event.image && { image: event.image }),
    ended: hasEnded(event, today),
  }
}

/** The events still to come, soonest first, and those that ended, latest first. */
export function eventCards(events: readonly InstituteEvent[], campuses: CampusesBySlug, today: string) {
  const cards = events.map((event) => eventCard(event, campuses, today))
  return {
    upcoming: cards.filter((card) => !card.ended).sort((a, b) => a.dateTime.localeCompare(b.dateTime)),
    past: cards.filter((card) => card.ended).sort((a, b) => b.dateTime.localeCompare(a.dateTime)),
  }
}

function eventLocation(campus: CampusFacts | undefined, url: string) {
  if (campus === undefined) return { '@type': 'VirtualLocation', url }
  return {
    '@type': 'Place',
    name: `${brand.name}, Campus ${campus.name}`,
    address: campusPostalAddress(campus),
  }
}

export function eventDetail(event: InstituteEvent, campuses: CampusesBySlug, today: string): PublicationDetail {
  return detailOf(eventCard(event, campuses, today), event.description, ({ url, image }) => ({
    '@type': 'Event',
    name: event.title,
    description: event.summary,
    url,
    startDate: instituteTimeWithOffset(event.start),
    endDate: instituteTimeWithOffset(event.end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: `https://schema.org/${event.venue === ONLINE_VENUE ? 'Online' : 'Offline'}EventAttendanceMode`,
    location: eventLocation(campusOf(event, campuses), url),
    image,
    isAccessibleForFree: true,
    organizer: publisher,
  }))
}
