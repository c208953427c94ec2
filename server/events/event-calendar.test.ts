import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { InstituteEvent } from '#contracts/content/events.ts'
import { eventCalendar } from '#server/events/event-calendar.ts'

const event: InstituteEvent = {
  slug: 'puertas-abiertas-saltillo',
  title: 'Día de puertas abiertas en Saltillo: conoce nuestras aulas, laboratorios y programas',
  kind: 'puertas-abiertas',
  venue: 'saltillo',
  place: 'Auditorio',
  // Coahuila is UTC−6 all year.
  start: '2026-12-05T10:00',
  end: '2026-12-05T13:30',
  summary: 'Recorridos, pláticas; y dudas, respondidas.',
  description: 'Texto',
  registro: { cupo: 2 },
}

const ics = eventCalendar({
  folio: 'EVT-2026-000001',
  published: { event, location: 'Auditorio, Campus Saltillo, Blvd. Venustiano Carranza 1500, Col. República Oriente, Saltillo' },
  pageUrl: 'https://instituto.example/inicio/eventos/puertas-abiertas-saltillo',
  domain: 'instituto.example',
  now: new Date('2026-11-30T18:00:05Z'),
})

describe('the .ics of a sign-up', () => {
  it('is an RFC 5545 calendar with the event in UTC, its place, its folio as UID, and when it was written', () => {
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')
    if (vevent === null) throw new Error('Sin VEVENT')
    const entry = new ICAL.Event(vevent)

    expect(entry.uid).toBe('EVT-2026-000001@instituto.example')
    expect(entry.summary).toBe(event.title)
    expect(entry.location).toBe('Auditorio, Campus Saltillo, Blvd. Venustiano Carranza 1500, Col. República Oriente, Saltillo')
    expect(entry.description).toContain('Folio: EVT-2026-000001')
    expect(entry.startDate.toJSDate().toISOString()).toBe('2026-12-05T16:00:00.000Z')
    expect(entry.endDate.toJSDate().toISOString()).toBe('2026-12-05T19:30:00.000Z')
    expect(entry.startDate.zone?.tzid).toBe('UTC')
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-30T18:00:05Z')
  })

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    const lines = ics.split('\r\n').slice(0, -1)
    expect(lines.some((line) => line.startsWith('\t') || line.startsWith(' '))).toBe(true)
    for (const line of lines) {
      expect(line).not.toContain('\n')
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    }
  })
})
