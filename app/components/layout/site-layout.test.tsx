import { act, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '#contracts/site-paths.ts'
import { mainCampus } from '#content/campuses.ts'
import { identitySeed } from '#content/identity.ts'
import { IdentityProvider } from './identity-context.tsx'
import { SiteLayout } from './site-layout.tsx'
import { resetWindow, stubMatchMedia } from '#tests/support/browser-stubs.ts'

const scrollTo = vi.fn()

function renderLayout(path: string, slowPage?: Promise<null>) {
  const router = createMemoryRouter(
    [
      {
        path: paths.home,
        element: (
          <IdentityProvider identity={identitySeed}>
            <SiteLayout mainCampusMapUrl={mainCampus.mapSearchUrl}>
              <Outlet />
            </SiteLayout>
          </IdentityProvider>
        ),
        children: [
          { path: 'cultura', element: <h1>Cultura</h1> },
          { path: 'lenta', loader: () => slowPage ?? null, element: <h1>Página lenta</h1> },
          { path: '*', element: <h1>Otra página</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(() => {
  stubMatchMedia()
  vi.stubGlobal('scrollTo', scrollTo)
})

afterEach(resetWindow)

describe('SiteLayout (spec §2.2)', () => {
  it('has the landmarks, the skip link and the page inside main', () => {
    renderLayout(paths.home)
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(within(screen.getByRole('complementary', { name: 'Accesos rápidos' })).getByRole('button', { name: 'Abrir chat' })).toBeInTheDocument()

    const main = screen.getByRole('main')
    expect(main).toHaveAttribute('id', 'contenido')
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido')
  })

  it('renders the page in main', () => {
    renderLayout(paths.conocenos)
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Otra página' })).toBeInTheDocument()
  })

  it('hides the footer on the culture page only', () => {
    renderLayout(paths.cultura)
    expect(screen.getByRole('heading', { name: 'Cultura' })).toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
  })

  it('shows the spinner while a route change is in progress, then starts the new page at the top', async () => {
    let finish: (value: null) => void = () => {}
    const slowPage = new Promise<null>((resolve) => {
      finish = resolve
    })
    const router = renderLayout(paths.home, slowPage)
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument()
    scrollTo.mockClear()

    act(() => {
      void router.navigate(`${paths.home}/lenta`)
    })
    // A full-screen status region whose text is for screen readers.
    expect((await screen.findByText('Cargando…')).closest('[role="status"]')).toBeInTheDocument()

    await act(async () => {
      finish(null)
      await slowPage
    })
    expect(await screen.findByRole('heading', { name: 'Página lenta' })).toBeInTheDocument()
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument()
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it('does not scroll to the top for a link to a fragment', async () => {
    const router = renderLayout(paths.home)
    scrollTo.mockClear()
    await act(() => router.navigate(`${paths.conocenos}#historia`))
    expect(screen.getByRole('heading', { name: 'Otra página' })).toBeInTheDocument()
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
