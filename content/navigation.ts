import { paths } from '#contracts/site-paths.ts'
import { identity } from './identity.ts'

/**
 * The main menu of spec §2.3 as data. The navigation bar only maps over it: adding an entry means
 * editing this file, not JSX. Internal targets come from `paths`; external ones open in a new tab.
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

/** A link to another site; opens in a new tab. */
export interface NavExternalLink {
  kind: 'external'
  label: string
  href: string
}

/** An entry that opens a submenu. `variant: 'highlight'` marks the student-life menu. */
export interface NavBranch {
  kind: 'branch'
  key: SubmenuKey
  label: string
  children: readonly NavItem[]
  variant?: 'highlight'
}

export type NavItem = NavInternalLink | NavExternalLink | NavBranch

const internal = (label: string, to: string, variant?: 'cta'): NavInternalLink =>
  variant ? { kind: 'internal', label, to, variant } : { kind: 'internal', label, to }
const external = (label: string, href: string): NavExternalLink => ({ kind: 'external', label, href })

export const mainNavigation: readonly NavItem[] = [
  internal('INICIO', paths.home),
  {
    kind: 'branch',
    key: 'educacion',
    label: 'EDUCACIÓN',
    children: [
      internal('Bachillerato', paths.bachillerato),
      {
        kind: 'branch',
        key: 'profesional',
        label: 'Profesional',
        children: [
          internal('Ciencias de la Educación', paths.licenciatura.educacion),
          internal('Enseñanza en Lengua Inglesa', paths.licenciatura.lenguaInglesa),
          internal('Derecho', paths.licenciatura.derecho),
          internal('Comunicación Social', paths.licenciatura.comunicacion),
          internal('Administración de Empresas', paths.licenciatura.administracion),
          internal('Expresión Artística', paths.licenciatura.expresion),
          internal('Contador Auditor', paths.licenciatura.contador),
        ],
      },
      {
        kind: 'branch',
        key: 'posgrado',
        label: 'Posgrado',
        children: [
          {
            kind: 'branch',
            key: 'maestria',
            label: 'Maestría',
            children: [
              internal('Juicios Orales', paths.maestria.juiciosOrales),
              internal('Pedagogía', paths.maestria.pedagogia),
            ],
          },
          {
            kind: 'branch',
            key: 'doctorado',
            label: 'Doctorado',
            children: [internal('Gestión Educativa', paths.doctorado.gestion)],
          },
        ],
      },
    ],
  },
  internal('CONÓCENOS', paths.conocenos),
  {
    kind: 'branch',
    key: 'campus',
    label: 'CAMPUS',
    children: [
      {
        kind: 'branch',
        key: 'torreon',
        label: 'Torreón',
        children: [
          internal('Villas de Zaragoza', paths.campus.torreonVillas),
          internal('Valle de la Rosita', paths.campus.torreonValle),
          internal('Braulio Fernández', paths.campus.torreonBraulio),
          internal('Zaragoza Sur', paths.campus.torreonZaragoza),
        ],
      },
      internal('Parras', paths.campus.parras),
      internal('Saltillo', paths.campus.saltillo),
      internal('San Pedro', paths.campus.sanpedro),
      internal('Francisco I. Madero', paths.campus.franciscoImadero),
    ],
  },
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
      external(identity.systems.blog.label, identity.systems.blog.url),
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
      external(identity.systems.learningPlatform.label, identity.systems.learningPlatform.url),
      external(identity.systems.schoolAdministration.label, identity.systems.schoolAdministration.url),
      external(identity.systems.studentZone.label, identity.systems.studentZone.url),
      external(identity.systems.mail.label, identity.systems.mail.url),
    ],
  },
]

/** Texts of the navigation bar itself. */
export const navigationText = {
  /** Accessible name of the `<nav>` landmark. */
  landmark: 'Principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  /** Visually hidden text after the logo in the home link. */
  homeLinkHint: 'Ir al inicio',
} as const
