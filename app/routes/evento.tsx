import { data } from 'react-router'
import { contentSourceOf, instituteTodayOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { PublicationPage } from '#app/features/publications/publication-page.tsx'
import { publishedCampuses } from '#app/features/publications/published-campuses.ts'
import { eventDetail } from '#app/features/publications/published-items.ts'
import { EventSignUp } from '#app/features/event-sign-up/event-sign-up-form.tsx'
import { hasEnded } from '#contracts/content/events.ts'
import { eventSignUpContent } from '#content/event-sign-up.ts'
import { paths } from '#contracts/site-paths.ts'
import { notFoundPage } from '#content/pages.ts'
import { publicationsText } from '#content/publications.ts'
import type { Route } from './+types/evento.ts'

/** The published event at this slug, readable after it ends; a slug no event has is the not-found page (404). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const event = (await content.record('eventos')).find((candidate) => candidate.slug === params.slug)
  if (event === undefined) throw data(null, { status: 404 })
  const today = instituteTodayOf(context)
  // Kept per content revision, not per minute: the form asks the server whether sign-up is still open (issue 38).
  const signUpSlug = event.registro !== undefined && !hasEnded(event, today) ? event.slug : null
  return { ...eventDetail(event, await publishedCampuses(content, [event]), today), signUpSlug }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta ?? notFoundPage)

/** One event (issue 37): an ended one says so above its text; one that takes sign-ups has its form under it (issue 38). */
export default function Evento({ loaderData }: Route.ComponentProps) {
  const text = publicationsText.events
  return (
    <>
      <PublicationPage detail={loaderData} endedNote={text.ended} back={{ href: paths.eventos, label: text.back }} />
      {loaderData.signUpSlug ? <EventSignUp slug={loaderData.signUpSlug} text={eventSignUpContent} /> : null}
    </>
  )
}
