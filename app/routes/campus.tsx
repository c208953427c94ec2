import type { MetaArgs } from 'react-router'
import { useMatches } from 'react-router'
import { CampusPage } from '#app/features/campus/campus-page.tsx'
import { campusRoutes } from '#app/features/campus/campus-routes.ts'
import { pageMeta } from '#app/lib/page-meta.ts'

/** The eight campus pages (spec §2.1, §2.7): one module, registered once per campus (see app/lib/routes-from-data.ts). */
export const meta = ({ matches }: MetaArgs) => pageMeta(campusRoutes.current(matches).page)

export default function CampusRoute() {
  const campus = campusRoutes.current(useMatches())
  // Keyed by campus: moving between campus pages starts the new page afresh (video, pause choice).
  return <CampusPage key={campus.slug} campus={campus} />
}
