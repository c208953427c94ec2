import { PageHeader } from '#app/components/ui/page-header.tsx'
import { ProgramFinder } from '#app/features/program-finder/program-finder.tsx'
import { programSummaries, readPublishedOffer } from '#app/features/program-finder/program-summaries.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { finderPage, finderText } from '#content/finder.ts'
import styles from './oferta.module.css'
import type { Route } from './+types/oferta.ts'

export const meta = () => pageMeta(finderPage)

/** Issue 39: every programme's summary from the published records (docs/decisions/055); the page filters them without a request. */
export async function loader({ context }: Route.LoaderArgs) {
  const published = await readPublishedOffer(contentSourceOf(context))
  return { summaries: programSummaries(published), modalityLabels: published.modalityLabels }
}

export default function Oferta({ loaderData: { summaries, modalityLabels } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={finderText.heading}>
        <p>{finderText.lead}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <ProgramFinder summaries={summaries} modalityLabels={modalityLabels} text={finderText} />
      </div>
    </>
  )
}
