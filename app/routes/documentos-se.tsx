import { PageHeader } from '#app/components/ui/page-header.tsx'
import { SentenceLink } from '#app/components/ui/sentence-link.tsx'
import { DocumentPrices } from '#app/features/document-request/document-prices.tsx'
import { DocumentRequestForm } from '#app/features/document-request/document-request-form.tsx'
import { relatedQuestions } from '#app/features/faq/faq-view.ts'
import { RelatedQuestions } from '#app/features/faq/related-questions.tsx'
import { contentSourceOf } from '#app/lib/content-source.ts'
import { pageMeta } from '#app/lib/page-meta.ts'
import { documentsContent, documentsPage } from '#content/documents.ts'
import { paths } from '#contracts/site-paths.ts'
import styles from './documentos-se.module.css'
import type { Route } from './+types/documentos-se.ts'

export const meta = () => pageMeta(documentsPage)

/** The published levels and documents with their prices (docs/decisions/055), and the few questions on documents (issue 39). */
export async function loader({ context }: Route.LoaderArgs) {
  const content = contentSourceOf(context)
  const [documentOptions, faq] = await Promise.all([content.record('opciones-documentos'), content.record('preguntas-frecuentes')])
  return { documentOptions, questions: relatedQuestions(faq, ['documentos']) }
}

/** spec §2.14: the document prices and delivery note (read first: the receipt is paid before requesting), then the request form. */
export default function DocumentosSe({ loaderData: { documentOptions, questions } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={documentsContent.header}>
        <p>{documentsContent.intro}</p>
        <SentenceLink text={documentsContent.tracking} to={paths.seguimiento} />
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <DocumentPrices text={documentsContent.prices} documents={documentOptions.documents} />
        <DocumentRequestForm text={documentsContent.form} options={documentOptions} />
        <RelatedQuestions questions={questions} className={styles.questions} />
      </div>
    </>
  )
}
