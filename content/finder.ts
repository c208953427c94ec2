import { COST_FIELD_LABELS } from '#contracts/content/content-labels.ts'
import { paths } from '#contracts/site-paths.ts'
import { brand } from './identity.ts'
import { costWords } from './cost-words.ts'
import { programPageText } from './programs/program-page-text.ts'
import type { PageMetaContent } from './types.ts'

/*
 * Issue 39: the programme finder (/inicio/oferta) and the side-by-side comparison
 * (/inicio/oferta/comparar): their metas and every word around the published facts they show.
 */

/** The most programmes the comparison puts side by side: three columns still fit a laptop's screen. */
export const COMPARE_MAX_PROGRAMS = 3

export const finderPage = {
  title: 'Oferta educativa',
  description: `Encuentra tu programa en ${brand.acronym}: filtra por nivel, modalidad, campus, duración y mensualidad, y compara hasta ${COMPARE_MAX_PROGRAMS} lado a lado.`,
  path: paths.oferta,
} satisfies PageMetaContent

export const comparePage = {
  title: 'Compara programas',
  description: `Pon hasta ${COMPARE_MAX_PROGRAMS} programas lado a lado: modalidades, campus, duración, materias, costos, validez oficial y perfiles de ingreso y egreso.`,
  path: paths.comparar,
} satisfies PageMetaContent

/** '3 años', '16 meses': a duration in months as a family reads it. */
export function monthsLabel(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 año' : `${months / 12} años`
  return months === 1 ? '1 mes' : `${months} meses`
}

/** '$1,500', or 'De $1,100 a $1,500' when the fees of the modalities or entry types differ. */
const feeRangeLabel = (from: string, to: string) => (from === to ? from : `De ${from} a ${to}`)

/** Words both pages share. */
const shared = {
  levelLabels: programPageText.levelLabels,
  /** '9 cuatrimestres'. */
  periods: programPageText.duration,
  monthsLabel,
  /** The online offer, which the ficha lists as a campus. */
  online: 'En línea, desde cualquier lugar',
  feeRange: feeRangeLabel,
  noFee: 'Consulta el costo en admisiones',
  compare: {
    label: 'Comparar',
    /** Why the other «Comparar» boxes are disabled once the comparison is full. */
    full: `Ya elegiste ${COMPARE_MAX_PROGRAMS} programas para comparar: quita uno para elegir otro.`,
  },
} as const

export const finderText = {
  ...shared,
  heading: finderPage.title,
  lead: 'Filtra por nivel, modalidad, campus, duración y mensualidad. La dirección de esta página guarda tus filtros: compártela y se abrirá con el mismo resultado.',
  /** Accessible name of the filters' form. */
  filters: 'Filtros',
  level: { legend: 'Nivel', all: 'Todos' },
  modality: { legend: 'Modalidad', all: 'Todas' },
  campus: { label: 'Campus', all: 'Todos los campus', hint: 'Para estudiar a distancia, elige la modalidad «En línea».' },
  duration: { label: 'Duración', all: 'Cualquier duración', upTo: (label: string) => `Hasta ${label}` },
  fee: { legend: 'Mensualidad', from: 'Desde', to: 'Hasta', any: 'Cualquiera', hint: 'En pesos mexicanos (MXN), en la modalidad y el campus elegidos.' },
  clear: 'Quitar filtros',
  /** Announced as the results change. */
  count: (found: number) => (found === 1 ? '1 programa encontrado' : `${found} programas encontrados`),
  empty: 'Ningún programa coincide con estos filtros. Quita alguno para ver más programas.',
  resultsLabel: 'Programas',
  fields: {
    level: 'Nivel',
    modalities: 'Modalidades',
    campuses: 'Campus',
    duration: 'Duración',
    monthly: 'Mensualidad',
    rvoe: 'Validez oficial',
  },
  rvoeStatus: { granted: 'con RVOE', partial: 'RVOE en algunos campus', pending: 'en trámite' },
  /** «Comparar (2)»: the link to the comparison of the programmes chosen. */
  compareLink: (chosen: number) => `Comparar (${chosen})`,
  compareHint: `Marca «Comparar» en hasta ${COMPARE_MAX_PROGRAMS} programas para verlos lado a lado.`,
} as const

export const compareText = {
  ...shared,
  heading: comparePage.title,
  lead: `Elige hasta ${COMPARE_MAX_PROGRAMS} programas y míralos lado a lado. La dirección de esta página guarda tu elección: compártela o imprímela.`,
  chooser: { legend: 'Programas a comparar', hint: `Marca hasta ${COMPARE_MAX_PROGRAMS}.` },
  invitation: 'Elige al menos un programa de la lista para ver la comparación.',
  tableCaption: 'Comparación de programas',
  /** The table scrolls sideways on a phone; the region's name says so. */
  scrollLabel: 'Comparación de programas; desliza para ver todas las columnas',
  rowHeader: 'Dato',
  /** Followed, for screen readers, by the programme's name. */
  remove: 'Quitar',
  print: 'Imprimir comparación',
  backToFinder: 'Ver toda la oferta educativa',
  rows: {
    level: 'Nivel',
    modalities: 'Modalidades',
    campuses: 'Campus',
    duration: 'Duración',
    periods: 'Periodos',
    subjects: 'Materias',
    ficha: COST_FIELD_LABELS.ficha,
    inscripcion: COST_FIELD_LABELS.inscripcion,
    mensualidad: COST_FIELD_LABELS.mensualidad,
    rvoe: 'Validez oficial (RVOE)',
    ingreso: programPageText.profile.buttons.ingreso,
    egreso: programPageText.profile.buttons.egreso,
  },
  subjects: (count: number) => (count === 1 ? '1 materia' : `${count} materias`),
  entryTypes: costWords.entryTypeHeadings,
  noCost: costWords.noCost,
  currencyNote: costWords.currencyNote,
  knowledge: programPageText.profile.knowledgeHeading,
  skills: programPageText.profile.skillsHeading,
  estimate: { heading: 'Costo total estimado', programLabel: 'Programa' },
} as const
