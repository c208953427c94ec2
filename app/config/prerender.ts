import { paths } from '#contracts/site-paths.ts'
import { aboutPage } from '#content/about.ts'
import { accessibilityPage } from '#content/accessibility.ts'
import { admissionPage } from '#content/admission.ts'
import { campuses } from '#content/campuses.ts'
import { certificatePage } from '#content/certificate.ts'
import { contactPage } from '#content/contact.ts'
import { culturePage } from '#content/culture.ts'
import { documentsPage } from '#content/documents.ts'
import { homePage } from '#content/home.ts'
import { maintenancePage, verificationPage } from '#content/pages.ts'
import { privacyPage } from '#content/privacy.ts'
import { programs } from '#content/programs/programs.ts'
import { sportsPage } from '#content/sports.ts'
import type { PageMetaContent } from '#content/types.ts'

/** A prerendered page as its own meta declares it: its path, and `noindex` when search engines skip it. */
export type PrerenderedPage = PageMetaContent & { path: string }

/**
 * The routes whose screens are built, each prerendered to its own HTML file. The same meta feeds the
 * page's tags and the sitemap (scripts/crawler-files.ts), so a page is indexable in both or neither.
 * A page joins this list in the same change that registers its route in `app/routes.ts`.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  homePage,
  maintenancePage,
  verificationPage,
  contactPage,
  admissionPage,
  privacyPage,
  accessibilityPage,
  documentsPage,
  // The certificate page only without a folio: a folio is known only when the page is asked for.
  { ...certificatePage, path: paths.certificateWithoutFolio },
  ...programs.map((program) => program.page),
  ...campuses.map((campus) => campus.page),
  aboutPage,
  sportsPage,
  culturePage,
]

export const PRERENDERED_PATHS: readonly string[] = PRERENDERED_PAGES.map((page) => page.path)
