import { useId } from 'react'
import { Link } from 'react-router'
import { faqText } from '#content/faq-page.ts'
import { paths } from '#contracts/site-paths.ts'
import FaqQuestionList from './faq-question-list.tsx'
import type { FaqQuestionView } from './faq-view.ts'

/** The inside of ./related-questions.tsx: a heading, the questions and the link to all of them. */
export default function RelatedQuestionsSection({ questions }: { questions: readonly FaqQuestionView[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{faqText.related.heading}</h2>
      <FaqQuestionList questions={questions} />
      <p>
        <Link to={paths.preguntasFrecuentes}>{faqText.related.all}</Link>
      </p>
    </section>
  )
}
