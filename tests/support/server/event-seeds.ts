import type { Kysely } from 'kysely'
import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { InstituteEvent } from '#contracts/content/events.ts'
import type { EventSignUpInput } from '#contracts/event-sign-up.ts'
import { insertContentVersion, latestContentVersion } from '#server/db/content-versions.ts'
import type { Database } from '#server/db/schema.ts'

/** An online event that takes sign-ups, at the institute's wall-clock times (issue 38). */
export function anEvent(overrides: Partial<InstituteEvent> = {}): InstituteEvent {
  return {
    slug: 'puertas-abiertas',
    title: 'Día de puertas abiertas',
    kind: 'puertas-abiertas',
    venue: 'en-linea',
    place: 'Zoom, el enlace llega por correo',
    start: '2026-12-05T10:00',
    end: '2026-12-05T12:00',
    summary: 'Conoce nuestros programas.',
    description: 'Pláticas y recorrido virtual.',
    registro: { cupo: 2 },
    ...overrides,
  }
}

/** Publishes the list of events as its next version (as staff do in «Contenido»). */
export async function publishEvents(db: Kysely<Database>, events: readonly InstituteEvent[], now = new Date('2026-11-01T12:00:00Z')): Promise<void> {
  const latest = await latestContentVersion(db, 'eventos', SINGLE_RECORD_KEY)
  await insertContentVersion(db, { kind: 'eventos', key: SINGLE_RECORD_KEY, version: (latest?.version ?? 0) + 1, data: events, publishedBy: null }, now)
}

/** A valid sign-up from `name` (its e-mail made from it). */
export function signUpBody(name: string, overrides: Partial<EventSignUpInput> = {}): EventSignUpInput {
  const user = name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '.')
  return { nombre: name, correo: `${user}@example.com`, telefono: '8441234567', nivel_interes: 'licenciatura', programa_interes: 'Derecho', acompanantes: '0', ...overrides }
}
