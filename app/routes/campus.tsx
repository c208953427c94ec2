import { CampusPage } from '#app/features/campus/campus-page.tsx'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { defineCampus } from '#content/campuses.ts'
import type { Route } from './+types/campus.ts'

/** The campus this page is for: the last segment of its path is the campus record's key (its slug). */
const slugOf = (request: Request) => new URL(request.url).pathname.split('/').at(-1) ?? ''

/** The published campus record, with its photo, maps and meta derived from it (issue 37). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { campus: defineCampus(await contentSourceOf(context).record('campus', slugOf(request))) }
}

/** The eight campus pages (spec §2.1, §2.7): one module, registered once per campus (see app/lib/routes-from-data.ts). */
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.campus.page)

export default function CampusRoute({ loaderData: { campus } }: Route.ComponentProps) {
  // Keyed by campus: moving between campus pages starts the new page afresh (video, pause choice).
  return <CampusPage key={campus.slug} campus={campus} />
}
