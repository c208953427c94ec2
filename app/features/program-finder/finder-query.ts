import { COMPARE_MAX_PROGRAMS } from '#content/finder.ts'
import { CAMPUSES, type Campus } from '#contracts/admission-options.ts'
import { isProgramSlug, paths, type ProgramSlug } from '#contracts/site-paths.ts'
import { EDUCATION_LEVELS, MODALITY_KEYS, type EducationLevel, type ModalityKey } from '#contracts/study-plans.ts'
import { ONLINE_CAMPUS } from './offer-words.ts'
import type { FeeRange, ProgramSummary } from './program-summaries.ts'

/*
 * Issue 39: the finder's filters and the programmes chosen to compare, as the page's query string
 * (a shared link opens the same result), and which programmes the filters keep. Pure: the pages
 * read the query with React Router and write it back through these.
 */

/** The query's parameter names; what the person sees in a shared link. */
export const FINDER_PARAMS = {
  level: 'nivel',
  modality: 'modalidad',
  campus: 'campus',
  maxMonths: 'duracion',
  feeFrom: 'desde',
  feeTo: 'hasta',
  compared: 'programas',
} as const

export interface FinderFilters {
  readonly level?: EducationLevel
  readonly modality?: ModalityKey
  readonly campus?: Campus
  /** Programmes that take at most this many months. */
  readonly maxMonths?: number
  /** A monthly fee of at least this many pesos… */
  readonly feeFrom?: number
  /** …and at most this many, in the same modality. */
  readonly feeTo?: number
}

export type FilterKey = keyof FinderFilters

/** The values each filter offers: only those some programme has, in the catalogue's order or ascending. */
export interface FilterOptions {
  readonly levels: readonly EducationLevel[]
  readonly modalities: readonly ModalityKey[]
  /** Places only: the online offer is the modality «En línea». */
  readonly campuses: readonly Campus[]
  readonly durations: readonly number[]
  readonly fees: readonly number[]
}

const ascending = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b)

export function filterOptions(summaries: readonly ProgramSummary[]): FilterOptions {
  const offers = summaries.flatMap((summary) => summary.offers)
  const offeredCampuses = new Set(offers.flatMap((offer) => offer.campuses))
  return {
    levels: EDUCATION_LEVELS.filter((level) => summaries.some((summary) => summary.level === level)),
    modalities: MODALITY_KEYS.filter((modality) => offers.some((offer) => offer.modality === modality)),
    campuses: CAMPUSES.filter((campus) => campus !== ONLINE_CAMPUS && offeredCampuses.has(campus)),
    durations: ascending(summaries.map((summary) => summary.months)),
    fees: ascending(offers.flatMap((offer) => (offer.monthly ? [offer.monthly.from, offer.monthly.to] : []))),
  }
}

function oneOf<Value extends string | number>(allowed: readonly Value[], raw: string | null, parse: (raw: string) => Value | string | number) {
  if (raw === null) return undefined
  const value = parse(raw)
  return (allowed as readonly (string | number)[]).includes(value) ? (value as Value) : undefined
}

const asIs = (raw: string) => raw
const asNumber = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw))

/** The filters a query names; a value the options do not have (an old link, a typo) is left out rather than failing. */
export function parseFilters(params: URLSearchParams, options: FilterOptions): FinderFilters {
  const entries = {
    level: oneOf(options.levels, params.get(FINDER_PARAMS.level), asIs),
    modality: oneOf(options.modalities, params.get(FINDER_PARAMS.modality), asIs),
    campus: oneOf(options.campuses, params.get(FINDER_PARAMS.campus), asIs),
    maxMonths: oneOf(options.durations, params.get(FINDER_PARAMS.maxMonths), asNumber),
    feeFrom: oneOf(options.fees, params.get(FINDER_PARAMS.feeFrom), asNumber),
    feeTo: oneOf(options.fees, params.get(FINDER_PARAMS.feeTo), asNumber),
  }
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as FinderFilters
}

/** The programmes chosen to compare, as a query names them: known slugs, each once, at most {@link COMPARE_MAX_PROGRAMS}. */
export function parseCompared(params: URLSearchParams): ProgramSlug[] {
  const named = (params.get(FINDER_PARAMS.compared) ?? '').split(',').map((slug) => slug.trim())
  return [...new Set(named.filter(isProgramSlug))].slice(0, COMPARE_MAX_PROGRAMS)
}

/**
 * The query string of filters and a choice to compare, '' when empty. Written out rather than with
 * URLSearchParams, which would write the slugs' commas as '%2C' in a link people share.
 */
export function finderSearch(filters: FinderFilters, compared: readonly ProgramSlug[] = []): string {
  const pairs: [string, string][] = [
    ...(Object.keys(FINDER_PARAMS) as (keyof typeof FINDER_PARAMS)[]).flatMap((key): [string, string][] => {
      if (key === 'compared') return []
      const value = filters[key]
      return value === undefined ? [] : [[FINDER_PARAMS[key], encodeURIComponent(String(value))]]
    }),
    // Slugs are lower-case letters and hyphens (contracts/site-paths.ts): nothing to encode.
    ...(compared.length > 0 ? [[FINDER_PARAMS.compared, compared.join(',')] as [string, string]] : []),
  ]
  return pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`
}

/** The comparison of some programmes, e.g. '/inicio/oferta/comparar?programas=derecho,administracion'. */
export function comparePath(compared: readonly ProgramSlug[]): string {
  return `${paths.comparar}${finderSearch({}, compared)}`
}

/** The choice with a programme added (while there is room) or taken out. */
export function toggleCompared(compared: readonly ProgramSlug[], slug: ProgramSlug, chosen: boolean): ProgramSlug[] {
  if (!chosen) return compared.filter((candidate) => candidate !== slug)
  if (compared.includes(slug) || compared.length >= COMPARE_MAX_PROGRAMS) return [...compared]
  return [...compared, slug]
}

const overlaps = (range: FeeRange | undefined, from: number | undefined, to: number | undefined) =>
  (from === undefined && to === undefined) ||
  (range !== undefined && (from === undefined || range.to >= from) && (to === undefined || range.from <= to))

/**
 * Whether a programme passes the filters. Modality, campus and fee apply together to one offer: a
 * programme taught sabatina somewhere and at Saltillo only escolarizada is not «sabatina at Saltillo».
 */
export function matchesFilters(summary: ProgramSummary, filters: FinderFilters): boolean {
  const { level, modality, campus, maxMonths, feeFrom, feeTo } = filters
  if (level !== undefined && summary.level !== level) return false
  if (maxMonths !== undefined && summary.months > maxMonths) return false
  if (modality === undefined && campus === undefined && feeFrom === undefined && feeTo === undefined) return true
  return summary.offers.some(
    (offer) =>
      (modality === undefined || offer.modality === modality) &&
      (campus === undefined || offer.campuses.includes(campus)) &&
      overlaps(offer.monthly, feeFrom, feeTo),
  )
}

/** True when no filter is set. */
export const noFilters = (filters: FinderFilters): boolean => Object.keys(filters).length === 0
