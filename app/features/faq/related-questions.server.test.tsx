// @vitest-environment node
import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Faq } from '#contracts/content/faq.ts'
import { paths } from '#contracts/site-paths.ts'
import { relatedQuestions } from './faq-view.ts'
import { RelatedQuestions } from './related-questions.tsx'

const FAQ: Faq = [{ tema: 'documentos', pregunta: '¿Cuánto tarda mi documento?', respuesta: 'Hasta **2 días hábiles**.' }]

describe('the questions beside a form, as the server renders them (issue 39)', () => {
  it('are in the HTML, though their module loads apart in the browser', async () => {
    const { prelude } = await prerenderToNodeStream(
      <MemoryRouter>
        <RelatedQuestions questions={relatedQuestions(FAQ, ['documentos'])} />
      </MemoryRouter>,
    )
    const html = await text(prelude)
    expect(html).toContain('<summary>¿Cuánto tarda mi documento?</summary>')
    expect(html).toContain('<strong>2 días hábiles</strong>')
    expect(html).toContain(`href="${paths.preguntasFrecuentes}"`)
  })
})
