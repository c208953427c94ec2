import type { MetaArgs } from 'react-router'
import { useMatches } from 'react-router'
import { ProgramPage } from '#app/features/program-browser/program-page.tsx'
import { programRoutes } from '#app/features/program-browser/program-routes.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { programs } from '#content/programs/programs.ts'
import { carreraTable } from '#contracts/rvoe.ts'
import type { Route } from './+types/program.ts'

/** The eleven programme pages (spec §2.1, §2.13): one module, registered once per programme (see app/lib/routes-from-data.ts). */
export const meta = ({ matches }: MetaArgs) => pageMeta(programRoutes.current(matches).page)

/**
 * The published cost table, for the fees in the page's structured data, and the published RVOE
 * of the programme's carrera (docs/decisions/055, 017): the page carries only its own plans.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const [costTable, rvoe] = await Promise.all([content.record('tabla-de-costos'), content.record('rvoe')])
  const { pathname } = new URL(request.url)
  const program = programs.find((candidate) => candidate.page.path === pathname)
  return { costTable, rvoe: program ? carreraTable(rvoe, program.carrera) : rvoe }
}

export default function ProgramRoute({ loaderData: { costTable, rvoe } }: Route.ComponentProps) {
  const program = programRoutes.current(useMatches())
  // Keyed by programme: moving from one programme page to another starts the new page with its
  // defaults (perfil de ingreso, first period) instead of keeping the previous page's choices.
  return <ProgramPage key={program.slug} program={program} costTable={costTable} rvoe={rvoe} />
}
