import type { MetaArgs } from 'react-router'
import { useMatches } from 'react-router'
import { ProgramPage } from '#app/features/program-browser/program-page.tsx'
import { programRoutes } from '#app/features/program-browser/program-routes.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import type { Route } from './+types/program.ts'

/** The eleven programme pages (spec §2.1, §2.13): one module, registered once per programme (see app/lib/routes-from-data.ts). */
export const meta = ({ matches }: MetaArgs) => pageMeta(programRoutes.current(matches).page)

/** The published cost table, for the fees in the page's structured data (docs/decisions/055). */
export async function loader({ context }: Route.LoaderArgs) {
  return { costTable: await contentSourceOf(context).record('tabla-de-costos') }
}

export default function ProgramRoute({ loaderData: { costTable } }: Route.ComponentProps) {
  const program = programRoutes.current(useMatches())
  // Keyed by programme: moving from one programme page to another starts the new page with its
  // defaults (perfil de ingreso, first period) instead of keeping the previous page's choices.
  return <ProgramPage key={program.slug} program={program} costTable={costTable} />
}
