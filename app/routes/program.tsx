import { CostEstimate } from '#app/features/cost-estimate/cost-estimate.tsx'
import { costTablePublishedDay } from '#app/features/cost-estimate/prices-day.ts'
import { ProgramPage } from '#app/features/program-browser/program-page.tsx'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { modalityCards } from '#content/modalities.ts'
import { programEntries } from '#content/programs/catalog.ts'
import { defineProgram } from '#content/programs/define-program.ts'
import { carreraTable } from '#contracts/rvoe.ts'
import { modalitiesOfCarrera } from '#contracts/study-plans.ts'
import type { Route } from './+types/program.ts'

/** The catalogue entry of the page asked for: the last segment of its path is the `programa` record's key (its slug). */
function entryOf(request: Request) {
  const slug = new URL(request.url).pathname.split('/').at(-1)
  const entry = programEntries.find((candidate) => candidate.slug === slug)
  if (!entry) throw new Error(`Ningún programa tiene la página ${request.url}`)
  return entry
}

/**
 * The programme's published record (issue 37) at its catalogue entry's path, the published modality
 * cards, the published cost table, for the fees in the page's structured data and its estimate, with
 * the day it was published, and the published RVOE of the programme's carrera (docs/decisions/055,
 * 017): the page carries only its own plans.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const entry = entryOf(request)
  const content = contentSourceOf(context)
  const [facts, modalities, costTable, pricesDate, rvoe] = await Promise.all([
    content.record('programa', entry.slug),
    content.record('modalidades'),
    content.record('tabla-de-costos'),
    costTablePublishedDay(content),
    content.record('rvoe'),
  ])
  return { program: defineProgram(entry, facts), modalities: modalityCards(modalities), costTable, pricesDate, rvoe: carreraTable(rvoe, entry.carrera) }
}

/** The eleven programme pages (spec §2.1, §2.13): one module, registered once per programme (see app/lib/routes-from-data.ts). */
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.program.page)

export default function ProgramRoute({ loaderData: { program, modalities, costTable, pricesDate, rvoe } }: Route.ComponentProps) {
  // Keyed by programme: moving from one programme page to another starts the new page with its
  // defaults (perfil de ingreso, first period) instead of keeping the previous page's choices.
  const costEstimate = (
    <CostEstimate
      level={program.level}
      modalities={modalitiesOfCarrera(program.carrera)}
      modalityLabels={Object.fromEntries(modalities.map((modality) => [modality.key, modality.titulo]))}
      periodUnit={program.periodUnit}
      periodCount={program.periods.length}
      costTable={costTable}
      pricesDate={pricesDate}
    />
  )
  return <ProgramPage key={program.slug} program={program} modalities={modalities} costTable={costTable} rvoe={rvoe} costEstimate={costEstimate} />
}
