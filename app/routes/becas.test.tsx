import { render, screen, within } from '@testing-library/react'
import { createRoutesStub, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import Becas, { loader } from '#app/routes/becas.tsx'
import { becasSeed } from '#content/becas.ts'
import { faqSeed } from '#content/faq.ts'
import { faqText } from '#content/faq-page.ts'
import { becasPageText } from '#content/becas-page.ts'
import { ADMISSION_OPTIONS } from '#contracts/admission-options.ts'
import { BECA_APPLICATION_FIELD_TEXT as labels } from '#contracts/beca-application.ts'
import type { Becas as BecasRecord } from '#contracts/content/becas.ts'
import type { ContentKind } from '#contracts/content/content-kinds.ts'
import type { ContentSource } from '#contracts/content/content-source.ts'
import { paths } from '#contracts/site-paths.ts'

const text = becasPageText

/** Two becas as staff could publish them: one with a deadline, one received all year for two levels. */
const PUBLISHED: BecasRecord = {
  introduccion: 'Becas del ciclo 2027.',
  tipos: [
    {
      key: 'excelencia',
      titulo: 'Beca de excelencia',
      descripcion: 'Para los mejores promedios.',
      porcentajeMinimo: 50,
      porcentajeMaximo: 50,
      requisitos: ['Promedio de 9.5 o más.', 'Boleta del último periodo.'],
      fechaLimite: '2027-01-15',
    },
    {
      key: 'hermanos',
      titulo: 'Beca por hermanos',
      descripcion: 'Dos o más hermanos inscritos.',
      porcentajeMinimo: 10,
      porcentajeMaximo: 15,
      requisitos: ['Actas de nacimiento.'],
      niveles: ['licenciatura', 'maestria'],
    },
  ],
}

/** A server's published content with these becas and the seed's ficha options and questions (any other read fails the test). */
function publishedSource(becas: BecasRecord): ContentSource {
  const records: Partial<Record<ContentKind, unknown>> = {
    becas,
    'opciones-ficha': ADMISSION_OPTIONS,
    'preguntas-frecuentes': faqSeed,
  }
  const record = (kind: ContentKind) => (kind in records ? Promise.resolve(records[kind]) : Promise.reject(new Error(`No se esperaba «${kind}»`)))
  return {
    record: record as ContentSource['record'],
    publishedAt: () => Promise.resolve(null),
  }
}

async function renderPage(context: AppLoadContext) {
  const Stub = createRoutesStub(
    [
      {
        path: paths.becas,
        Component: Becas,
        loader,
        HydrateFallback: () => null,
      },
    ],
    context,
  )
  render(<Stub initialEntries={[paths.becas]} />)
  return screen.findByRole('region', { name: text.list.heading })
}

/** Each beca's card: its title, each fact as «label: value», its requirements. */
function cardsOf(list: HTMLElement) {
  return within(list)
    .getAllByRole('article')
    .map((card) => ({
      title: within(card).getByRole('heading', { level: 3 }).textContent,
      facts: within(card)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${within(card).getAllByRole('definition')[within(card).getAllByRole('term').indexOf(term)]?.textContent}`),
      requirements: within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    }))
}

describe('the becas page (issue 39)', () => {
  it('shows each published beca with its percentage, levels, deadline and requirements, then the form', async () => {
    const list = await renderPage({
      content: publishedSource(PUBLISHED),
      today: '2026-12-01',
    })
    expect(screen.getByRole('heading', { level: 1, name: text.heading })).toBeInTheDocument()
    expect(screen.getByText(PUBLISHED.introduccion)).toBeInTheDocument()
    expect(cardsOf(list)).toEqual([
      {
        title: 'Beca de excelencia',
        facts: ['Porcentaje de la colegiatura: 50 %', 'Para: Todos los niveles', 'Fecha límite: 15 de enero de 2027'],
        requirements: ['Promedio de 9.5 o más.', 'Boleta del último periodo.'],
      },
      {
        title: 'Beca por hermanos',
        facts: ['Porcentaje de la colegiatura: 10 % a 15 %', 'Para: Licenciatura y maestría', 'Fecha límite: Todo el año'],
        requirements: ['Actas de nacimiento.'],
      },
    ])
    expect(within(list).queryByText(text.list.closedBadge)).not.toBeInTheDocument()
    expect(screen.getByRole('form', { name: text.form.heading })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.tracking.link })).toHaveAttribute('href', paths.seguimiento)
    // Beside the form, the published questions on becas.
    const questions = await screen.findByRole('region', { name: faqText.related.heading })
    const becaQuestion = faqSeed.find((item) => item.tema === 'becas')!
    expect(within(questions).getByText(becaQuestion.pregunta)).toBeInTheDocument()
  })

  it('marks a beca past its deadline closed and does not offer it in the form', async () => {
    const list = await renderPage({
      content: publishedSource(PUBLISHED),
      today: '2027-01-16',
    })
    const [closed] = cardsOf(list)
    expect(closed?.facts).toContain(`Fecha límite: ${text.list.closed('15 de enero de 2027')}`)
    expect(within(list).getByText(text.list.closedBadge)).toBeInTheDocument()
    const becaChoices = Array.from(
      screen.getByRole<HTMLSelectElement>('combobox', {
        name: labels.tipo_beca.label,
      }).options,
      (option) => option.value,
    )
    expect(becaChoices).toEqual(['', 'hermanos'])
  })

  it('says so instead of a form when no beca takes applications', async () => {
    await renderPage({
      content: publishedSource({ ...PUBLISHED, tipos: [PUBLISHED.tipos[0]!] }),
      today: '2027-02-01',
    })
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.getByText(text.form.noneOpen)).toBeInTheDocument()
  })

  it("without a server (the build's prerender, npm run dev) shows the seed's becas", async () => {
    const list = await renderPage({ today: '2026-12-01' })
    expect(cardsOf(list).map(({ title }) => title)).toEqual(becasSeed.tipos.map((beca) => beca.titulo))
  })
})
