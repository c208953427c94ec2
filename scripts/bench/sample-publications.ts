import { SINGLE_RECORD_KEY } from '#contracts/content/content-kinds.ts'
import type { InstituteEvent } from '#contracts/content/events.ts'
import type { NewsPost } from '#contracts/content/news.ts'
import { eventPath, newsPostPath } from '#contracts/site-paths.ts'
import { instituteDay } from '#contracts/time-zone.ts'
import { loadConfig } from '#server/config/env.ts'
import { publishContent } from '#server/content/content-publishing.ts'
import { createDatabase } from '#server/db/database.ts'

/*
 * A news post and an event as staff would publish them (issue 37), for the benchmarks of the pages
 * they get: a body of several paragraphs, a heading, a list and links; the post with the
 * promotions' placeholder photo.
 */

const BODY = [
  'Las fichas de admisión para el ciclo 2027 ya se pueden generar en línea, desde cualquier campus y en todas las modalidades.',
  '## Qué necesitas',
  '- Tu *acta de nacimiento* y tu **CURP**.',
  '- El certificado del nivel anterior o una constancia de estudios.',
  '- Una fotografía reciente.',
  '## Fechas',
  'El examen de ubicación se aplica cada sábado de enero. Consulta los [costos](/inicio/genera) y la [guía de la SEP](https://www.gob.mx/sep).',
].join('\n\n')

const POST: NewsPost = {
  slug: 'fichas-2027',
  title: 'Abren las fichas de admisión 2027',
  date: '2026-11-20',
  summary: 'Ya puedes generar tu ficha de admisión en línea para cualquier campus y modalidad.',
  body: BODY,
  image: { kind: 'image', base: '/media/home/promo-1', widths: [480, 960, 1440], formats: ['avif', 'webp'], width: 1440, height: 810, alt: 'Estudiantes en el patio del campus' },
}

function sampleEvent(now: Date): InstituteEvent {
  const day = instituteDay(new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000))
  return {
    slug: 'puertas-abiertas-saltillo',
    title: 'Día de puertas abiertas en Saltillo',
    kind: 'puertas-abiertas',
    venue: 'saltillo',
    place: 'Auditorio principal',
    start: `${day}T10:00`,
    end: `${day}T14:00`,
    summary: 'Recorre el campus, conoce a tus maestros y resuelve tus dudas sobre becas e inscripciones.',
    description: BODY,
  }
}

/** Publishes the samples into the database at `databaseUrl` (one never published to by staff) and answers their pages' paths. */
export async function publishSamplePublications(databaseUrl: string, now = new Date()): Promise<string[]> {
  const handle = createDatabase(loadConfig({ DATABASE_URL: databaseUrl }).database)
  const actor = { id: 'banco-de-pruebas', email: 'banco-de-pruebas@instituto.example' }
  try {
    await publishContent(handle.db, { kind: 'noticias', key: SINGLE_RECORD_KEY, expectedVersion: 1, data: [POST] }, actor, now)
    await publishContent(handle.db, { kind: 'eventos', key: SINGLE_RECORD_KEY, expectedVersion: 1, data: [sampleEvent(now)] }, actor, now)
  } finally {
    await handle.destroy()
  }
  return [newsPostPath(POST.slug), eventPath(sampleEvent(now).slug)]
}
