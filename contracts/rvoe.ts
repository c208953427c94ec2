import { CAMPUSES, type Campus, type Carrera } from '#contracts/admission-options.ts'
import { formatLongDay } from '#contracts/calendar-day.ts'
import { FICHA_PLANS, MODALITY_KEYS, type ModalityKey } from '#contracts/study-plans.ts'

/**
 * The Reconocimiento de Validez Oficial de Estudios (RVOE) of every study plan. Mexican education
 * law asks a private school to state, in its advertising, the number and date of the agreement
 * that recognises each plan and the authority that granted it, and to say so when a plan has none.
 *
 * THE INSTITUTE REPLACES THESE VALUES HERE. The spec gives none, so every number (EJEMPLO-…),
 * date and lookup address (example.com) below is a clearly fictional placeholder. This is the one
 * file to edit: the programme pages, the cost table, the ficha page, the ficha's confirmation
 * e-mail and the programmes' structured data all read from it. A plan left out of the table is
 * shown as 'Validez oficial en trámite', and `npm run build` lists it (scripts/check-rvoe.ts).
 */

/** The authorities that grant an RVOE to this institute's plans. */
export type RvoeAuthorityKey = 'SEP' | 'SEDU'

export interface RvoeAuthority {
  /** Full name, as written on the agreement. */
  name: string
  abbreviation: string
  /** The authority's public RVOE lookup, where anyone can check an agreement. */
  lookup: { label: string; url: string }
}

export const RVOE_AUTHORITIES: Readonly<Record<RvoeAuthorityKey, RvoeAuthority>> = {
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
}

/** One RVOE agreement. */
export interface RvoeGrant {
  /** The agreement's number, as the authority writes it. */
  readonly number: string
  /** The agreement's date, ISO 8601 (yyyy-mm-dd). */
  readonly date: string
  readonly authority: RvoeAuthorityKey
}

/**
 * The RVOE of one carrera in one modality: one agreement wherever it is taught, or (an RVOE is
 * granted for an address) one agreement per campus. A campus missing from `byCampus` is en trámite.
 */
export type PlanRvoe = RvoeGrant | { readonly byCampus: Readonly<Partial<Record<Campus, RvoeGrant>>> }

/** Carrera (the ficha's value, spec §3.1) → modality → its RVOE. A plan not listed is en trámite. */
export type RvoeTable = Readonly<Partial<Record<Carrera, Readonly<Partial<Record<ModalityKey, PlanRvoe>>>>>>

const rvoe = (number: string, date: string, authority: RvoeAuthorityKey): RvoeGrant => ({ number, date, authority })

/** Placeholders (see the top of this file). */
export const RVOE_TABLE: RvoeTable = {
  'Preparatoria Bachillerato General': {
    escolarizada: {
      byCampus: {
        'Torreon Braulio Fernandez Aguirre': rvoe('EJEMPLO-0001', '2008-07-14', 'SEDU'),
        'Torreon Zaragoza Sur': rvoe('EJEMPLO-0002', '2010-08-02', 'SEDU'),
        'Torreon Villas Zaragoza': rvoe('EJEMPLO-0003', '2012-06-25', 'SEDU'),
        'Torreon Valle la Rosita': rvoe('EJEMPLO-0004', '2015-07-20', 'SEDU'),
      },
    },
    sabatina: rvoe('EJEMPLO-0005', '2016-01-11', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0006', '2020-08-03', 'SEDU'),
    nocturna: rvoe('EJEMPLO-0007', '2013-08-12', 'SEDU'),
  },
  'Ciencias de la Educacion': {
    escolarizada: rvoe('EJEMPLO-0101', '2005-08-15', 'SEDU'),
    sabatina: rvoe('EJEMPLO-0102', '2009-01-19', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0103', '2018-05-07', 'SEP'),
    nocturna: rvoe('EJEMPLO-0104', '2011-08-08', 'SEDU'),
  },
  'Comunicacion Social': {
    escolarizada: rvoe('EJEMPLO-0111', '2007-08-13', 'SEDU'),
    sabatina: rvoe('EJEMPLO-0112', '2010-01-18', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0113', '2019-04-22', 'SEP'),
  },
  Derecho: {
    escolarizada: rvoe('EJEMPLO-0121', '2006-08-14', 'SEDU'),
    sabatina: rvoe('EJEMPLO-0122', '2009-01-19', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0123', '2018-05-07', 'SEP'),
    nocturna: rvoe('EJEMPLO-0124', '2011-08-08', 'SEDU'),
  },
  'Administracion de Empresas': {
    escolarizada: rvoe('EJEMPLO-0131', '2006-08-14', 'SEDU'),
    sabatina: rvoe('EJEMPLO-0132', '2009-01-19', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0133', '2018-05-07', 'SEP'),
    nocturna: rvoe('EJEMPLO-0134', '2011-08-08', 'SEDU'),
  },
  'Expresion Artistica': {
    escolarizada: rvoe('EJEMPLO-0141', '2014-08-11', 'SEDU'),
    sabatina: rvoe('EJEMPLO-0142', '2015-01-12', 'SEDU'),
  },
  'Contador Auditor': {
    escolarizada: rvoe('EJEMPLO-0151', '2012-08-13', 'SEDU'),
    sabatina: rvoe('EJEMPLO-0152', '2013-01-14', 'SEDU'),
  },
  'Ensenanza en Lengua Inglesa': {
    escolarizada: rvoe('EJEMPLO-0161', '2013-08-12', 'SEDU'),
    sabatina: rvoe('EJEMPLO-0162', '2014-01-13', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0163', '2019-04-22', 'SEP'),
  },
  Pedagogia: {
    sabatina: rvoe('EJEMPLO-0201', '2010-06-07', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0202', '2018-09-03', 'SEP'),
    nocturna: rvoe('EJEMPLO-0203', '2012-06-04', 'SEDU'),
  },
  'Educacion en Competencias': {
    sabatina: rvoe('EJEMPLO-0211', '2014-06-02', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0212', '2018-09-03', 'SEP'),
  },
  'Juicios Orales': {
    sabatina: rvoe('EJEMPLO-0221', '2016-06-06', 'SEDU'),
    'en-linea': rvoe('EJEMPLO-0222', '2019-09-02', 'SEP'),
    nocturna: rvoe('EJEMPLO-0223', '2016-06-06', 'SEDU'),
  },
  'Doctorado Gestion Educativa': {
    'en-linea': rvoe('EJEMPLO-0301', '2017-09-04', 'SEP'),
    nocturna: rvoe('EJEMPLO-0302', '2017-09-04', 'SEDU'),
  },
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
export function authorityLabel(key: RvoeAuthorityKey): string {
  const authority = RVOE_AUTHORITIES[key]
  return `${authority.name} (${authority.abbreviation})`
}

/** One line for tight places: 'RVOE EJEMPLO-0121 del 14 de agosto de 2006 (SEDU)'. */
export function rvoeSummary(grant: RvoeGrant): string {
  return `RVOE ${grant.number} del ${formatRvoeDate(grant.date)} (${RVOE_AUTHORITIES[grant.authority].abbreviation})`
}

/** The agreement covering a carrera in a modality at a campus; `undefined` while it is en trámite. */
export function rvoeAt(
  plan: { carrera: Carrera; modality: ModalityKey; campus: Campus },
  table: RvoeTable = RVOE_TABLE,
): RvoeGrant | undefined {
  const recorded = table[plan.carrera]?.[plan.modality]
  if (recorded === undefined) return undefined
  return 'byCampus' in recorded ? recorded.byCampus[plan.campus] : recorded
}

/**
 * The modalities a carrera is taught in, in the spec's order: those the ficha offers it in and
 * those with an RVOE filled in (the cost table prices bachillerato sabatina, which the ficha lacks).
 */
export function planModalities(carrera: Carrera, table: RvoeTable = RVOE_TABLE): ModalityKey[] {
  return MODALITY_KEYS.filter(
    (modality) =>
      table[carrera]?.[modality] !== undefined ||
      FICHA_PLANS.some((plan) => plan.carrera === carrera && plan.modality === modality),
  )
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
export function rvoeEntries(carrera: Carrera, modality: ModalityKey, table: RvoeTable = RVOE_TABLE): RvoeEntry[] {
  const recorded = table[carrera]?.[modality]
  if (recorded === undefined) return [{ modality }]
  if (!('byCampus' in recorded)) return [{ modality, grant: recorded }]
  const offered = (campus: Campus) =>
    FICHA_PLANS.some((plan) => plan.carrera === carrera && plan.modality === modality && plan.campus === campus)
  return CAMPUSES.filter((campus) => offered(campus) || recorded.byCampus[campus] !== undefined).map((campus) => ({
    modality,
    campus,
    grant: recorded.byCampus[campus],
  }))
}

/** A carrera's RVOE in every modality it is taught in. */
export function carreraRvoe(carrera: Carrera, table: RvoeTable = RVOE_TABLE): RvoeEntry[] {
  return planModalities(carrera, table).flatMap((modality) => rvoeEntries(carrera, modality, table))
}
