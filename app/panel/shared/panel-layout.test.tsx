import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { answerGet, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { PanelLayout, type MenuSection } from './panel-layout.tsx'
import { panelText } from './panel-text.ts'
import { SignedIn } from './staff-session.tsx'

mockApiNetwork()

const OTHER_PAGE = `${PANEL_PAGES.home}/otra`
const SECTIONS: MenuSection[] = [
  { path: PANEL_PAGES.home, label: 'Inicio', roles: ['contacto'] },
  { path: OTHER_PAGE, label: 'Otra sección', roles: ['contacto'] },
  { path: PANEL_PAGES.staff, label: 'Personal', roles: ['admin'] },
]

/** The signed-in layout at the home, for a person of the contact desk. */
async function openLayout() {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'carla@instituto.example', nombre: 'Carla', roles: ['contacto'], dosPasos: false }))
  const router = createMemoryRouter(
    [
      {
        element: (
          <SignedIn>
            <PanelLayout sections={SECTIONS} />
          </SignedIn>
        ),
        children: [
          { path: PANEL_PAGES.home, element: <h1>Inicio</h1> },
          { path: OTHER_PAGE, element: <h1>Otra sección</h1> },
        ],
      },
    ],
    { initialEntries: [PANEL_PAGES.home] },
  )
  render(<RouterProvider router={router} />)
  const menuButton = await screen.findByRole('button', { name: panelText.menu })
  const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '')
  if (menu === null) throw new Error('«Menú» no controla ningún elemento')
  return { menuButton, menu, user: userEvent.setup() }
}

describe('panel layout (issue 36)', () => {
  it('«Menú» unfolds the sections the roles open, who is signed in and sign-out; a section opened folds it', async () => {
    const { menuButton, menu, user } = await openLayout()
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    const navigation = within(menu).getByRole('navigation', { name: panelText.navigation })
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Inicio', 'Otra sección'])
    expect(within(menu).getByRole('button', { name: panelText.signOut })).toBeInTheDocument()

    await user.click(menuButton)
    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await user.click(within(navigation).getByRole('link', { name: 'Otra sección' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Otra sección' })).toBeInTheDocument()
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })

  it('Escape folds the menu and gives the focus back to «Menú»', async () => {
    const { menuButton, user } = await openLayout()
    await user.click(menuButton)
    await user.tab()
    await user.keyboard('{Escape}')
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton).toHaveFocus()
  })
})
