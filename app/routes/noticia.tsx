import { data } from 'react-router'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { PublicationPage } from '#app/features/publications/publication-page.tsx'
import { newsDetail } from '#app/features/publications/published-items.ts'
import { paths } from '#contracts/site-paths.ts'
import { notFoundPage } from '#content/pages.ts'
import { publicationsText } from '#content/publications.ts'
import type { Route } from './+types/noticia.ts'

/** The published post at this slug; a slug no post has is the not-found page (404). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const post = (await contentSourceOf(context).record('noticias')).find((candidate) => candidate.slug === params.slug)
  if (post === undefined) throw data(null, { status: 404 })
  return newsDetail(post)
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta ?? notFoundPage)

/** One news post (issue 37). */
export default function Noticia({ loaderData }: Route.ComponentProps) {
  return <PublicationPage detail={loaderData} back={{ href: paths.noticias, label: publicationsText.news.back }} />
}
