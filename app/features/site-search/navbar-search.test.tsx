import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API_PATHS } from '#contracts/api-paths.ts'
import type { SearchDocument } from '#contracts/search.ts'
import { paths } from '#contracts/site-paths.ts'
import { identitySeed } from '#content/identity.ts'
import { navigationText } from '#content/navigation.ts'
import { searchText } from '#content/search.ts'
import { answerGet, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { resetWindow, stubMatchMedia } from '#tests/support/browser-stubs.ts'

mockApiNetwork()

const DOCUMENTS: SearchDocument[] = [
  { path: '/inicio/licenciatura/administracion', kind: 'programa', title: 'Licenciatura en Administración de Empresas', summary: 'Dirige organizaciones.', text: 'Contabilidad · Mercadotecnia' },
  { path: '/inicio/licenciatura/lengua-inglesa', kind: 'programa', title: 'Licenciatura en Enseñanza en Lengua Inglesa', summary: 'Enseña inglés.', text: 'Fonética' },
  { path: '/inicio/campus/saltillo', kind: 'campus', title: 'Campus Saltillo', summary: 'Blvd. Venustiano Carranza', text: 'Saltillo' },
  { path: '/inicio/noticias/administracion-2027', kind: 'noticia', title: 'Foro de administración pública', summary: 'En Saltillo.', text: '' },
]

// Each test loads the search's modules afresh: the index a page downloads is kept for the page's life.
async function renderNavbar() {
  const { Navbar } = await import('#app/components/layout/navbar.tsx')
  const { IdentityProvider } = await import('#app/components/layout/identity-context.tsx')
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <IdentityProvider identity={identitySeed}>
            <Navbar />
            <Outlet />
          </IdentityProvider>
        ),
        children: [{ path: '*', element: <h1>Página</h1> }],
      },
    ],
    { initialEntries: [paths.conocenos] },
  )
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup(), box: await screen.findByRole('combobox', { name: navigationText.searchLabel }) }
}

const where = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`

beforeEach(() => {
  vi.resetModules()
  stubMatchMedia()
})
afterEach(resetWindow)

describe('the search box of the navigation bar', () => {
  it('is a labelled search form to the results page before anything is typed', async () => {
    await renderNavbar()
    const form = screen.getByRole('search')
    expect(form).toHaveAttribute('action', paths.buscar)
    expect(within(form).getByRole('combobox', { name: navigationText.searchLabel })).toHaveAttribute('name', 'q')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('shows the results as one types, accents and capitals aside, and announces how many', async () => {
    const requests = answerGet(API_PATHS.searchDocuments, jsonAnswer(200, { revision: 7, documents: DOCUMENTS }))
    const { user, box } = await renderNavbar()
    await user.type(box, 'ADMINISTRACION')

    const list = await screen.findByRole('listbox', { name: searchText.live.listLabel })
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Licenciatura en Administración de EmpresasPrograma',
      'Foro de administración públicaNoticia',
    ])
    expect(screen.getByRole('status')).toHaveTextContent(searchText.live.count(2))
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'))
    expect(box).toHaveAttribute('aria-controls', list.id)
    // One download for the whole visit, whatever is typed.
    await user.type(box, ' empresas')
    expect(within(list).getAllByRole('option')).toHaveLength(1)
    expect(requests).toHaveLength(1)
  })

  it('moves through the results with the arrows and opens the chosen one with Enter', async () => {
    answerGet(API_PATHS.searchDocuments, jsonAnswer(200, { revision: 7, documents: DOCUMENTS }))
    const { router, user, box } = await renderNavbar()
    await user.type(box, 'saltillo')
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(options).toHaveLength(2)

    await user.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id)
    await user.keyboard('{ArrowUp}')
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id)
    expect(box).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(where(router)).toBe(DOCUMENTS[3]?.path)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('closes the list with Escape, keeping the words, and opens it again with an arrow', async () => {
    answerGet(API_PATHS.searchDocuments, jsonAnswer(200, { revision: 7, documents: DOCUMENTS }))
    const { user, box } = await renderNavbar()
    await user.type(box, 'ingles')
    expect(within(await screen.findByRole('listbox')).getByRole('option')).toHaveTextContent('Lengua Inglesa')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(box).toHaveValue('ingles')
    expect(box).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{ArrowDown}')
    expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveAttribute('aria-selected', 'true')
  })

  it('goes to the results page with Enter when no result is chosen, and says when nothing matches', async () => {
    answerGet(API_PATHS.searchDocuments, jsonAnswer(200, { revision: 7, documents: DOCUMENTS }))
    const { router, user, box } = await renderNavbar()
    await user.type(box, 'zzz')
    expect(await screen.findByText(searchText.live.none, { selector: 'p:not([role])' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(searchText.live.count(0))

    await user.clear(box)
    await user.type(box, 'campus{Enter}')
    expect(where(router)).toBe(`${paths.buscar}?q=campus`)
  })

  it('says so when the search cannot be loaded, and the form still goes to the results page', async () => {
    answerGet(API_PATHS.searchDocuments, jsonAnswer(500, { mensaje: 'Error' }))
    const { router, user, box } = await renderNavbar()
    await user.type(box, 'derecho')
    expect(await screen.findByText(searchText.failed, { selector: 'p:not([role])' })).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(where(router)).toBe(`${paths.buscar}?q=derecho`)
  })
})
