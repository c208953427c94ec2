import { PageHeader } from '#app/components/ui/page-header.tsx'
import { CostEstimate } from '#app/features/cost-estimate/cost-estimate.tsx'
import { costTablePublishedDay } from '#app/features/cost-estimate/prices-day.ts'
import { ProgramComparisonView } from '#app/features/program-finder/program-comparison.tsx'
import { programComparisons, readPublishedOffer } from '#app/features/program-finder/program-summaries.ts'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { comparePage, compareText } from '#content/finder.ts'
import styles from './oferta.module.css'
import type { Route } from './+types/comparar.ts'

export const meta = () => pageMeta(comparePage)

/**
 * Issue 39: every programme as the comparison shows it, from the published records, with the cost
 * table and the day it was published for the estimate: the server renders the page per path
 * (docs/decisions/055), so the programmes the address names are picked in the browser.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const [published, pricesDate] = await Promise.all([readPublishedOffer(content), costTablePublishedDay(content)])
  return {
    programs: programComparisons(published, compareText.noCost),
    modalityLabels: published.modalityLabels,
    costTable: published.costTable,
    pricesDate,
  }
}

export default function Comparar({ loaderData: { programs, modalityLabels, costTable, pricesDate } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={compareText.heading}>
        <p>{compareText.lead}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <ProgramComparisonView
          programs={programs}
          modalityLabels={modalityLabels}
          text={compareText}
          renderEstimate={(program) => (
            <CostEstimate
              level={program.level}
              modalities={program.offers.map((offer) => offer.modality)}
              modalityLabels={modalityLabels}
              periodUnit={program.periodUnit}
              periodCount={program.periodCount}
              costTable={costTable}
              pricesDate={pricesDate}
              headingLevel={3}
            />
          )}
        />
      </div>
    </>
  )
}
