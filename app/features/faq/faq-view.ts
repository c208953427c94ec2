import type { Root } from 'hast'
import { markdownHast } from '#app/lib/markdown-hast.ts'
import { FAQ_TOPIC_LABELS } from '#contracts/content/content-labels.ts'
import { FAQ_TOPICS, questionAnchor, type Faq, type FaqItem, type FaqTopic } from '#contracts/content/faq.ts'
import { FAQ_RELATED_MAX } from '#contracts/limits.ts'

/*
 * Issue 39: the published questions as their pages draw them. Loaders only: the answers arrive
 * already parsed (their HTML tree), so the Markdown parser stays out of the browser's code.
 */

/** One question with its answer, and the anchor of its answer on the FAQ page. */
export interface FaqQuestionView {
  readonly id: string
  readonly pregunta: string
  readonly answer: Root
}

/** A topic with its questions, in the order staff gave them; `id` is the anchor of its heading. */
export interface FaqTopicView {
  readonly id: FaqTopic
  readonly label: string
  readonly questions: readonly FaqQuestionView[]
}

function questionView(item: FaqItem): FaqQuestionView {
  return { id: questionAnchor(item.pregunta), pregunta: item.pregunta, answer: markdownHast(item.respuesta) }
}

/** Every topic that has questions, in the fixed order of the topics. */
export function faqTopics(faq: Faq): FaqTopicView[] {
  return FAQ_TOPICS.map((topic) => ({
    id: topic,
    label: FAQ_TOPIC_LABELS[topic],
    questions: faq.filter((item) => item.tema === topic).map(questionView),
  })).filter((topic) => topic.questions.length > 0)
}

/**
 * The few questions a form shows beside it: up to `limit`, its topics taken in turn (the first
 * question of each, then the second of each…), each topic's in the order staff gave them.
 */
export function relatedQuestions(faq: Faq, topics: readonly FaqTopic[], limit = FAQ_RELATED_MAX): FaqQuestionView[] {
  const byTopic = topics.map((topic) => faq.filter((item) => item.tema === topic))
  const longest = Math.max(0, ...byTopic.map((items) => items.length))
  const inTurn = Array.from({ length: longest }, (_, round) => byTopic.flatMap((items) => items.slice(round, round + 1))).flat()
  return inTurn.slice(0, limit).map(questionView)
}
