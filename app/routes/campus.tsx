import type { MetaArgs } from 'react-router'
import { useMatches } from 'react-router'
import { CampusPage } from '#app/features/campus/campus-page.tsx'
import { campusForRouteId } from '#app/features/campus/campus-route-id.ts'
import { pageMeta } from '#app/lib/page-meta.ts'

/*
 * One route module for the eight campus pages (spec §2.1, §2.7). app/routes.ts registers it once
 * per campus of content/campuses.ts, each under its own route id and static path (as the programme
 * pages do), so each one is prerendered and an unknown campus falls through to the not-found route.
 * The route id of the leaf match (this route) says which campus to show.
 */

function currentCampus(matches: readonly { id: string }[]) {
  const campus = campusForRouteId(matches.at(-1)?.id)
  if (!campus) throw new Error(`Ningún campus tiene la ruta ${matches.at(-1)?.id ?? '(ninguna)'}`)
  return campus
}

export const meta = ({ matches }: MetaArgs) => pageMeta(currentCampus(matches).page)

export default function CampusRoute() {
  const campus = currentCampus(useMatches())
  // Keyed by campus: moving between campus pages starts the new page afresh (video, pause choice).
  return <CampusPage key={campus.slug} campus={campus} />
}
