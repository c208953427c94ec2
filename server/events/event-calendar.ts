import { createEvent, type EventAttributes } from 'ics'
import type { InstituteEvent } from '#contracts/content/events.ts'
import { instituteTimeWithOffset } from '#contracts/time-zone.ts'
import type { OutboxAttachment } from '#server/outbox/outbox-store.ts'

/** A published event as its e-mails and calendar file name it: the record and where it is held. */
export interface PublishedEvent {
  readonly event: InstituteEvent
  /** The room and the campus with its address, or «En línea» and how it is joined. */
  readonly location: string
}

/** The instant of an event's wall-clock time at the institute (contracts/time-zone.ts). */
export function eventInstant(localTime: string): Date {
  return new Date(instituteTimeWithOffset(localTime))
}

/** What the calendar entry of one sign-up says. */
export interface CalendarEntry {
  readonly folio: string
  readonly published: PublishedEvent
  /** The event's page, in the entry's description. */
  readonly pageUrl: string
  /** The domain of the UID (the sender's), so the entry is the same one in every e-mail of the sign-up. */
  readonly domain: string
  readonly now: Date
}

/**
 * RFC 5545: the sign-up's calendar entry (a VCALENDAR with one VEVENT), written by the `ics`
 * package (text escaped, times in UTC) in CRLF lines folded at 75 octets. The UID is the folio's, so a
 * later e-mail (moved up from the waiting list) updates the same entry instead of adding one.
 */
export function eventCalendar({ folio, published, pageUrl, domain, now }: CalendarEntry): string {
  const { event, location } = published
  // DTSTAMP: `ics` takes it as `timestamp` (its schema has it; its type declarations leave it out).
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//${domain}//Eventos//ES`,
    method: 'PUBLISH',
    uid: `${folio}@${domain}`,
    timestamp: now.getTime(),
    start: eventInstant(event.start).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: eventInstant(event.end).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    location,
    description: `${event.summary}\n\nFolio: ${folio}\n${pageUrl}`,
    url: pageUrl,
    status: 'CONFIRMED',
  }
  const { error, value } = createEvent(attributes)
  if (error !== null || value === null) throw error ?? new Error('No se pudo escribir el archivo de calendario.')
  return foldByOctets(value)
}

const LINE_MAX_OCTETS = 75

/**
 * RFC 5545 §3.1 folds lines at 75 octets; `ics` counts characters, so a line with accents runs
 * longer. Unfolds its output and folds it again by UTF-8 octets, never inside a character.
 */
export function foldByOctets(calendar: string): string {
  const lines = calendar.replace(/\r\n[\t ]/g, '').split('\r\n')
  return lines
    .map((line) => {
      const parts: string[] = []
      let part = ''
      let octets = 0
      for (const character of line) {
        const size = Buffer.byteLength(character, 'utf8')
        // A continuation line starts with one space, which counts.
        if (octets + size > LINE_MAX_OCTETS) {
          parts.push(part)
          part = ' '
          octets = 1
        }
        part += character
        octets += size
      }
      parts.push(part)
      return parts.join('\r\n')
    })
    .join('\r\n')
}

/** The calendar entry as an e-mail attachment, inline in the outbox row (it is a few hundred bytes). */
export function calendarAttachment(entry: CalendarEntry): OutboxAttachment {
  return { content: eventCalendar(entry), filename: 'evento.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }
}
