import { z } from '#contracts/zod.ts'
import { shortText } from '#contracts/content/content-fields.ts'
import { markdownText, parseMarkdown } from '#contracts/content/markdown.ts'
import { paths } from '#contracts/site-paths.ts'

/*
 * Issue 39: the questions families ask, a list staff publish (kind `preguntas-frecuentes`). Each
 * question belongs to one fixed topic; the FAQ page groups them by topic in this order, and each
 * form shows the few of its topics beside it. An answer links to the page that publishes a price or
 * a list rather than repeating it.
 */

/** The topics, in the order the page shows them. */
export const FAQ_TOPICS = ['admisiones', 'costos', 'becas', 'documentos', 'certificados'] as const
export type FaqTopic = (typeof FAQ_TOPICS)[number]

export const FAQ_MESSAGES = {
  tema: 'Elige el tema de la pregunta',
  pregunta: 'Escribe una pregunta que no esté ya en la lista',
  words: 'Escribe la pregunta con palabras',
  heading: 'Quita los títulos (#) de la respuesta: la pregunta es su título; usa párrafos, listas y negritas',
  /** Under the answer's field in the panel (the subset's own hint, without its headings). */
  hint: 'Separa los párrafos con una línea en blanco. Listas: - o 1. al inicio de la línea. Enlaces: [texto](https://…) o a una página del sitio, como [costos](/inicio/genera#costos). *Cursiva* y **negritas**. Sin títulos ni HTML.',
} as const

/**
 * A question's identity, its words only: letter case, accents, punctuation and spacing aside, so
 * «¿Cuánto cuesta?» and «cuanto  CUESTA» are the same question; joined by hyphens, it names the
 * anchor of its answer on the FAQ page, unique as the questions are.
 */
export const questionKey = (pregunta: string): string =>
  pregunta
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .join('-')

/** The anchor of a question's answer on the FAQ page, e.g. `pregunta-como-me-inscribo`. */
export const questionAnchor = (pregunta: string): string => `pregunta-${questionKey(pregunta)}`

/** The address of a question's answer, e.g. `/inicio/preguntas-frecuentes#pregunta-como-me-inscribo` (the site search links there). */
export const questionPath = (pregunta: string): string => `${paths.preguntasFrecuentes}#${questionAnchor(pregunta)}`

const hasHeading = (text: string): boolean => parseMarkdown(text).children.some((node) => node.type === 'heading')

export const faqItemSchema = z.object({
  tema: z.enum(FAQ_TOPICS, { error: FAQ_MESSAGES.tema }),
  /** As a person would ask it, with its question marks. */
  pregunta: shortText.check(z.refine((text) => questionKey(text) !== '', { error: FAQ_MESSAGES.words })),
  /**
   * The Markdown subset of contracts/content/markdown.ts, without headings (the page's headings are
   * its topics; the question titles its answer); links to the site's pages start with /.
   */
  respuesta: markdownText.check(
    z.meta({ description: FAQ_MESSAGES.hint }),
    z.refine((text) => !hasHeading(text), { error: FAQ_MESSAGES.heading }),
  ),
})
export type FaqItem = z.output<typeof faqItemSchema>

/** Every question, each once, in the order staff gave them (the page keeps it within each topic). */
export const faqSchema = z.readonly(
  z.array(faqItemSchema).check(
    z.superRefine<readonly FaqItem[]>((items, ctx) => {
      const seen = new Set<string>()
      items.forEach((item, index) => {
        const key = questionKey(item.pregunta)
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: FAQ_MESSAGES.pregunta, path: [index, 'pregunta'], input: item.pregunta })
        seen.add(key)
      })
    }),
  ),
)
export type Faq = z.output<typeof faqSchema>
