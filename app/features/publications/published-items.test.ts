import { describe, expect, it } from 'vitest'
import type { InstituteEvent } from '#contracts/content/events.ts'
import { campusFacts } from '#content/campuses.ts'
import { eventCards, eventDetail, newsDetail } from '#app/features/publications/published-items.ts'

const saltillo = campusFacts.find((campus) => campus.slug === 'saltillo')
const campuses = new Map(saltillo ? [[saltillo.slug, saltillo]] : [])

const event = (slug: string, start: string, end: string, venue: InstituteEvent['venue'] = 'saltillo'): InstituteEvent => ({
  slug,
  title: `Evento ${slug}`,
  kind: 'puertas-abiertas',
  venue,
  place: 'Auditorio',
  start,
  end,
  summary: 'Conoce el campus.',
  description: 'Ven con tu familia.',
})

describe('the events as their pages show them', () => {
  it('lists those to come soonest first, then those that ended latest first, marked', () => {
    const events = [event('b', '2026-12-10T10:00', '2026-12-10T14:00'), event('viejo', '2026-10-01T10:00', '2026-10-01T12:00'), event('a', '2026-12-01T09:00', '2026-12-02T13:00'), event('antiguo', '2026-09-01T10:00', '2026-09-01T12:00')]
    const { upcoming, past } = eventCards(events, campuses, '2026-12-01')
    expect(upcoming.map((card) => [card.title, card.ended])).toEqual([['Evento a', false], ['Evento b', false]])
    expect(past.map((card) => [card.title, card.ended])).toEqual([['Evento viejo', true], ['Evento antiguo', true]])
    expect(upcoming[0]?.when).toBe('Del 1 de diciembre de 2026, 09:00 h, al 2 de diciembre de 2026, 13:00 h')
    expect(upcoming[1]?.when).toBe('10 de diciembre de 2026, de 10:00 a 14:00 h')
    expect(upcoming[1]?.where).toBe('Día de puertas abiertas · Campus Saltillo · Auditorio')
  })

  it('states a campus event\'s times with the institute\'s offset and its campus\'s address', () => {
    const detail = eventDetail(event('abierto', '2026-12-05T10:00', '2026-12-05T14:00'), campuses, '2026-11-29')
    expect(detail.jsonLd).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-05T10:00:00-06:00',
      endDate: '2026-12-05T14:00:00-06:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: saltillo?.locality, postalCode: saltillo?.postalCode } },
    })
  })

  it('places an online event at its own page', () => {
    const detail = eventDetail(event('sesion', '2026-12-05T18:00', '2026-12-05T19:00', 'en-linea'), campuses, '2026-11-29')
    expect(detail.where).toBe('Día de puertas abiertas · En línea · Auditorio')
    expect(detail.jsonLd).toMatchObject({ eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation', url: expect.stringMatching(/\/inicio\/eventos\/sesion$/) } })
  })
})

describe('a news post on its page', () => {
  it('is a NewsArticle dated by its day, shared with its own photo', () => {
    const image = { kind: 'image', base: '/media/subidas/abc', widths: [480, 960], formats: ['avif', 'webp'], width: 960, height: 540, alt: 'Alumnos' } as const
    const detail = newsDetail({ slug: 'becas', title: 'Becas 2027', date: '2026-11-20', summary: 'Convocatoria abierta.', body: 'Texto.', image })
    expect(detail.meta).toEqual({ title: 'Becas 2027', description: 'Convocatoria abierta.', path: '/inicio/noticias/becas', image: '/media/subidas/abc-960.webp' })
    expect(detail.jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: 'Becas 2027', datePublished: '2026-11-20', image: [expect.stringMatching(/\/media\/subidas\/abc-960\.webp$/)] })
  })
})
