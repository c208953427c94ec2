import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { paths } from '#contracts/site-paths.ts'
import { NAVBAR_SOLID_AFTER_PX } from '#app/config/ui-timing.ts'
import { brand, identitySeed } from '#content/identity.ts'
import { programs } from '#content/programs/programs.ts'
import { IdentityProvider } from './identity-context.tsx'
import { Navbar } from './navbar.tsx'
import { resetWindow, scrollPageTo, stubMatchMedia } from '#tests/support/browser-stubs.ts'

function renderNavbar(path: string = paths.home) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <IdentityProvider identity={identitySeed}>
            <Navbar />
            <Outlet />
            <p>Fuera del menú</p>
          </IdentityProvider>
        ),
        children: [{ path: '*', element: <h1>Página</h1> }],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

const header = () => screen.getByRole('banner')
const nav = () => screen.getByRole('navigation', { name: 'Principal' })
const trigger = (name: string) => within(nav()).getByRole('button', { name })

afterEach(resetWindow)

describe('solid or transparent bar', () => {
  it(`is transparent at the top and solid after ${NAVBAR_SOLID_AFTER_PX} px of scroll`, () => {
    stubMatchMedia()
    renderNavbar()
    expect(header()).toHaveAttribute('data-solid', 'false')

    scrollPageTo(NAVBAR_SOLID_AFTER_PX)
    expect(header()).toHaveAttribute('data-solid', 'false')

    scrollPageTo(NAVBAR_SOLID_AFTER_PX + 1)
    expect(header()).toHaveAttribute('data-solid', 'true')

    scrollPageTo(2_000)
    expect(header()).toHaveAttribute('data-solid', 'true')

    scrollPageTo(0)
    expect(header()).toHaveAttribute('data-solid', 'false')
  })

  it('is solid whenever the mobile menu is open, even at the top', async () => {
    stubMatchMedia({ mobile: true })
    const { user } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    expect(header()).toHaveAttribute('data-solid', 'true')
  })
})

describe('on a phone (up to the mobile breakpoint)', () => {
  it('opens and closes the menu with the hamburger', async () => {
    stubMatchMedia({ mobile: true })
    const { user } = renderNavbar()
    const hamburger = screen.getByRole('button', { name: 'Abrir menú' })
    expect(hamburger).toHaveAttribute('aria-expanded', 'false')
    expect(hamburger).toHaveAttribute('aria-controls', nav().id)

    await user.click(hamburger)
    expect(hamburger).toHaveAccessibleName('Cerrar menú')
    expect(hamburger).toHaveAttribute('aria-expanded', 'true')

    await user.click(hamburger)
    expect(hamburger).toHaveAccessibleName('Abrir menú')
    expect(hamburger).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens submenus on tap, keeping one open path', async () => {
    stubMatchMedia({ mobile: true })
    const { user } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))

    await user.click(trigger('EDUCACIÓN'))
    await user.click(trigger('Posgrado'))
    await user.click(trigger('Maestría'))
    expect(trigger('EDUCACIÓN')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('Posgrado')).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav()).getByRole('link', { name: 'Juicios Orales' })).toHaveAttribute('href', '/inicio/posgrado/maestria/juicios-orales')
    // spec §2.3: the posgrado menus list their programmes alphabetically.
    const [juiciosOrales, pedagogia] = ['Juicios Orales', 'Pedagogía'].map((name) => within(nav()).getByRole('link', { name }))
    expect(juiciosOrales?.compareDocumentPosition(pedagogia as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)

    await user.click(trigger('Doctorado'))
    expect(trigger('Maestría')).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav()).queryByRole('link', { name: 'Juicios Orales' })).not.toBeInTheDocument()
    expect(within(nav()).getByRole('link', { name: 'Gestión Educativa' })).toBeInTheDocument()

    await user.click(trigger('CAMPUS'))
    expect(trigger('EDUCACIÓN')).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav()).queryByRole('button', { name: 'Posgrado' })).not.toBeInTheDocument()

    await user.click(trigger('Torreón'))
    for (const name of ['Villas de Zaragoza', 'Valle de la Rosita', 'Braulio Fernández', 'Zaragoza Sur']) {
      expect(within(nav()).getByRole('link', { name })).toBeInTheDocument()
    }

    await user.click(trigger('CAMPUS'))
    expect(trigger('CAMPUS')).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav()).queryByRole('button', { name: 'Torreón' })).not.toBeInTheDocument()
  })

  it('closes the menu after navigating', async () => {
    stubMatchMedia({ mobile: true })
    const { router, user } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    await user.click(trigger('CAMPUS'))
    await user.click(within(nav()).getByRole('link', { name: 'Parras' }))

    expect(router.state.location.pathname).toBe('/inicio/campus/parras')
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false')
    expect(header()).toHaveAttribute('data-solid', 'false')
  })

  it('closes the menu with Escape and gives focus back to the hamburger', async () => {
    stubMatchMedia({ mobile: true })
    const { user } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    await user.click(trigger('EDUCACIÓN'))

    await user.keyboard('{Escape}')
    expect(trigger('EDUCACIÓN')).toHaveAttribute('aria-expanded', 'false')
    expect(trigger('EDUCACIÓN')).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus()
  })
})

describe('on a desktop (above the mobile breakpoint)', () => {
  it('opens a submenu while the mouse is over it and closes it when the mouse leaves', async () => {
    stubMatchMedia({ mobile: false })
    const { user } = renderNavbar()
    await user.hover(trigger('EDUCACIÓN'))
    expect(trigger('EDUCACIÓN')).toHaveAttribute('aria-expanded', 'true')

    await user.hover(trigger('Posgrado'))
    await user.hover(trigger('Maestría'))
    expect(trigger('Maestría')).toHaveAttribute('aria-expanded', 'true')
    expect(within(nav()).getByRole('link', { name: 'Pedagogía' })).toBeInTheDocument()

    // A mouse click on a trigger the hover already opened keeps it open.
    await user.click(trigger('Maestría'))
    expect(trigger('Maestría')).toHaveAttribute('aria-expanded', 'true')

    await user.hover(trigger('CAMPUS'))
    expect(trigger('CAMPUS')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('EDUCACIÓN')).toHaveAttribute('aria-expanded', 'false')

    await user.unhover(trigger('CAMPUS'))
    await user.hover(screen.getByText('Fuera del menú'))
    expect(trigger('CAMPUS')).toHaveAttribute('aria-expanded', 'false')
  })

  it('works with the keyboard alone: Enter/Space open, Tab moves, Escape closes and returns focus', async () => {
    stubMatchMedia({ mobile: false })
    const { user } = renderNavbar()
    await user.tab() // the logo link
    await user.tab() // INICIO (the hamburger is not shown on desktop, but jsdom has no CSS)
    while (document.activeElement !== trigger('EDUCACIÓN')) await user.tab()

    await user.keyboard('{Enter}')
    expect(trigger('EDUCACIÓN')).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(within(nav()).getByRole('link', { name: 'Bachillerato' })).toHaveFocus()
    await user.tab()
    expect(trigger('Profesional')).toHaveFocus()
    await user.tab()
    expect(trigger('Posgrado')).toHaveFocus()
    await user.keyboard(' ')
    expect(trigger('Posgrado')).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(trigger('Maestría')).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(trigger('Posgrado')).toHaveAttribute('aria-expanded', 'false')
    expect(trigger('EDUCACIÓN')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('Posgrado')).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(trigger('EDUCACIÓN')).toHaveAttribute('aria-expanded', 'false')
    expect(trigger('EDUCACIÓN')).toHaveFocus()
  })

  it('closes a dropdown once keyboard focus moves past it', async () => {
    stubMatchMedia({ mobile: false })
    const { user } = renderNavbar()
    trigger('SERVICIOS ESCOLARES').focus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(within(nav()).getByRole('link', { name: 'Documentos' })).toHaveFocus()
    await user.tab()
    expect(trigger('VIDA ESTUDIANTIL')).toHaveFocus()
    expect(trigger('SERVICIOS ESCOLARES')).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes an open submenu on a click outside the bar', async () => {
    stubMatchMedia({ mobile: false })
    const { user } = renderNavbar()
    trigger('INICIAR SESIÓN').focus()
    await user.keyboard('{Enter}')
    expect(trigger('INICIAR SESIÓN')).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('heading', { name: 'Página' }))
    expect(trigger('INICIAR SESIÓN')).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('menu entries (spec §2.3)', () => {
  it('has every top-level entry in order', () => {
    stubMatchMedia()
    renderNavbar()
    const topLevel = within(nav())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav())
      .map((item) => item.querySelector('a, button')?.textContent)
    expect(topLevel).toEqual([
      'INICIO',
      'EDUCACIÓN',
      'CONÓCENOS',
      'CAMPUS',
      'CONTACTO',
      'SERVICIOS ESCOLARES',
      'VIDA ESTUDIANTIL',
      'SINE',
      'INSCRÍBETE',
      'INICIAR SESIÓN',
    ])
  })

  it('links internal entries through paths', () => {
    stubMatchMedia()
    renderNavbar()
    expect(within(nav()).getByRole('link', { name: 'INICIO' })).toHaveAttribute('href', paths.home)
    expect(within(nav()).getByRole('link', { name: 'CONÓCENOS' })).toHaveAttribute('href', paths.conocenos)
    expect(within(nav()).getByRole('link', { name: 'CONTACTO' })).toHaveAttribute('href', paths.contactanos)
    expect(within(nav()).getByRole('link', { name: 'SINE' })).toHaveAttribute('href', paths.mantenimiento)
    expect(within(nav()).getByRole('link', { name: 'INSCRÍBETE' })).toHaveAttribute('href', paths.genera)
    expect(screen.getByRole('link', { name: `${brand.acronym} Ir al inicio` })).toHaveAttribute('href', paths.home)
  })

  it('lists the seven licenciaturas under Profesional', async () => {
    stubMatchMedia({ mobile: true })
    const { user } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    await user.click(trigger('EDUCACIÓN'))
    await user.click(trigger('Profesional'))
    const list = document.getElementById(trigger('Profesional').getAttribute('aria-controls') ?? '')
    expect(within(list as HTMLElement).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      // Their paths are pinned to spec §2.1 by content/programs/programs.test.ts.
      programs.filter((program) => program.level === 'licenciatura').map((program) => program.page.path),
    )
  })

  it('student life: Deporte, Cultura, the calendar to maintenance and the blog in a new tab', async () => {
    stubMatchMedia({ mobile: true })
    const { user } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    await user.click(trigger('VIDA ESTUDIANTIL'))
    expect(within(nav()).getByRole('link', { name: 'Deporte' })).toHaveAttribute('href', paths.deportes)
    expect(within(nav()).getByRole('link', { name: 'Cultura' })).toHaveAttribute('href', paths.cultura)
    expect(within(nav()).getByRole('link', { name: 'Calendario y Eventos' })).toHaveAttribute('href', paths.mantenimiento)
    const blog = within(nav()).getByRole('link', { name: 'Blog (se abre en una pestaña nueva)' })
    expect(blog).toHaveAttribute('href', identitySeed.systems.blog.url)
    expect(blog).toHaveAttribute('target', '_blank')
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('INICIAR SESIÓN offers the four external systems in new tabs', async () => {
    stubMatchMedia({ mobile: true })
    const { user } = renderNavbar()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    await user.click(trigger('INICIAR SESIÓN'))
    const { learningPlatform, schoolAdministration, studentZone, mail } = identitySeed.systems
    for (const system of [learningPlatform, schoolAdministration, studentZone, mail]) {
      const link = within(nav()).getByRole('link', { name: `${system.label} (se abre en una pestaña nueva)` })
      expect(link).toHaveAttribute('href', system.url)
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })
})
