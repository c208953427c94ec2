import { formatFee } from '#app/lib/money.ts'
import { costRowFor, monthlyFeeRange, programMonths } from '#app/lib/programme-costs.ts'
import { programEntries } from '#content/programs/catalog.ts'
import type { ProgramEntry, ProgramFacts } from '#content/programs/types.ts'
import type { AdmissionChoices, Campus } from '#contracts/admission-options.ts'
import { CAMPUSES, NIVELES_ESTUDIO, isAdmissionChoice } from '#contracts/admission-options.ts'
import type { CostTable, EntryType, Fee } from '#contracts/content/cost-table.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import type { PeriodUnit } from '#contracts/content/program.ts'
import { RVOE_TEXT, rvoeEntries, rvoeSummary, type RvoeTable } from '#contracts/rvoe.ts'
import type { ProgramSlug } from '#contracts/site-paths.ts'
import { MODALITY_KEYS, NIVEL_ESTUDIO_PLANS, type EducationLevel, type ModalityKey } from '#contracts/study-plans.ts'

/*
 * Issue 39: what the programme finder and the comparison show of each programme, from the
 * published records only (docs/decisions/055): the catalogue names it, its `programa` record gives
 * periods, subjects and profiles, 'opciones-ficha' where it is taught in which modality, the cost
 * table its fees, 'rvoe' its validity. Loaders call these and send only the result, never the
 * records, so the page's HTML carries counts rather than subject lists.
 */

/** Whole pesos, the lowest and highest of some fees ('sin costo' counts 0). */
export interface FeeRange {
  readonly from: number
  readonly to: number
}

/** Whether a modality of a programme has its RVOE: everywhere, at some campuses only (agreements per campus), or nowhere yet. */
export type RvoeStatus = 'granted' | 'partial' | 'pending'

/** A modality a programme is offered in (the published ficha options), with its campuses and monthly fees. */
export interface ModalityOffer {
  readonly modality: ModalityKey
  /** In the catalogue's order; the online offer is the campus 'Internet'. */
  readonly campuses: readonly Campus[]
  readonly monthly?: FeeRange
  readonly rvoe: RvoeStatus
}

/** What the finder shows of a programme. */
export interface ProgramSummary {
  readonly slug: ProgramSlug
  readonly name: string
  readonly shortName: string
  readonly path: string
  readonly level: EducationLevel
  readonly periodUnit: PeriodUnit
  readonly periodCount: number
  readonly months: number
  /** Over every modality it is offered in. */
  readonly monthly?: FeeRange
  /** In the spec's order of modalities; none when the published options offer it nowhere. */
  readonly offers: readonly ModalityOffer[]
}

/** One fee as shown: the same for both entry types, or one per entry type (licenciatura). */
export type ShownFee = { readonly kind: 'same'; readonly text: string } | { readonly kind: 'by-entry'; readonly egresado: string; readonly nuevoIngreso: string }

/** The costs of one modality as the comparison shows them. */
export interface ModalityCosts {
  readonly modality: ModalityKey
  readonly ficha: ShownFee
  readonly inscripcion: ShownFee
  readonly mensualidad: ShownFee
}

/** One RVOE line of a modality: 'RVOE … del … (SEDU)' or 'En trámite', with the campus when agreements are per campus. */
export interface RvoeLineText {
  readonly campus?: Campus
  readonly text: string
}

export interface ProfileSummary {
  readonly summary: string
  readonly knowledge: readonly string[]
  readonly skills: readonly string[]
}

/** What the comparison shows of a programme: its summary, then the facts of its page. */
export interface ProgramComparison extends ProgramSummary {
  readonly subjectCount: number
  readonly costs: readonly ModalityCosts[]
  readonly rvoe: readonly { readonly modality: ModalityKey; readonly lines: readonly RvoeLineText[] }[]
  readonly profiles: { readonly ingreso: ProfileSummary; readonly egreso: ProfileSummary }
}

/** How the pages name each modality: as the published modality cards do (the programme pages too). */
export type ModalityLabels = Readonly<Record<ModalityKey, string>>

/** The published records both pages read. */
export interface PublishedOffer {
  readonly entries: readonly ProgramEntry[]
  readonly modalityLabels: ModalityLabels
  readonly records: Readonly<Partial<Record<ProgramSlug, ProgramFacts>>>
  readonly choices: AdmissionChoices
  readonly costTable: CostTable
  readonly rvoe: RvoeTable
}

/** The published records of every programme of the catalogue, the ficha's options, the cost table, the RVOE and the modality cards' titles. */
export async function readPublishedOffer(content: ContentSource, entries: readonly ProgramEntry[] = programEntries): Promise<PublishedOffer> {
  const [choices, costTable, rvoe, modalities, facts] = await Promise.all([
    content.record('opciones-ficha'),
    content.record('tabla-de-costos'),
    content.record('rvoe'),
    content.record('modalidades'),
    Promise.all(entries.map((entry) => content.record('programa', entry.slug))),
  ])
  return {
    entries,
    modalityLabels: Object.fromEntries(MODALITY_KEYS.map((key) => [key, modalities[key].titulo])) as Record<ModalityKey, string>,
    records: Object.fromEntries(entries.map((entry, index) => [entry.slug, facts[index]])),
    choices,
    costTable,
    rvoe,
  }
}

/** The campuses offering a carrera in a modality under the published ficha options, in the catalogue's order. */
function campusesOffering(choices: AdmissionChoices, carrera: string, level: EducationLevel, modality: ModalityKey): Campus[] {
  const niveles = NIVELES_ESTUDIO.filter((nivel) => NIVEL_ESTUDIO_PLANS[nivel].level === level && NIVEL_ESTUDIO_PLANS[nivel].modality === modality)
  return CAMPUSES.filter((campus) => niveles.some((nivel) => isAdmissionChoice(choices, nivel, campus, carrera)))
}

function rvoeStatus(table: RvoeTable, entry: ProgramEntry, modality: ModalityKey): RvoeStatus {
  const granted = rvoeEntries(table, entry.carrera, modality).map((line) => line.grant !== undefined)
  if (granted.every(Boolean)) return 'granted'
  return granted.some(Boolean) ? 'partial' : 'pending'
}

function recordOf(published: PublishedOffer, entry: ProgramEntry): ProgramFacts {
  const facts = published.records[entry.slug]
  if (facts === undefined) throw new Error(`Falta el registro publicado del programa «${entry.slug}»`)
  return facts
}

function summaryOf(published: PublishedOffer, entry: ProgramEntry): ProgramSummary {
  const facts = recordOf(published, entry)
  const offers = MODALITY_KEYS.flatMap((modality): ModalityOffer[] => {
    const campuses = campusesOffering(published.choices, entry.carrera, entry.level, modality)
    if (campuses.length === 0) return []
    const monthly = monthlyFeeRange(published.costTable, entry.level, [modality])
    return [{ modality, campuses, ...(monthly ? { monthly } : {}), rvoe: rvoeStatus(published.rvoe, entry, modality) }]
  })
  const monthly = monthlyFeeRange(
    published.costTable,
    entry.level,
    offers.map((offer) => offer.modality),
  )
  return {
    slug: entry.slug,
    name: entry.name,
    shortName: entry.shortName,
    path: entry.path,
    level: entry.level,
    periodUnit: facts.periodUnit,
    periodCount: facts.periods.length,
    months: programMonths(facts),
    ...(monthly ? { monthly } : {}),
    offers,
  }
}

/** Every programme of the catalogue, in its order, as the finder lists it. */
export function programSummaries(published: PublishedOffer): ProgramSummary[] {
  return published.entries.map((entry) => summaryOf(published, entry))
}

function shownFee(fee: Fee | Readonly<Record<EntryType, Fee>>, noCost: string): ShownFee {
  if ('kind' in fee) return { kind: 'same', text: formatFee(fee, noCost) }
  const egresado = formatFee(fee.egresado, noCost)
  const nuevoIngreso = formatFee(fee.nuevoIngreso, noCost)
  return egresado === nuevoIngreso ? { kind: 'same', text: egresado } : { kind: 'by-entry', egresado, nuevoIngreso }
}

const profileSummary = ({ summary, knowledge, skills }: ProgramFacts['profiles']['ingreso']): ProfileSummary => ({ summary, knowledge, skills })

/**
 * Every programme as the comparison shows it: its summary, the number of its subjects, its costs
 * and RVOE in each modality it is offered in, and its entry and exit profiles without their photos.
 * `noCost` is how a fee of kind 'no-cost' reads.
 */
export function programComparisons(published: PublishedOffer, noCost: string): ProgramComparison[] {
  return published.entries.map((entry) => {
    const summary = summaryOf(published, entry)
    const facts = recordOf(published, entry)
    const modalities = summary.offers.map((offer) => offer.modality)
    return {
      ...summary,
      subjectCount: facts.periods.reduce((total, period) => total + period.materias.length, 0),
      costs: modalities.flatMap((modality): ModalityCosts[] => {
        const row = costRowFor(published.costTable, entry.level, modality)
        if (!row) return []
        const { ficha, inscripcion, mensualidad } = row.cost
        return [{ modality, ficha: shownFee(ficha, noCost), inscripcion: shownFee(inscripcion, noCost), mensualidad: shownFee(mensualidad, noCost) }]
      }),
      rvoe: modalities.map((modality) => ({
        modality,
        lines: rvoeEntries(published.rvoe, entry.carrera, modality).map(({ campus, grant }) => ({
          ...(campus ? { campus } : {}),
          text: grant ? rvoeSummary(grant, published.rvoe.authorities) : RVOE_TEXT.pendingValue,
        })),
      })),
      profiles: { ingreso: profileSummary(facts.profiles.ingreso), egreso: profileSummary(facts.profiles.egreso) },
    }
  })
}
