import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { faqText } from '#content/faq-page.ts'
import type { Faq } from '#contracts/content/faq.ts'
import { paths } from '#contracts/site-paths.ts'
import { relatedQuestions } from './faq-view.ts'
import { RelatedQuestions } from './related-questions.tsx'

const FAQ: Faq = [
  { tema: 'documentos', pregunta: '¿Cuánto tarda mi documento?', respuesta: 'Hasta **2 días hábiles**.' },
  { tema: 'costos', pregunta: '¿Cuánto cuesta un kardex?', respuesta: 'Consulta los [costos](/inicio/documentos-se#costos-documentos).' },
  { tema: 'documentos', pregunta: '¿Cómo sigo mi solicitud?', respuesta: 'En [Seguimiento](/inicio/seguimiento).' },
]

function renderBeside(faq: Faq) {
  const questions = relatedQuestions(faq, ['documentos'])
  const Stub = createRoutesStub([{ path: paths.documentos, Component: () => <RelatedQuestions questions={questions} /> }])
  return render(<Stub initialEntries={[paths.documentos]} />)
}

describe('the questions beside a form (issue 39)', () => {
  it("lists the form's topics' questions, each opening to its answer, and links to all of them", async () => {
    renderBeside(FAQ)
    // The questions come in a module of their own: the section is named once it is in.
    const section = await screen.findByRole('region', { name: faqText.related.heading })
    const questions = within(section).getAllByRole('group')
    expect(questions.map((question) => question.querySelector('summary')?.textContent)).toEqual(['¿Cuánto tarda mi documento?', '¿Cómo sigo mi solicitud?'])
    expect(within(questions[1]!).getByRole('link', { name: 'Seguimiento', hidden: true })).toHaveAttribute('href', paths.seguimiento)
    expect(within(section).getByRole('link', { name: faqText.related.all })).toHaveAttribute('href', paths.preguntasFrecuentes)
  })

  it('shows nothing when none of its topics has a question', () => {
    const { container } = renderBeside(FAQ.filter((item) => item.tema !== 'documentos'))
    expect(screen.queryByRole('region', { name: faqText.related.heading })).not.toBeInTheDocument()
    expect(container).toBeEmptyDOMElement()
  })

})
