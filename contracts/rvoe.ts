import { CAMPUSES, isNivelEstudio, type Campus, type Carrera } from '#contracts/admission-options.ts'
import { formatLongDay } from '#contracts/calendar-day.ts'
import { FICHA_PLANS, NIVEL_ESTUDIO_PLANS, modalitiesOfCarrera, type ModalityKey } from '#contracts/study-plans.ts'

/**
 * The Reconocimiento de Validez Oficial de Estudios (RVOE) of every study plan. Mexican education
 * law asks a private school to state, in its advertising, the number and date of the agreement
 * that recognises each plan and the authority that granted it, and to say so when a plan has none.
 *
 * Staff publish the table as content (issue 37, kind `rvoe`, schema in contracts/content/rvoe.ts;
 * docs/decisions/017): the programme pages, the cost table, the ficha page and the ficha's
 * confirmation e-mail read the published record and pass it here. This module holds its shape, the
 * words every place uses, the lookups, and {@link RVOE_SEED}, the first version a fresh database
 * publishes. No zod here: the public pages read these lookups and must not load the validation
 * library for them.
 */

/** The authorities that grant an RVOE to this institute's plans. */
export const RVOE_AUTHORITY_KEYS = ['SEP', 'SEDU'] as const
export type RvoeAuthorityKey = (typeof RVOE_AUTHORITY_KEYS)[number]

export interface RvoeAuthority {
  /** Full name, as written on the agreement. */
  readonly name: string
  readonly abbreviation: string
  /** The authority's public RVOE lookup, where anyone can check an agreement. */
  readonly lookup: { readonly label: string; readonly url: string }
}

export type RvoeAuthorities = Readonly<Record<RvoeAuthorityKey, RvoeAuthority>>

/** One RVOE agreement. */
export interface RvoeGrant {
  /** The agreement's number, as the authority writes it. */
  readonly number: string
  /** The agreement's date, ISO 8601 (yyyy-mm-dd). */
  readonly date: string
  readonly authority: RvoeAuthorityKey
}

/** The agreement of a plan at one campus (an RVOE is granted for an address). */
export interface CampusRvoeGrant extends RvoeGrant {
  readonly campus: Campus
}

/** A plan's RVOE: one agreement wherever it is taught, or one per campus (a campus left out is en trámite). */
export type PlanGrant =
  | ({ readonly kind: 'unico' } & RvoeGrant)
  | { readonly kind: 'por-campus'; readonly campuses: readonly CampusRvoeGrant[] }

/** The RVOE of one carrera (the ficha's value, spec §3.1) in one modality. */
export interface PlanRvoe {
  readonly carrera: Carrera
  readonly modality: ModalityKey
  readonly grant: PlanGrant
}

/** The published record: the authorities, and the plans with an RVOE (a plan not listed is en trámite). */
export interface RvoeTable {
  readonly authorities: RvoeAuthorities
  readonly plans: readonly PlanRvoe[]
}

const unico = (number: string, date: string, authority: RvoeAuthorityKey): PlanGrant => ({ kind: 'unico', number, date, authority })
const atCampus = (campus: Campus, number: string, date: string, authority: RvoeAuthorityKey): CampusRvoeGrant => ({ campus, number, date, authority })
const plan = (carrera: Carrera, modality: ModalityKey, grant: PlanGrant): PlanRvoe => ({ carrera, modality, grant })

/**
 * The first version a fresh database publishes. The spec gives no values, so every number
 * (EJEMPLO-…), date and lookup address (example.com) is a clearly fictional placeholder: the
 * institute replaces them in the panel («Contenido» › «RVOE de los programas»). Every plan the site
 * offers has one, as in the identity: leaving one out would state, about the real institute, that
 * a procedure is under way, which nobody knows.
 */
export const RVOE_SEED: RvoeTable = {
  authorities: {
    SEP: {
      name: 'Secretaría de Educación Pública',
      abbreviation: 'SEP',
      lookup: { label: 'Consulta de RVOE de la SEP (SIRVOES)', url: 'https://sirvoes.example.com/consulta' },
    },
    SEDU: {
      name: 'Secretaría de Educación de Coahuila',
      abbreviation: 'SEDU',
      lookup: { label: 'Consulta de RVOE de la SEDU Coahuila', url: 'https://rvoe-sedu-coahuila.example.com/consulta' },
    },
  },
  plans: [
    plan('Preparatoria Bachillerato General', 'escolarizada', {
      kind: 'por-campus',
      campuses: [
        atCampus('Torreon Braulio Fernandez Aguirre', 'EJEMPLO-0001', '2008-07-14', 'SEDU'),
        atCampus('Torreon Zaragoza Sur', 'EJEMPLO-0002', '2010-08-02', 'SEDU'),
        atCampus('Torreon Villas Zaragoza', 'EJEMPLO-0003', '2012-06-25', 'SEDU'),
        atCampus('Torreon Valle la Rosita', 'EJEMPLO-0004', '2015-07-20', 'SEDU'),
      ],
    }),
    plan('Preparatoria Bachillerato General', 'sabatina', unico('EJEMPLO-0005', '2016-01-11', 'SEDU')),
    plan('Preparatoria Bachillerato General', 'en-linea', unico('EJEMPLO-0006', '2020-08-03', 'SEDU')),
    plan('Preparatoria Bachillerato General', 'nocturna', unico('EJEMPLO-0007', '2013-08-12', 'SEDU')),
    plan('Ciencias de la Educacion', 'escolarizada', unico('EJEMPLO-0101', '2005-08-15', 'SEDU')),
    plan('Ciencias de la Educacion', 'sabatina', unico('EJEMPLO-0102', '2009-01-19', 'SEDU')),
    plan('Ciencias de la Educacion', 'en-linea', unico('EJEMPLO-0103', '2018-05-07', 'SEP')),
    plan('Ciencias de la Educacion', 'nocturna', unico('EJEMPLO-0104', '2011-08-08', 'SEDU')),
    plan('Comunicacion Social', 'escolarizada', unico('EJEMPLO-0111', '2007-08-13', 'SEDU')),
    plan('Comunicacion Social', 'sabatina', unico('EJEMPLO-0112', '2010-01-18', 'SEDU')),
    plan('Comunicacion Social', 'en-linea', unico('EJEMPLO-0113', '2019-04-22', 'SEP')),
    plan('Derecho', 'escolarizada', unico('EJEMPLO-0121', '2006-08-14', 'SEDU')),
    plan('Derecho', 'sabatina', unico('EJEMPLO-0122', '2009-01-19', 'SEDU')),
    plan('Derecho', 'en-linea', unico('EJEMPLO-0123', '2018-05-07', 'SEP')),
    plan('Derecho', 'nocturna', unico('EJEMPLO-0124', '2011-08-08', 'SEDU')),
    plan('Administracion de Empresas', 'escolarizada', unico('EJEMPLO-0131', '2006-08-14', 'SEDU')),
    plan('Administracion de Empresas', 'sabatina', unico('EJEMPLO-0132', '2009-01-19', 'SEDU')),
    plan('Administracion de Empresas', 'en-linea', unico('EJEMPLO-0133', '2018-05-07', 'SEP')),
    plan('Administracion de Empresas', 'nocturna', unico('EJEMPLO-0134', '2011-08-08', 'SEDU')),
    plan('Expresion Artistica', 'escolarizada', unico('EJEMPLO-0141', '2014-08-11', 'SEDU')),
    plan('Expresion Artistica', 'sabatina', unico('EJEMPLO-0142', '2015-01-12', 'SEDU')),
    plan('Contador Auditor', 'escolarizada', unico('EJEMPLO-0151', '2012-08-13', 'SEDU')),
    plan('Contador Auditor', 'sabatina', unico('EJEMPLO-0152', '2013-01-14', 'SEDU')),
    plan('Ensenanza en Lengua Inglesa', 'escolarizada', unico('EJEMPLO-0161', '2013-08-12', 'SEDU')),
    plan('Ensenanza en Lengua Inglesa', 'sabatina', unico('EJEMPLO-0162', '2014-01-13', 'SEDU')),
    plan('Ensenanza en Lengua Inglesa', 'en-linea', unico('EJEMPLO-0163', '2019-04-22', 'SEP')),
    plan('Pedagogia', 'sabatina', unico('EJEMPLO-0201', '2010-06-07', 'SEDU')),
    plan('Pedagogia', 'en-linea', unico('EJEMPLO-0202', '2018-09-03', 'SEP')),
    plan('Pedagogia', 'nocturna', unico('EJEMPLO-0203', '2012-06-04', 'SEDU')),
    plan('Educacion en Competencias', 'sabatina', unico('EJEMPLO-0211', '2014-06-02', 'SEDU')),
    plan('Educacion en Competencias', 'en-linea', unico('EJEMPLO-0212', '2018-09-03', 'SEP')),
    plan('Juicios Orales', 'sabatina', unico('EJEMPLO-0221', '2016-06-06', 'SEDU')),
    plan('Juicios Orales', 'en-linea', unico('EJEMPLO-0222', '2019-09-02', 'SEP')),
    plan('Juicios Orales', 'nocturna', unico('EJEMPLO-0223', '2016-06-06', 'SEDU')),
    plan('Doctorado Gestion Educativa', 'en-linea', unico('EJEMPLO-0301', '2017-09-04', 'SEP')),
    plan('Doctorado Gestion Educativa', 'nocturna', unico('EJEMPLO-0302', '2017-09-04', 'SEDU')),
  ],
}

/** The words every place that shows an RVOE uses (pages and e-mail). */
export const RVOE_TEXT = {
  heading: 'Validez oficial',
  /** Shown instead of an agreement that is not filled in. */
  pending: 'Validez oficial en trámite',
  /** The same, as the value of a field labelled with the heading. */
  pendingValue: 'En trámite',
  number: 'Número de RVOE',
  date: 'Fecha del RVOE',
  authority: 'Otorgado por',
  campus: 'Campus',
} as const

/** An agreement's date as Spanish reads it: '2019-08-15' → '15 de agosto de 2019'. */
export function formatRvoeDate(isoDate: string): string {
  return formatLongDay(isoDate)
}

/** 'Secretaría de Educación Pública (SEP)'. */
export function authorityLabel(authority: RvoeAuthority): string {
  return `${authority.name} (${authority.abbreviation})`
}

/** One line for tight places: 'RVOE EJEMPLO-0121 del 14 de agosto de 2006 (SEDU)'. */
export function rvoeSummary(grant: RvoeGrant, authorities: RvoeAuthorities): string {
  return `RVOE ${grant.number} del ${formatRvoeDate(grant.date)} (${authorities[grant.authority].abbreviation})`
}

/** The agreement's own facts, whatever record it came in. */
const grantFacts = ({ number, date, authority }: RvoeGrant): RvoeGrant => ({ number, date, authority })

/** What the table records for a carrera in a modality, if anything. */
function planGrant(table: RvoeTable, carrera: string, modality: ModalityKey): PlanGrant | undefined {
  return table.plans.find((recorded) => recorded.carrera === carrera && recorded.modality === modality)?.grant
}

/** The agreement covering a carrera in a modality at a campus; `undefined` while it is en trámite. */
export function rvoeAt(table: RvoeTable, at: { carrera: string; modality: ModalityKey; campus: string }): RvoeGrant | undefined {
  const recorded = planGrant(table, at.carrera, at.modality)
  if (recorded === undefined) return undefined
  const grant = recorded.kind === 'unico' ? recorded : recorded.campuses.find((candidate) => candidate.campus === at.campus)
  return grant && grantFacts(grant)
}

/**
 * The agreement of the plan a ficha choice names (spec §3.1): its carrera in the level's modality
 * at the chosen campus; `undefined` while en trámite or for a level the ficha does not have. That
 * the combination is offered is checked against the published options (the form's lists, the
 * server's check of `POST /generar-ficha`).
 */
export function rvoeOfChoice(table: RvoeTable, choice: { nivel_estudio: string; campus: string; carrera: string }): RvoeGrant | undefined {
  if (!isNivelEstudio(choice.nivel_estudio)) return undefined
  return rvoeAt(table, { carrera: choice.carrera, modality: NIVEL_ESTUDIO_PLANS[choice.nivel_estudio].modality, campus: choice.campus })
}

/** The part of the table a programme page needs: its carrera's plans, and the authorities. */
export function carreraTable(table: RvoeTable, carrera: Carrera): RvoeTable {
  return { authorities: table.authorities, plans: table.plans.filter((recorded) => recorded.carrera === carrera) }
}

/** What a page shows of a plan: its agreement, or none while en trámite; the campus when agreements are per campus. */
export interface RvoeEntry {
  readonly modality: ModalityKey
  readonly campus?: Campus
  readonly grant?: RvoeGrant
}

/**
 * A carrera's RVOE in one modality, for a page where no campus is chosen: one entry, or one per
 * campus (those the ficha offers it at and those with an agreement) when agreements are per campus.
 */
export function rvoeEntries(table: RvoeTable, carrera: Carrera, modality: ModalityKey): RvoeEntry[] {
  const recorded = planGrant(table, carrera, modality)
  if (recorded === undefined) return [{ modality }]
  if (recorded.kind === 'unico') return [{ modality, grant: grantFacts(recorded) }]
  const offered = (campus: Campus) =>
    FICHA_PLANS.some((offer) => offer.carrera === carrera && offer.modality === modality && offer.campus === campus)
  return CAMPUSES.flatMap((campus) => {
    const grant = recorded.campuses.find((candidate) => candidate.campus === campus)
    if (grant === undefined && !offered(campus)) return []
    return [grant ? { modality, campus, grant: grantFacts(grant) } : { modality, campus }]
  })
}

/** A carrera's RVOE in every modality it is taught in (contracts/study-plans.ts), in the spec's order. */
export function carreraRvoe(table: RvoeTable, carrera: Carrera): RvoeEntry[] {
  return modalitiesOfCarrera(carrera).flatMap((modality) => rvoeEntries(table, carrera, modality))
}

