import type { Carrera } from '#contracts/admission-options.ts'
import type { EducationLevel } from '#contracts/study-plans.ts'
import type { ResponsiveImageAsset } from '../media.ts'
import type { PageMetaContent } from '../types.ts'

/** How a programme divides its time (spec §3.3, §9). */
export type PeriodUnit = 'semestre' | 'cuatrimestre'

/** One period of a curriculum: the spec fixes the names `nombre` and `materias` (spec §3 "Period"). */
export interface Period {
  nombre: string
  materias: readonly string[]
}

/** The two sides of the profile toggle (spec §2.13, §3 `perfilActivo`). */
export type ProfileKey = 'ingreso' | 'egreso'

/** What an applicant brings (ingreso) or a graduate leaves with (egreso). */
export interface Profile {
  /** One sentence that frames the two lists. */
  summary: string
  knowledge: readonly string[]
  skills: readonly string[]
  /** Shown beside the lists and swapped with them (only bachillerato has them, spec §2.13). */
  image?: ResponsiveImageAsset
}

/**
 * The study-plan document on the file-sharing service (spec §2.13): one link downloads it, the
 * other opens the service's viewer. Programmes that share a plan share this object.
 */
export interface StudyPlanDocument {
  downloadUrl: string
  previewUrl: string
}

/** One programme page (spec §2.13): everything the page shows, as data. */
/** A programme's record: what names it and where its page is (content/programs/catalog.ts). */
export interface ProgramEntry {
  /** The last segment of its page's path (spec §2.1). */
  slug: string
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

/** A programme's record with its page's content (the module `<slug>.ts`). */
export interface Program extends ProgramEntry {
  /** Title, meta description and canonical path of the page. */
  page: PageMetaContent & { path: string }
  /** One line under the heading in the hero. */
  tagline: string
  /** The hero banner's photo, from the media manifest. */
  heroImage: ResponsiveImageAsset
  /** The information blurb, one string per paragraph. */
  blurb: readonly string[]
  periodUnit: PeriodUnit
  periods: readonly Period[]
  profiles: Readonly<Record<ProfileKey, Profile>>
  studyPlan: StudyPlanDocument
}
