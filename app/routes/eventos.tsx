import { contentSourceOf, instituteTodayOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { PublicationList } from '#app/features/publications/publication-list.tsx'
import { eventCards } from '#app/features/publications/published-items.ts'
import { publishedCampuses } from '#app/features/publications/published-campuses.ts'
import { eventsPage, publicationsText } from '#content/publications.ts'
import type { Route } from './+types/eventos.ts'

export const meta = () => pageMeta(eventsPage)

/** The published events: those to come, soonest first, then those that ended (issue 37). */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const events = await content.record('eventos')
  return eventCards(events, await publishedCampuses(content, events), instituteTodayOf(context))
}

export default function Eventos({ loaderData: { upcoming, past } }: Route.ComponentProps) {
  const text = publicationsText.events
  return (
    <PublicationList
      heading={text.heading}
      lead={text.lead}
      empty={text.empty}
      groups={[
        { heading: text.upcoming, cards: upcoming },
        { heading: text.past, cards: past },
      ]}
    />
  )
}
