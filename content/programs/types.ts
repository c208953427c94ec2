import type { Carrera } from '#contracts/admission-options.ts'
import type { ProgramFacts } from '#contracts/content/program.ts'
import type { ProgramSlug } from '#contracts/site-paths.ts'
import type { EducationLevel } from '#contracts/study-plans.ts'
import type { PageMetaContent } from '../types.ts'

/*
 * What a programme page shows beyond its catalogue entry is a content record staff publish; its
 * shapes are the record's schema's (contracts/content/program.ts, issue 37).
 */
export type { Period, PeriodUnit, Profile, ProfileKey, ProgramFacts, StudyPlanDocument } from '#contracts/content/program.ts'

/** A programme's record: what names it and where its page is (content/programs/catalog.ts). */
export interface ProgramEntry {
  /** The last segment of its page's path (spec §2.1): its `programa` record's key. */
  slug: ProgramSlug
  /** The programme as the ficha names it (spec §3.1): what its plans are called in the published RVOE (contracts/rvoe.ts). */
  carrera: Carrera
  level: EducationLevel
  /** Full name, the page's main heading, e.g. 'Licenciatura en Derecho'. */
  name: string
  /** How the EDUCACIÓN menus and the home slider name it, under its level, e.g. 'Derecho'. */
  shortName: string
  /** What the graduate receives, for structured data, e.g. 'Título de Licenciatura en Derecho'. */
  credential: string
  /** Its page's path (spec §2.1), built from its level and slug. */
  path: string
}

/** One programme page (spec §2.13): its catalogue entry and its published record, with the page's path. */
export interface Program extends ProgramEntry, Omit<ProgramFacts, 'page'> {
  /** Title, meta description and canonical path of the page. */
  page: ProgramFacts['page'] & Required<Pick<PageMetaContent, 'path'>>
}
