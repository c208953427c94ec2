import type { ElementContent, Root, RootContent } from 'hast'
import type { JsonLdDocument } from '#app/components/ui/json-ld.tsx'
import { siteUrl } from '#app/config/public-env.ts'
import { paths } from '#contracts/site-paths.ts'
import type { FaqTopicView } from './faq-view.ts'

/** The elements that start a line of their own in an answer's text. */
const BLOCKS = new Set(['p', 'li', 'ul', 'ol'])

function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'root' && node.type !== 'element') return ''
  const inner = node.children.map(textOf).join('')
  return node.type === 'element' && BLOCKS.has(node.tagName) ? `\n${inner}\n` : inner
}

/** An answer as plain text: its paragraphs and list items one per line, links as their words. */
export function answerText(answer: Root): string {
  return textOf(answer)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
}

/** schema.org `FAQPage` of the FAQ page: each question with its accepted answer, as plain text. */
export function faqJsonLd(topics: readonly FaqTopicView[]): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: siteUrl(paths.preguntasFrecuentes),
    mainEntity: topics.flatMap((topic) =>
      topic.questions.map((question) => ({
        '@type': 'Question',
        name: question.pregunta,
        acceptedAnswer: { '@type': 'Answer', text: answerText(question.answer) },
      })),
    ),
  }
}
