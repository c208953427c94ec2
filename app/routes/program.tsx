import type { MetaArgs } from 'react-router'
import { useMatches } from 'react-router'
import { ProgramPage } from '#app/features/program-browser/program-page.tsx'
import { programForRouteId } from '#app/features/program-browser/program-route-id.ts'
import { pageMeta } from '#app/lib/page-meta.ts'

/*
 * One route module for the eleven programme pages (spec §2.1, §2.13). app/routes.ts registers it
 * once per programme of content/programs/programs.ts, each under its own route id and static
 * path, rather than as param routes: the paths have four different shapes (bachillerato,
 * licenciatura/*, posgrado/maestria/*, posgrado/doctorado/*), each one is prerendered, and an
 * unknown slug never reaches this module but falls through to the not-found route. The route id
 * of the leaf match (this route) says which programme to show.
 */

function currentProgram(matches: readonly { id: string }[]) {
  const program = programForRouteId(matches.at(-1)?.id)
  if (!program) throw new Error(`Ningún programa tiene la ruta ${matches.at(-1)?.id ?? '(ninguna)'}`)
  return program
}

export const meta = ({ matches }: MetaArgs) => pageMeta(currentProgram(matches).page)

export default function ProgramRoute() {
  const program = currentProgram(useMatches())
  // Keyed by programme: moving from one programme page to another starts the new page with its
  // defaults (perfil de ingreso, first period) instead of keeping the previous page's choices.
  return <ProgramPage key={program.slug} program={program} />
}
