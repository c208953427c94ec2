import { describe, expect, it } from 'vitest'
import { PUBLIC_BASE_URL } from '#app/config/public-env.ts'
import type { Faq } from '#contracts/content/faq.ts'
import { paths } from '#contracts/site-paths.ts'
import { answerText, faqJsonLd } from './faq-json-ld.ts'
import { faqTopics } from './faq-view.ts'

const FAQ: Faq = [
  { tema: 'costos', pregunta: '¿Cuánto cuesta?', respuesta: 'Consulta la [tabla de costos](/inicio/genera#costos).' },
  {
    tema: 'admisiones',
    pregunta: '¿Cómo me inscribo?',
    respuesta: 'Genera tu **ficha** en línea.\n\nDespués:\n\n- presenta tu folio;\n- entrega tus documentos.',
  },
]

describe('the FAQ structured data (issue 39)', () => {
  it('is a FAQPage with each question and its answer as plain text, in the order of the topics', () => {
    expect(faqJsonLd(faqTopics(FAQ))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: `${PUBLIC_BASE_URL}${paths.preguntasFrecuentes}`,
      mainEntity: [
        {
          '@type': 'Question',
          name: '¿Cómo me inscribo?',
          acceptedAnswer: { '@type': 'Answer', text: 'Genera tu ficha en línea.\nDespués:\npresenta tu folio;\nentrega tus documentos.' },
        },
        { '@type': 'Question', name: '¿Cuánto cuesta?', acceptedAnswer: { '@type': 'Answer', text: 'Consulta la tabla de costos.' } },
      ],
    })
  })

  it('keeps a link as its words and drops no text', () => {
    const [topic] = faqTopics([{ tema: 'documentos', pregunta: '¿Dónde?', respuesta: 'En *la* página de [documentos](/inicio/documentos-se), hoy.' }])
    expect(answerText(topic!.questions[0]!.answer)).toBe('En la página de documentos, hoy.')
  })
})
