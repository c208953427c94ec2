import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { PublicationList } from '#app/features/publications/publication-list.tsx'
import { newsCards } from '#app/features/publications/published-items.ts'
import { newsPage, publicationsText } from '#content/publications.ts'
import type { Route } from './+types/noticias.ts'

export const meta = () => pageMeta(newsPage)

/** The published news, in the order staff gave them (issue 37). */
export async function loader({ context }: Route.LoaderArgs) {
  return { cards: newsCards(await contentSourceOf(context).record('noticias')) }
}

export default function Noticias({ loaderData: { cards } }: Route.ComponentProps) {
  const text = publicationsText.news
  return <PublicationList heading={text.heading} lead={text.lead} empty={text.empty} groups={[{ heading: text.listLabel, cards }]} />
}
