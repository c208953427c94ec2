import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import type { PageMetaContent } from './types.ts'

/*
 * Issue 37: the words around the news and events staff publish: the two list pages, the page of
 * one post or event, and how an event's time and place read.
 */

export const newsPage = {
  title: 'Noticias',
  description: `Lo que pasa en ${brand.acronym}: avisos, logros de nuestra comunidad y novedades de los campus.`,
  path: paths.noticias,
} satisfies PageMetaContent

export const eventsPage = {
  title: 'Eventos',
  description: `Días de puertas abiertas, visitas a los campus y sesiones informativas de ${brand.acronym}: conoce la escuela antes de inscribirte.`,
  path: paths.eventos,
} satisfies PageMetaContent

export const publicationsText = {
  news: {
    heading: 'Noticias',
    lead: newsPage.description,
    empty: 'Todavía no hay noticias publicadas. Vuelve pronto.',
    back: 'Todas las noticias',
    listLabel: 'Noticias publicadas',
  },
  events: {
    heading: 'Eventos',
    lead: eventsPage.description,
    empty: 'Por ahora no hay eventos programados. Vuelve pronto o escríbenos para agendar una visita.',
    back: 'Todos los eventos',
    upcoming: 'Próximos eventos',
    past: 'Eventos anteriores',
    ended: 'Este evento ya terminó.',
    endedBadge: 'Terminado',
  },
  online: 'En línea',
  campus: (name: string) => `Campus ${name}`,
} as const
