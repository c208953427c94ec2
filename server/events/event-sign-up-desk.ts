import type { Kysely } from 'kysely'
import type { InstituteEvent } from '#contracts/content/events.ts'
import type { EventSignUpFilters, PanelEvent, PanelSignUp, PanelSignUpList } from '#contracts/event-sign-ups-panel.ts'
import { databaseContentSource } from '#server/content/database-content-source.ts'
import { eventPlaceCounts, listEventSignUps, type EventPlaceCounts, type EventSignUpRow } from '#server/db/event-sign-ups.ts'
import type { Database } from '#server/db/schema.ts'
import { publishedEvents } from '#server/events/event-sign-ups.ts'

/** A sign-up as the panel shows it. */
export function toPanelSignUp(row: EventSignUpRow): PanelSignUp {
  return {
    folio: row.folio,
    nombre: row.nombre,
    correo: row.correo,
    telefono: row.telefono,
    nivelInteres: row.nivel_interes,
    programaInteres: row.programa_interes,
    lugares: row.places,
    estado: row.status,
    recibida: row.created_at,
    asistio: row.attended_at,
    version: row.version,
  }
}

function toPanelEvent(event: InstituteEvent & { registro: { cupo: number } }, counts: EventPlaceCounts | undefined): PanelEvent {
  return {
    slug: event.slug,
    titulo: event.title,
    inicio: event.start,
    cupo: event.registro.cupo,
    confirmados: counts?.confirmada ?? 0,
    enEspera: counts?.['en-espera'] ?? 0,
    asistieron: counts?.asistieron ?? 0,
  }
}

/** Issue 38: what the panel's «Eventos» reads: the published events that take sign-ups and their sign-ups. */
export function eventSignUpDesk(db: Kysely<Database>) {
  async function eventsWithSignUp() {
    const events = await publishedEvents(databaseContentSource(db))
    return events.filter((event): event is InstituteEvent & { registro: { cupo: number } } => event.registro !== undefined)
  }
  return {
    /** The events that take sign-ups, soonest first, with their counts in places. */
    async events(): Promise<PanelEvent[]> {
      const events = [...(await eventsWithSignUp())].sort((a, b) => a.start.localeCompare(b.start))
      const counts = await eventPlaceCounts(db, events.map((event) => event.slug))
      return events.map((event) => toPanelEvent(event, counts.get(event.slug)))
    },
    /** One event's sign-ups that match; undefined when no published event at `slug` takes sign-ups. */
    async signUps(slug: string, filters: EventSignUpFilters, limit: number): Promise<PanelSignUpList | undefined> {
      const event = (await eventsWithSignUp()).find((candidate) => candidate.slug === slug)
      if (event === undefined) return undefined
      const [counts, list] = await Promise.all([eventPlaceCounts(db, [slug]), listEventSignUps(db, slug, filters, limit)])
      return { evento: toPanelEvent(event, counts.get(slug)), registros: list.rows.map(toPanelSignUp), total: list.total }
    },
  }
}
