import type { Kysely } from 'kysely'
import type { Campus } from '#contracts/admission-options.ts'
import { ONLINE_VENUE, type EventVenue, type InstituteEvent } from '#contracts/content/events.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { eventPlaceCounts, type EventPlaceCounts } from '#server/db/event-sign-ups.ts'
import type { Database } from '#server/db/schema.ts'
import type { DashboardPeriod } from '#server/dashboard/dashboard-period.ts'
import { publishedEvents } from '#server/events/event-sign-ups.ts'

/*
 * Issue 38: the published events that take sign-ups, as the funnel dashboard counts them. An event
 * names a campus page (or online), a ficha a campus of the form: the dashboard's campus filter
 * reads one as the other through CAMPUS_EVENT_VENUES.
 */

/**
 * Where the events of each campus of the ficha are held: the generic «Torreon» covers the four
 * Torreón campuses, «Internet» the online events; Matamoros has no campus page an event could name.
 */
const CAMPUS_EVENT_VENUES: Readonly<Record<Campus, readonly EventVenue[]>> = {
  'Torreon Braulio Fernandez Aguirre': ['torreon-braulio'],
  'Torreon Zaragoza Sur': ['torreon-zaragoza'],
  'Torreon Villas Zaragoza': ['torreon-villas'],
  'Torreon Valle la Rosita': ['torreon-valle'],
  Internet: [ONLINE_VENUE],
  Torreon: ['torreon-braulio', 'torreon-zaragoza', 'torreon-villas', 'torreon-valle'],
  Saltillo: ['saltillo'],
  'Francisco I. Madero': ['franciscoimadero'],
  'San Pedro': ['sanpedro'],
  Parras: ['parras'],
  Matamoros: [],
}

/** An event of the period with its counts in places. */
export interface EventOfPeriod {
  readonly event: InstituteEvent
  readonly places: EventPlaceCounts | undefined
}

/** The events that take sign-ups and start in the period (at its campus, when chosen), soonest first, with their counts. */
export async function eventsOfPeriod(db: Kysely<Database>, period: DashboardPeriod): Promise<EventOfPeriod[]> {
  const venues = period.campus === undefined ? undefined : (CAMPUS_EVENT_VENUES[period.campus as Campus] ?? [])
  const events = (await publishedEvents(databaseContentSource(db)))
    .filter((event) => event.registro !== undefined && (venues === undefined || venues.includes(event.venue)))
    .filter((event) => {
      const day = event.start.slice(0, 10)
      return day >= period.desde && day <= period.hasta
    })
    .toSorted((a, b) => a.start.localeCompare(b.start))
  const counts = await eventPlaceCounts(db, events.map((event) => event.slug))
  return events.map((event) => ({ event, places: counts.get(event.slug) }))
}
