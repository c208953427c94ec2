import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import PreguntasFrecuentes, { loader } from '#app/routes/preguntas-frecuentes.tsx'
import { faqSeed } from '#content/faq.ts'
import { faqText } from '#content/faq-page.ts'
import type { ContentKind } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import type { Faq } from '#contracts/content/faq.ts'
import { paths } from '#contracts/site-paths.ts'

/** Questions as staff could publish them: none on becas, documentos or certificados. */
const PUBLISHED: Faq = [
  { tema: 'costos', pregunta: '¿Cuánto cuesta la licenciatura?', respuesta: 'Consulta la [tabla de costos](/inicio/genera#costos).' },
  { tema: 'admisiones', pregunta: '¿Cómo me inscribo?', respuesta: 'Genera tu **ficha** en línea.' },
  { tema: 'admisiones', pregunta: '¿Hay examen de admisión?', respuesta: 'No: basta con tu ficha y tus documentos.' },
]

/** A server's published content holding only the questions (any other read fails the test). */
function publishedSource(faq: Faq): ContentSource {
  const record = (kind: ContentKind) => (kind === 'preguntas-frecuentes' ? Promise.resolve(faq) : Promise.reject(new Error(`No se esperaba «${kind}»`)))
  return { record: record as ContentSource['record'], publishedAt: () => Promise.resolve(null) }
}

async function renderPage(context: AppLoadContext) {
  const Stub = createRoutesStub([{ path: paths.preguntasFrecuentes, Component: PreguntasFrecuentes, loader, HydrateFallback: () => null }], context)
  render(<Stub initialEntries={[paths.preguntasFrecuentes]} />)
  await screen.findByRole('heading', { level: 1, name: faqText.heading })
}

/** The page's structured data, as search engines read it. */
const structuredData = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null')

describe('the FAQ page (issue 39)', () => {
  it('groups the published questions under a heading per topic, in the fixed order, with a jump list to each', async () => {
    await renderPage({ content: publishedSource(PUBLISHED) })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Admisiones', 'Costos'])
    const admisiones = screen.getByRole('region', { name: 'Admisiones' })
    expect(within(admisiones).getAllByRole('group').map((question) => question.querySelector('summary')?.textContent)).toEqual([
      '¿Cómo me inscribo?',
      '¿Hay examen de admisión?',
    ])
    const jumps = within(screen.getByRole('navigation', { name: faqText.topicsLabel })).getAllByRole('link')
    expect(jumps.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Admisiones', '#admisiones'],
      ['Costos', '#costos'],
    ])
  })

  it('opens a question to its answer, drawn from its Markdown with its links', async () => {
    await renderPage({ content: publishedSource(PUBLISHED) })
    const user = userEvent.setup()
    const costos = screen.getByRole('region', { name: 'Costos' })
    await user.click(within(costos).getByText('¿Cuánto cuesta la licenciatura?'))
    expect(within(costos).getByRole('group')).toHaveAttribute('open')
    expect(within(costos).getByRole('link', { name: 'tabla de costos' })).toHaveAttribute('href', '/inicio/genera#costos')
    expect(within(screen.getByRole('region', { name: 'Admisiones' })).getByText('ficha').tagName).toBe('STRONG')
  })

  it('describes every question and its answer as FAQPage structured data', async () => {
    await renderPage({ content: publishedSource(PUBLISHED) })
    expect(structuredData()).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        { name: '¿Cómo me inscribo?', acceptedAnswer: { text: 'Genera tu ficha en línea.' } },
        { name: '¿Hay examen de admisión?' },
        { name: '¿Cuánto cuesta la licenciatura?', acceptedAnswer: { text: 'Consulta la tabla de costos.' } },
      ],
    })
  })

  it('says so when no question is published, and leaves out the structured data', async () => {
    await renderPage({ content: publishedSource([]) })
    expect(screen.getByText(faqText.empty)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
    expect(structuredData()).toBeNull()
  })

  it("without a server (the build's prerender, npm run dev) shows the seed's five topics", async () => {
    await renderPage({})
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Admisiones',
      'Costos',
      'Becas',
      'Documentos',
      'Certificados',
    ])
    expect(structuredData().mainEntity).toHaveLength(faqSeed.length)
  })
})
