import type { z } from '#contracts/zod.ts'
import { admissionChoicesSchema } from '#contracts/content/admission-choices.ts'
import { becasSchema } from '#contracts/content/becas.ts'
import { campusSchema } from '#contracts/content/campus.ts'
import { costTableSchema } from '#contracts/content/cost-table.ts'
import { documentOptionsSchema } from '#contracts/content/document-options.ts'
import { heroSlidesSchema, promotionsSchema } from '#contracts/content/home-slides.ts'
import { identitySchema } from '#contracts/content/identity.ts'
import { eventsSchema } from '#contracts/content/events.ts'
import { faqSchema } from '#contracts/content/faq.ts'
import { modalitiesSchema } from '#contracts/content/modalities.ts'
import { newsSchema } from '#contracts/content/news.ts'
import { programSchema } from '#contracts/content/program.ts'
import { privacyNoticePartsSchema } from '#contracts/content/privacy-notice.ts'
import { rvoeSchema } from '#contracts/content/rvoe.ts'
import { whatsappTemplatesSchema } from '#contracts/content/whatsapp-templates.ts'

/*
 * Issue 37: the kinds of content staff publish, each with its one schema (docs/decisions/054). A
 * record is a kind and a key: the cost table is one record; each campus, each news post, one of
 * many. The server checks a publish with the kind's schema; the panel draws its form from it.
 */

export const CONTENT_KINDS = {
  'tabla-de-costos': { label: 'Tabla de costos', schema: costTableSchema },
  identidad: { label: 'Identidad del instituto', schema: identitySchema },
  campus: { label: 'Campus', schema: campusSchema },
  'carrusel-principal': { label: 'Carrusel principal', schema: heroSlidesSchema },
  promociones: { label: 'Promociones', schema: promotionsSchema },
  'opciones-ficha': { label: 'Opciones de la ficha', schema: admissionChoicesSchema },
  'opciones-documentos': { label: 'Documentos y precios', schema: documentOptionsSchema },
  programa: { label: 'Programas', schema: programSchema },
  modalidades: { label: 'Modalidades de estudio', schema: modalitiesSchema },
  rvoe: { label: 'RVOE de los programas', schema: rvoeSchema },
  'aviso-de-privacidad': { label: 'Aviso de privacidad', schema: privacyNoticePartsSchema },
  noticias: { label: 'Noticias', schema: newsSchema },
  eventos: { label: 'Eventos', schema: eventsSchema },
  'plantillas-whatsapp': { label: 'Plantillas de WhatsApp', schema: whatsappTemplatesSchema },
  'preguntas-frecuentes': { label: 'Preguntas frecuentes', schema: faqSchema },
  becas: { label: 'Becas', schema: becasSchema },
} as const satisfies Readonly<Record<string, { label: string; schema: z.ZodMiniType }>>

export type ContentKind = keyof typeof CONTENT_KINDS

/** The record as its kind's schema gives it. */
export type ContentData<Kind extends ContentKind> = z.output<(typeof CONTENT_KINDS)[Kind]['schema']>

/** The key of a kind that has a single record (the cost table, the institute's identity). */
export const SINGLE_RECORD_KEY = 'principal'

export function isContentKind(kind: string): kind is ContentKind {
  return Object.hasOwn(CONTENT_KINDS, kind)
}
