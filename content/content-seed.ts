import { ADMISSION_OPTIONS } from '#contracts/admission-options.ts'
import { DOCUMENT_OPTIONS } from '#contracts/document-options.ts'
import { RVOE_SEED } from '#contracts/rvoe.ts'
import { SINGLE_RECORD_KEY, type ContentData, type ContentKind } from '#contracts/content/content-kinds.ts'
import { becasSeed } from '#content/becas.ts'
import { campusFacts } from '#content/campuses.ts'
import { homeHero, promoCarousel } from '#content/home.ts'
import { modalityTexts } from '#content/modalities.ts'
import { identitySeed } from '#content/identity.ts'
import { costTable } from '#content/prices.ts'
import { privacyNoticeSeed } from '#content/privacy.ts'
import { programRecords } from '#content/programs/programs.ts'
import { whatsappTemplatesSeed } from '#content/whatsapp-templates.ts'
import { faqSeed } from '#content/faq.ts'

/** Each kind's records by key. */
export type ContentRecords = { readonly [Kind in ContentKind]: Readonly<Record<string, ContentData<Kind>>> }

/**
 * Issue 37: what a fresh database publishes as each record's first version, so that a new site
 * shows exactly these modules' content (server/content/content-seed.ts); also what the pages read
 * where no server gives them the published content: the build's prerender and `npm run dev`
 * (app/lib/content-source.ts). Once a record is published, the database is its truth: a later
 * change here reaches only records never published.
 */
export const CONTENT_SEED: ContentRecords = {
  'tabla-de-costos': { [SINGLE_RECORD_KEY]: costTable },
  identidad: { [SINGLE_RECORD_KEY]: identitySeed },
  campus: Object.fromEntries(campusFacts.map((facts) => [facts.slug, facts])),
  'carrusel-principal': { [SINGLE_RECORD_KEY]: homeHero.slides },
  promociones: { [SINGLE_RECORD_KEY]: promoCarousel.slides },
  'opciones-ficha': { [SINGLE_RECORD_KEY]: ADMISSION_OPTIONS },
  'opciones-documentos': { [SINGLE_RECORD_KEY]: DOCUMENT_OPTIONS },
  programa: programRecords,
  modalidades: { [SINGLE_RECORD_KEY]: modalityTexts },
  rvoe: { [SINGLE_RECORD_KEY]: RVOE_SEED },
  'aviso-de-privacidad': { [SINGLE_RECORD_KEY]: privacyNoticeSeed },
  // New kinds: the site had no news or events before staff publish them.
  noticias: { [SINGLE_RECORD_KEY]: [] },
  eventos: { [SINGLE_RECORD_KEY]: [] },
  'plantillas-whatsapp': { [SINGLE_RECORD_KEY]: whatsappTemplatesSeed },
  becas: { [SINGLE_RECORD_KEY]: becasSeed },
  'preguntas-frecuentes': { [SINGLE_RECORD_KEY]: faqSeed },
}
