import { MarkdownBody } from '#app/components/ui/markdown-body.tsx'
import type { FaqQuestionView } from './faq-view.ts'

/**
 * Questions that open to their answers: native `<details>`, no script needed to read them. Styled
 * by the `questions` class of ./faq-questions.module.css on a container.
 */
export default function FaqQuestionList({ questions }: { questions: readonly FaqQuestionView[] }) {
  return questions.map((question) => (
    <details key={question.id} id={question.id}>
      <summary>{question.pregunta}</summary>
      <div>
        <MarkdownBody tree={question.answer} />
      </div>
    </details>
  ))
}
