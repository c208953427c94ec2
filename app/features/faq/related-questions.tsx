import { lazy } from 'react'
import { HydrateLater } from '#app/lib/hydrate-later.tsx'
import type { FaqQuestionView } from './faq-view.ts'
import styles from './faq-questions.module.css'

/*
 * The forms' pages are at the edge of their JavaScript budget (scripts/js-budget.ts): what is
 * inside comes in a module of its own, loaded once the page is up. The server's HTML already holds
 * it (React's static renderer waits for it) and React hydrates it when it arrives; its styles are
 * this module's, in the page's stylesheet from the start.
 */
const loadSection = () => import('./related-questions-section.tsx')
const RelatedQuestionsSection = lazy(loadSection)

/**
 * Loads the questions' module. A page whose tree is drawn again once its loader has run (the
 * certificate page: its HydrateFallback, then the page) awaits it there, so that the questions are
 * not hidden for a moment while it arrives.
 */
export const loadRelatedQuestions = loadSection

/**
 * Issue 39: the few published questions beside a form (app/features/faq/faq-view.ts
 * `relatedQuestions`), each opening to its answer, and a link to all of them; nothing when none is
 * published.
 */
export function RelatedQuestions({ questions, className }: { questions: readonly FaqQuestionView[]; className?: string }) {
  if (questions.length === 0) return null
  return (
    <div className={className ? `${styles.questions} ${className}` : styles.questions}>
      <HydrateLater>
        <RelatedQuestionsSection questions={questions} />
      </HydrateLater>
    </div>
  )
}
