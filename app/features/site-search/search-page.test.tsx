import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import type { SearchDocument } from '#contracts/search.ts'
import { paths } from '#contracts/site-paths.ts'
import { SEARCH_KIND_TEXT, searchText } from '#content/search.ts'
import { answerGet, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'

mockApiNetwork()

const DOCUMENTS: SearchDocument[] = [
  { path: '/inicio/licenciatura/derecho', kind: 'programa', title: 'Licenciatura en Derecho', summary: 'Forma abogados.', text: 'Derecho romano · Juicios orales' },
  { path: '/inicio/preguntas-frecuentes#pregunta-puedo-pagar-en-linea', kind: 'pregunta', title: '¿Puedo pagar en línea?', summary: 'Costos', text: 'Sí, con tarjeta.' },
  { path: '/inicio/noticias/juicios', kind: 'noticia', title: 'Concurso de juicios orales', summary: 'Ganó el equipo de Derecho.', text: '' },
]

async function renderPage(url: string) {
  const { SearchPage } = await import('./search-page.tsx')
  const router = createMemoryRouter([{ path: paths.buscar, element: <SearchPage /> }, { path: '*', element: <h1>Otra página</h1> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

beforeEach(() => {
  vi.resetModules()
})

describe('the results page', () => {
  it('lists the results of the query in its URL, grouped by kind, and says how many', async () => {
    answerGet(API_PATHS.searchDocuments, jsonAnswer(200, { revision: 3, documents: DOCUMENTS }))
    await renderPage(`${paths.buscar}?q=DERECHO`)

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(searchText.count(2, 'DERECHO')))
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([SEARCH_KIND_TEXT.programa.group, SEARCH_KIND_TEXT.noticia.group])
    const programs = screen.getByRole('region', { name: SEARCH_KIND_TEXT.programa.group })
    expect(within(programs).getByRole('link', { name: 'Licenciatura en Derecho' })).toHaveAttribute('href', '/inicio/licenciatura/derecho')
    expect(screen.getByRole('searchbox', { name: searchText.label })).toHaveValue('DERECHO')
  })

  it('asks for a word when the URL has none, and searches what is typed', async () => {
    answerGet(API_PATHS.searchDocuments, jsonAnswer(200, { revision: 3, documents: DOCUMENTS }))
    const { router, user } = await renderPage(paths.buscar)
    expect(screen.getByText(searchText.empty)).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: searchText.label }), 'pagar linea')
    await user.click(screen.getByRole('button', { name: searchText.submit }))
    expect(router.state.location.search).toBe('?q=pagar+linea')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(searchText.count(1, 'pagar linea')))
    expect(screen.getByRole('link', { name: '¿Puedo pagar en línea?' })).toHaveAttribute('href', '/inicio/preguntas-frecuentes#pregunta-puedo-pagar-en-linea')
  })

  it('says when nothing matches', async () => {
    answerGet(API_PATHS.searchDocuments, jsonAnswer(200, { revision: 3, documents: DOCUMENTS }))
    await renderPage(`${paths.buscar}?q=astronomia`)
    expect(await screen.findByText(searchText.count(0, 'astronomia'))).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
  })
})
