import { render, screen, within } from '@testing-library/react'
import { createRoutesStub, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import DocumentosSe, { loader } from '#app/routes/documentos-se.tsx'
import { documentsContent } from '#content/documents.ts'
import { faqText } from '#content/faq-page.ts'
import type { ContentKind } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import type { Faq } from '#contracts/content/faq.ts'
import { DOCUMENT_OPTIONS, type DocumentOptions } from '#contracts/document-options.ts'
import { DOCUMENT_REQUEST_FIELD_TEXT as labels } from '#contracts/document-request.ts'
import { paths } from '#contracts/site-paths.ts'

/** Published options as staff could leave them: Kardex + Constancia taken out, the Credencial dearer, a level less. */
const PUBLISHED: DocumentOptions = {
  levels: DOCUMENT_OPTIONS.levels.filter((level) => level.value !== 'doctorado'),
  documents: DOCUMENT_OPTIONS.documents
    .filter((document) => document.label !== 'Kardex + Constancia')
    .map((document) => (document.label === 'Credencial institucional' ? { ...document, priceMxn: 95 } : document)),
}

/** Issue 39: questions as staff could publish them, one on documents among others. */
const QUESTIONS: Faq = [
  { tema: 'costos', pregunta: '¿Cuánto cuesta la inscripción?', respuesta: 'Consulta la tabla de costos.' },
  { tema: 'documentos', pregunta: '¿Puedo pedir mi kardex por correo?', respuesta: 'Sí: llena la **solicitud** de esta página.' },
]

/** A server's published content holding only these records (any other read fails the test). */
function publishedSource(options: DocumentOptions, faq: Faq = QUESTIONS): ContentSource {
  const records: Partial<Record<ContentKind, unknown>> = { 'opciones-documentos': options, 'preguntas-frecuentes': faq }
  const record = (kind: ContentKind) => (kind in records ? Promise.resolve(records[kind]) : Promise.reject(new Error(`No se esperaba «${kind}»`)))
  return { record: record as ContentSource['record'], publishedAt: () => Promise.resolve(null) }
}

async function renderPage(context: AppLoadContext) {
  const Stub = createRoutesStub([{ path: paths.documentos, Component: DocumentosSe, loader, HydrateFallback: () => null }], context)
  render(<Stub initialEntries={[paths.documentos]} />)
  return screen.findByRole('region', { name: documentsContent.prices.heading })
}

const rowsOf = (prices: HTMLElement) => within(prices).getAllByRole('row').slice(1).map((row) => row.textContent)
const optionsOf = (label: string) =>
  Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name: label }).options, (option) => option.value).slice(1)

describe('the documents page (spec §2.14, §9; issue 37)', () => {
  it('shows the published documents and prices, and its form offers only what is published', async () => {
    const prices = await renderPage({ content: publishedSource(PUBLISHED) })
    expect(rowsOf(prices)).toEqual([
      'Constancia de estudios$150.00',
      'Constancia con calificaciones$200.00',
      'Kardex$300.00',
      'Credencial$95.00',
    ])
    expect(optionsOf(labels.especificaciones.label)).toEqual([
      'Constancia de estudios',
      'Constancia con calificaciones',
      'Kardex académico',
      'Credencial institucional',
    ])
    expect(screen.getByRole('option', { name: 'Credencial institucional ($95.00)' })).toBeInTheDocument()
    expect(optionsOf(labels.nivel_estudios.label)).not.toContain('doctorado')
    expect(optionsOf(labels.nivel_estudios.label)).toHaveLength(DOCUMENT_OPTIONS.levels.length - 1)
  })

  it("without a server (the build's prerender, npm run dev) shows the seed: spec §9's five prices", async () => {
    const prices = await renderPage({})
    expect(rowsOf(prices)).toEqual([
      'Constancia de estudios$150.00',
      'Constancia con calificaciones$200.00',
      'Kardex$300.00',
      'Kardex + Constancia$400.00',
      'Credencial$70.00',
    ])
    expect(optionsOf(labels.nivel_estudios.label)).toEqual(DOCUMENT_OPTIONS.levels.map((level) => level.value))
  })

  it('shows beside the form the published questions on documents, and only those (issue 39)', async () => {
    await renderPage({ content: publishedSource(PUBLISHED) })
    const questions = await screen.findByRole('region', { name: faqText.related.heading })
    expect(within(questions).getAllByRole('group').map((question) => question.querySelector('summary')?.textContent)).toEqual([
      '¿Puedo pedir mi kardex por correo?',
    ])
  })

  it('shows no questions when none on documents is published (issue 39)', async () => {
    await renderPage({ content: publishedSource(PUBLISHED, QUESTIONS.filter((question) => question.tema !== 'documentos')) })
    expect(screen.queryByRole('region', { name: faqText.related.heading })).not.toBeInTheDocument()
  })
})
