import type { ItemPageKind } from '#contracts/content/content-api.ts'
import { paths } from '#contracts/site-paths.ts'
import { dataRouteId } from '#app/lib/routes-from-data.ts'
import { aboutPage } from '#content/about.ts'
import { accessibilityPage } from '#content/accessibility.ts'
import { admissionPage } from '#content/admission.ts'
import { campuses, type Campus } from '#content/campuses.ts'
import { certificatePage } from '#content/certificate.ts'
import { contactPage } from '#content/contact.ts'
import { culturePage } from '#content/culture.ts'
import { documentsPage } from '#content/documents.ts'
import { faqPage } from '#content/faq-page.ts'
import { homePage } from '#content/home.ts'
import { maintenancePage, verificationPage } from '#content/pages.ts'
import { privacyPage } from '#content/privacy.ts'
import { eventsPage, newsPage } from '#content/publications.ts'
import { programs } from '#content/programs/programs.ts'
import type { Program } from '#content/programs/types.ts'
import { sportsPage } from '#content/sports.ts'
import { trackingPage } from '#content/tracking.ts'
import { eventCancelPage } from '#content/event-sign-up.ts'
import { becasPage } from '#content/becas-page.ts'
import { comparePage, finderPage } from '#content/finder.ts'
import { searchPage } from '#content/search.ts'
import type { PageMetaContent } from '#content/types.ts'

/** A prerendered page as its own meta declares it: its path, and `noindex` when search engines skip it. */
export type PrerenderedPage = PageMetaContent & { path: string }

/** One page of the site: the route module that draws it and the meta it declares. */
export interface SitePage {
  /** The route module, relative to app/. */
  module: string
  /** Its meta; the page is prerendered at `meta.path`. */
  meta: PrerenderedPage
  /** The route's path pattern, where it is not `meta.path` (a page with an optional parameter). */
  pattern?: string
  /** The route id, where one module draws several pages (app/lib/routes-from-data.ts). */
  id?: string
}

/**
 * Every page of the site, each prerendered to its own HTML file: the one list app/routes.ts
 * registers and React Router prerenders. The same meta feeds the page's tags and the sitemap
 * (scripts/crawler-files.ts), so a page is indexable in both or neither. Programme and campus
 * pages come from their records.
 */
export function sitePages(programRecords: readonly Program[], campusRecords: readonly Campus[]): SitePage[] {
  return [
    { module: 'routes/home.tsx', meta: homePage },
    { module: 'routes/mantenimiento.tsx', meta: maintenancePage },
    { module: 'routes/verificacion.tsx', meta: verificationPage },
    { module: 'routes/contactanos.tsx', meta: contactPage },
    { module: 'routes/genera.tsx', meta: admissionPage },
    { module: 'routes/aviso-de-privacidad.tsx', meta: privacyPage },
    { module: 'routes/accesibilidad.tsx', meta: accessibilityPage },
    { module: 'routes/documentos-se.tsx', meta: documentsPage },
    { module: 'routes/seguimiento.tsx', meta: trackingPage },
    // Prerendered only without a folio ('Folio no proporcionado.'); with one the server answers the
    // SPA fallback (docs/decisions/013): a folio is known only when the page is asked for.
    {
      module: 'routes/certificate.tsx',
      meta: { ...certificatePage, path: paths.certificateWithoutFolio },
      pattern: `${paths.certificateWithoutFolio}/:folio?`,
    },
    ...programRecords.map((program) => ({ module: 'routes/program.tsx', meta: program.page, id: dataRouteId('program', program.slug) })),
    ...campusRecords.map((campus) => ({ module: 'routes/campus.tsx', meta: campus.page, id: dataRouteId('campus', campus.slug) })),
    { module: 'routes/conocenos.tsx', meta: aboutPage },
    { module: 'routes/deportes.tsx', meta: sportsPage },
    { module: 'routes/cultura.tsx', meta: culturePage },
    { module: 'routes/noticias.tsx', meta: newsPage },
    { module: 'routes/eventos.tsx', meta: eventsPage },
    { module: 'routes/evento-cancelar.tsx', meta: eventCancelPage },
    { module: 'routes/preguntas-frecuentes.tsx', meta: faqPage },
    { module: 'routes/becas.tsx', meta: becasPage },
    { module: 'routes/oferta.tsx', meta: finderPage },
    { module: 'routes/comparar.tsx', meta: comparePage },
    { module: 'routes/buscar.tsx', meta: searchPage },
  ]
}

/**
 * The route module of each kind whose items have pages of their own (a news post, an event, issue
 * 37; CONTENT_ITEM_PAGES gives their paths): registered by pattern and rendered by the server for
 * the slugs published (server/plugins/app/rendered-site.ts), never prerendered, listed in the
 * sitemap by app/routes/sitemap.ts.
 */
export const ITEM_PAGE_MODULES = {
  noticias: 'routes/noticia.tsx',
  eventos: 'routes/evento.tsx',
} as const satisfies Record<ItemPageKind, string>

export const SITE_PAGES: readonly SitePage[] = sitePages(programs, campuses)

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = SITE_PAGES.map((page) => page.meta)

export const PRERENDERED_PATHS: readonly string[] = PRERENDERED_PAGES.map((page) => page.path)
