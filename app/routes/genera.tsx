import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SentenceLink } from '#app/components/ui/sentence-link.tsx'
import { AdmissionDocuments } from '#app/features/admission-form/admission-documents.tsx'
import { AdmissionForm } from '#app/features/admission-form/admission-form.tsx'
import { CostSections } from '#app/features/cost-table/cost-sections.tsx'
import { CostSelector } from '#app/features/cost-table/cost-selector.tsx'
import { relatedQuestions } from '#app/features/faq/faq-view.ts'
import { RelatedQuestions } from '#app/features/faq/related-questions.tsx'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import {
  admissionFormText,
  admissionNotesText,
  admissionPage,
  costSelectorText,
  requiredDocumentsText,
} from '#content/admission.ts'
import { paths } from '#contracts/site-paths.ts'
import styles from './genera.module.css'
import type { Route } from './+types/genera.ts'

export const meta = () => pageMeta(admissionPage)

/** The published cost table, the ficha's options, the programmes' RVOE (docs/decisions/055) and the few questions on admissions and costs (issue 39). */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const [costTable, admissionChoices, rvoe, faq] = await Promise.all([
    content.record('tabla-de-costos'),
    content.record('opciones-ficha'),
    content.record('rvoe'),
    content.record('preguntas-frecuentes'),
  ])
  return { costTable, admissionChoices, rvoe, questions: relatedQuestions(faq, ['admisiones', 'costos']) }
}

/** spec §2.12: the cost selector and its sections, the required documents and notes, the ficha form. */
export default function Genera({ loaderData: { costTable, admissionChoices, rvoe, questions } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={admissionFormText.heading}>
        <SentenceLink text={admissionFormText.tracking} to={paths.seguimiento} />
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <HydrateLater>
          <section className={styles.costs} aria-labelledby="costos">
            <h2 id="costos" className={styles.heading}>
              {costSelectorText.heading}
            </h2>
            <p className={styles.intro}>{costSelectorText.intro}</p>
            <CostSelector text={costSelectorText} costTable={costTable} rvoe={rvoe} />
            <CostSections text={costSelectorText} costTable={costTable} rvoe={rvoe} />
          </section>
        </HydrateLater>
        <HydrateLater>
          <AdmissionDocuments documents={requiredDocumentsText} notes={admissionNotesText} />
        </HydrateLater>
        <AdmissionForm text={admissionFormText} choices={admissionChoices} rvoe={rvoe} />
        <RelatedQuestions questions={questions} />
      </div>
    </>
  )
}
