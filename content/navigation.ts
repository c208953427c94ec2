import { paths } from '#contracts/site-paths.ts'
import type { EducationLevel } from '#contracts/study-plans.ts'
import { campuses, type Campus } from './campuses.ts'
import type { Identity } from './identity.ts'
import { programPageText } from './programs/program-page-text.ts'
import { programEntries } from './programs/catalog.ts'
import type { ProgramEntry } from './programs/types.ts'

/**
 * The main menu of spec §2.3 as data. The navigation bar only maps over it. The EDUCACIÓN and
 * CAMPUS menus are read from the programme and campus records; the rest is written here. Internal
 * targets come from `paths` and the records; the external systems from the published identity.
 */

/** Every branch that opens a submenu (spec §4 names torreon, profesional, posgrado, maestria, doctorado). */
export type SubmenuKey =
  | 'educacion'
  | 'profesional'
  | 'posgrado'
  | 'maestria'
  | 'doctorado'
  | 'campus'
  | 'torreon'
  | 'servicios'
  | 'vida'
  | 'sesion'

/** A link to a page of this site. `variant: 'cta'` draws it as the call-to-action button. */
export interface NavInternalLink {
  kind: 'internal'
  label: string
  to: string
  variant?: 'cta'
}

/** One of the institute's external systems; opens in a new tab. Its label and address are the published identity's. */
export interface NavSystemLink {
  kind: 'system'
  system: keyof Identity['systems']
}

/** An entry that opens a submenu. `variant: 'highlight'` marks the student-life menu. */
export interface NavBranch {
  kind: 'branch'
  key: SubmenuKey
  label: string
  children: readonly NavItem[]
  variant?: 'highlight'
}

export type NavItem = NavInternalLink | NavSystemLink | NavBranch

/** An item's key among its siblings. */
export const navItemKey = (item: NavItem): string => (item.kind === 'system' ? item.system : item.label)

const internal = (label: string, to: string, variant?: 'cta'): NavInternalLink =>
  variant ? { kind: 'internal', label, to, variant } : { kind: 'internal', label, to }
const system = (key: NavSystemLink['system']): NavSystemLink => ({ kind: 'system', system: key })

/** spec §2.3: the campuses of this city sit in a submenu of their own. */
const TORREON = 'Torreón'

const programLinks = (records: readonly ProgramEntry[], level: EducationLevel): NavInternalLink[] =>
  records.filter((program) => program.level === level).map((program) => internal(program.shortName, program.path))

// The block of Spanish's accents and tilde once decomposed: compiling `\p{M}` (every mark of
// Unicode) took about a millisecond of every page's start.
const COMBINING_ACCENTS = /[\u0300-\u036f]/g

/**
 * A label as sorted: accents and case ignored. Not `localeCompare(…, 'es')`: its first call loads the
 * collation tables, several milliseconds of every page's start on a phone, to order two links.
 */
const sortKey = (label: string) => label.normalize('NFD').replace(COMBINING_ACCENTS, '').toLowerCase()

/**
 * EDUCACIÓN: the bachillerato, named by its level; Profesional with the licenciaturas in the
 * records' order; Posgrado with a menu per level. spec §2.3 lists the posgrado menus alphabetically
 * (Maestría {Juicios Orales, Pedagogía}), unlike the records' route-table order.
 */
function educationMenu(records: readonly ProgramEntry[]): NavBranch {
  const { levelLabels } = programPageText
  const alphabetical = (links: NavInternalLink[]) => [...links].sort((a, b) => (sortKey(a.label) < sortKey(b.label) ? -1 : 1))
  return {
    kind: 'branch',
    key: 'educacion',
    label: 'EDUCACIÓN',
    children: [
      ...programLinks(records, 'bachillerato').map((link) => ({ ...link, label: levelLabels.bachillerato })),
      { kind: 'branch', key: 'profesional', label: 'Profesional', children: programLinks(records, 'licenciatura') },
      {
        kind: 'branch',
        key: 'posgrado',
        label: 'Posgrado',
        children: [
          { kind: 'branch', key: 'maestria', label: levelLabels.maestria, children: alphabetical(programLinks(records, 'maestria')) },
          { kind: 'branch', key: 'doctorado', label: levelLabels.doctorado, children: alphabetical(programLinks(records, 'doctorado')) },
        ],
      },
      // Issue 39: the finder, after the menus spec §2.3 lists.
      internal('Toda la oferta educativa', paths.oferta),
    ],
  }
}

/** CAMPUS: the Torreón submenu where its first campus stands in the records' order, then each other campus. */
function campusMenu(records: readonly Campus[]): NavBranch {
  const torreon: NavBranch = {
    kind: 'branch',
    key: 'torreon',
    label: TORREON,
    children: records.filter((campus) => campus.locality === TORREON).map((campus) => internal(campus.navLabel, campus.page.path)),
  }
  const firstTorreon = records.findIndex((campus) => campus.locality === TORREON)
  return {
    kind: 'branch',
    key: 'campus',
    label: 'CAMPUS',
    children: records.flatMap((campus, index): NavItem[] => {
      if (campus.locality !== TORREON) return [internal(campus.navLabel, campus.page.path)]
      return index === firstTorreon ? [torreon] : []
    }),
  }
}

/** The whole menu, for the given programme and campus records. */
export function siteNavigation(programRecords: readonly ProgramEntry[], campusRecords: readonly Campus[]): readonly NavItem[] {
  return [
    internal('INICIO', paths.home),
    educationMenu(programRecords),
    internal('CONÓCENOS', paths.conocenos),
    campusMenu(campusRecords),
    internal('CONTACTO', paths.contactanos),
    {
      kind: 'branch',
      key: 'servicios',
      label: 'SERVICIOS ESCOLARES',
      children: [internal('Documentos', paths.documentos)],
    },
    {
      kind: 'branch',
      key: 'vida',
      label: 'VIDA ESTUDIANTIL',
      variant: 'highlight',
      children: [
        internal('Deporte', paths.deportes),
        internal('Cultura', paths.cultura),
        // spec §2.1: the calendar/events link points to the maintenance page.
        internal('Calendario y Eventos', paths.mantenimiento),
        system('blog'),
      ],
    },
    // spec §2.1: SINE points to the maintenance page.
    internal('SINE', paths.mantenimiento),
    internal('INSCRÍBETE', paths.genera, 'cta'),
    {
      kind: 'branch',
      key: 'sesion',
      label: 'INICIAR SESIÓN',
      children: [
        system('learningPlatform'),
        system('schoolAdministration'),
        system('studentZone'),
        system('mail'),
      ],
    },
  ]
}

export const mainNavigation: readonly NavItem[] = siteNavigation(programEntries, campuses)

/** Texts of the navigation bar itself. */
export const navigationText = {
  /** Accessible name of the `<nav>` landmark. */
  landmark: 'Principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  /** Visually hidden text after the logo in the home link. */
  homeLinkHint: 'Ir al inicio',
  /** Issue 39: the search box's label and placeholder (content/search.ts has the rest of the search's words). */
  searchLabel: 'Buscar en el sitio',
  searchPlaceholder: 'Buscar',
} as const
