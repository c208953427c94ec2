import { describe, expect, it } from 'vitest'
import type { Faq, FaqTopic } from '#contracts/content/faq.ts'
import { FAQ_RELATED_MAX } from '#contracts/limits.ts'
import { faqTopics, relatedQuestions } from './faq-view.ts'

const ask = (tema: FaqTopic, pregunta: string) => ({ tema, pregunta, respuesta: `Respuesta a ${pregunta}` })

const FAQ: Faq = [
  ask('costos', 'C1'),
  ask('admisiones', 'A1'),
  ask('admisiones', 'A2'),
  ask('admisiones', 'A3'),
  ask('costos', 'C2'),
  ask('certificados', 'X1'),
]

describe('the published questions as pages show them (issue 39)', () => {
  it('groups them by topic in the fixed order of the topics, leaving out topics without questions', () => {
    expect(faqTopics(FAQ).map((topic) => [topic.label, topic.questions.map((question) => question.pregunta)])).toEqual([
      ['Admisiones', ['A1', 'A2', 'A3']],
      ['Costos', ['C1', 'C2']],
      ['Certificados', ['X1']],
    ])
  })

  it('gives each topic and each answer an anchor', () => {
    const [admisiones] = faqTopics([ask('admisiones', '¿Cómo me inscribo?')])
    expect(admisiones).toMatchObject({ id: 'admisiones', questions: [{ id: 'pregunta-como-me-inscribo' }] })
  })

  it("beside a form, takes the form's topics in turn up to the limit", () => {
    expect(relatedQuestions(FAQ, ['admisiones', 'costos']).map((question) => question.pregunta)).toEqual(['A1', 'C1', 'A2'].slice(0, FAQ_RELATED_MAX))
    expect(relatedQuestions(FAQ, ['certificados']).map((question) => question.pregunta)).toEqual(['X1'])
    expect(relatedQuestions(FAQ, ['becas'])).toEqual([])
  })
})
