import { describe, expect, it } from 'vitest'
import { faqSeed } from '#content/faq.ts'
import { FAQ_MESSAGES, FAQ_TOPICS, faqSchema, questionKey, questionPath } from '#contracts/content/faq.ts'
import { MARKDOWN_MESSAGES, parseMarkdown } from '#contracts/content/markdown.ts'
import { paths } from '#contracts/site-paths.ts'

/** The messages of the data's issues, by path. */
function issuesOf(data: unknown): Record<string, string> {
  const result = faqSchema.safeParse(data)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const question = { tema: 'costos', pregunta: '¿Cuánto cuesta estudiar?', respuesta: 'Consulta la [tabla de costos](/inicio/genera#costos).' }

describe('preguntas frecuentes schema (issue 39)', () => {
  it('takes the seed as it is, with questions on every topic', () => {
    expect(faqSchema.parse(faqSeed)).toEqual(faqSeed)
    expect(new Set(faqSeed.map((item) => item.tema))).toEqual(new Set(FAQ_TOPICS))
  })

  it("links the seed's answers only to pages of the site, where the prices and lists have their home", () => {
    const pages = new Set(Object.values(paths).filter((path) => typeof path === 'string'))
    const links = faqSeed.flatMap((item) => parseMarkdown(item.respuesta).children.flatMap(function linksIn(node): string[] {
      return node.type === 'link' ? [node.url] : 'children' in node ? node.children.flatMap(linksIn) : []
    }))
    expect(links.length).toBeGreaterThan(faqSeed.length / 2)
    expect(links.filter((link) => !pages.has(link.split('#')[0]!))).toEqual([])
  })

  it('refuses the same question twice, whatever its case, accents or spacing, under the later one', () => {
    const again = { ...question, tema: 'admisiones', pregunta: '¿cuanto   CUESTA estudiar?' }
    expect(issuesOf([question, again])).toEqual({ '1.pregunta': FAQ_MESSAGES.pregunta })
  })

  it('refuses a topic outside the fixed list', () => {
    expect(issuesOf([{ ...question, tema: 'deportes' }])).toEqual({ '0.tema': FAQ_MESSAGES.tema })
  })

  it('refuses an answer outside the Markdown subset', () => {
    expect(issuesOf([{ ...question, respuesta: 'Ver <a href="/inicio/genera">costos</a>' }])).toEqual({ '0.respuesta': MARKDOWN_MESSAGES.html })
  })

  it('refuses a heading in an answer, and a question without words', () => {
    expect(issuesOf([{ ...question, respuesta: '## Costos\n\nConsulta la tabla.' }])).toEqual({ '0.respuesta': FAQ_MESSAGES.heading })
    expect(issuesOf([{ ...question, pregunta: '¿?' }])).toEqual({ '0.pregunta': FAQ_MESSAGES.words })
  })

  it('keys a question by its words: the anchor of its answer', () => {
    expect(questionKey('¿Qué significa «ANULADO/NO VALIDO» en un certificado?')).toBe('que-significa-anulado-no-valido-en-un-certificado')
    expect(questionPath('¿Cómo me inscribo?')).toBe('/inicio/preguntas-frecuentes#pregunta-como-me-inscribo')
  })

  it('takes an empty list: the page then says there are no questions yet', () => {
    expect(issuesOf([])).toEqual({})
  })
})
