import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SentenceLink } from '#app/components/ui/sentence-link.tsx'
import { BecaApplicationForm } from '#app/features/beca-application/beca-application-form.tsx'
import { BecaList } from '#app/features/beca-application/beca-list.tsx'
import { relatedQuestions } from '#app/features/faq/faq-view.ts'
import { RelatedQuestions } from '#app/features/faq/related-questions.tsx'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import { contentSourceOf, instituteTodayOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { becasPage, becasPageText } from '#content/becas-page.ts'
import { becasOpenFor } from '#contracts/content/becas-rules.ts'
import { paths } from '#contracts/site-paths.ts'
import styles from './becas.module.css'
import type { Route } from './+types/becas.ts'

export const meta = () => pageMeta(becasPage)

/** The published becas and the ficha's options, the day they are shown for (docs/decisions/055), and the few questions on becas. */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const [becas, admissionChoices, faq] = await Promise.all([content.record('becas'), content.record('opciones-ficha'), content.record('preguntas-frecuentes')])
  return { becas, admissionChoices, today: instituteTodayOf(context), questions: relatedQuestions(faq, ['becas']) }
}

/** Issue 39: the beca types with their percentages, requirements and deadlines, then the application. */
export default function Becas({ loaderData: { becas, admissionChoices, today, questions } }: Route.ComponentProps) {
  const anyOpen = becasOpenFor(becas, today).length > 0
  return (
    <>
      <PageHeader heading={becasPageText.heading}>
        <p>{becas.introduccion}</p>
        <SentenceLink text={becasPageText.tracking} to={paths.seguimiento} />
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <HydrateLater>
          <BecaList becas={becas.tipos} today={today} text={becasPageText.list} />
        </HydrateLater>
        <div className={styles.form}>
          {anyOpen ? (
            <BecaApplicationForm text={becasPageText.form} becas={becas} choices={admissionChoices} today={today} />
          ) : (
            <p className={styles.noneOpen}>{becasPageText.form.noneOpen}</p>
          )}
        </div>
        <RelatedQuestions questions={questions} />
      </div>
    </>
  )
}
