import { PageHeader } from '#app/components/ui/page-header.tsx'
import { EventCancelFlow } from '#app/features/event-sign-up/event-cancel-flow.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { eventCancelContent, eventCancelPage } from '#content/event-sign-up.ts'

export const meta = () => pageMeta(eventCancelPage)

/** Issue 38: the e-mail's cancellation link opens this page; the folio and key are read in the browser. */
export default function EventoCancelar() {
  return (
    <>
      <PageHeader heading={eventCancelContent.heading}>
        <p>{eventCancelContent.intro}</p>
      </PageHeader>
      <div className="container">
        <EventCancelFlow text={eventCancelContent} />
      </div>
    </>
  )
}
