import { PageHeader } from '#app/components/ui/page-header.tsx'
import { TrackingFlow } from '#app/features/tracking/tracking-flow.tsx'
import { pageMeta } from '#app/lib/page-meta.ts'
import { trackingContent, trackingPage } from '#content/tracking.ts'
import styles from './seguimiento.module.css'

export const meta = () => pageMeta(trackingPage)

/** Issue 15: an applicant follows a ficha or a document request with its folio, their e-mail and a code. */
export default function Seguimiento() {
  return (
    <>
      <PageHeader heading={trackingContent.heading}>
        <p>{trackingContent.intro}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <TrackingFlow text={trackingContent} />
      </div>
    </>
  )
}
