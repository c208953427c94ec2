import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import type { PageMetaContent } from './types.ts'

/*
 * Issue 39: the words around the questions staff publish (content/faq.ts seeds them): the FAQ
 * page, and the few questions shown beside each form.
 */

export const faqPage = {
  title: 'Preguntas frecuentes',
  description: `Respuestas sobre admisiones, costos, becas, documentos escolares y certificados de ${brand.acronym}.`,
  path: paths.preguntasFrecuentes,
} satisfies PageMetaContent

export const faqText = {
  heading: 'Preguntas frecuentes',
  lead: 'Encuentra aquí las respuestas a lo que más nos preguntan. Elige un tema y abre cada pregunta para leer su respuesta.',
  /** The jump list of topics. */
  topicsLabel: 'Temas',
  empty: 'Todavía no hay preguntas publicadas. Si tienes una duda, escríbenos.',
  contact: { before: '¿No encontraste tu respuesta? ', link: 'Escríbenos', after: ' y te ayudamos.' },
  /** The few questions beside a form. */
  related: {
    heading: 'Preguntas frecuentes',
    all: 'Ver todas las preguntas frecuentes',
  },
} as const
