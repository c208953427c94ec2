import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { paths } from '#contracts/site-paths.ts'
import { mainCampus } from '#content/campuses.ts'
import { brand, identitySeed } from '#content/identity.ts'
import { Footer } from './footer.tsx'
import { IdentityProvider } from './identity-context.tsx'

/** An identity staff published, unlike the seed in its social links and general chat. */
const published = {
  ...identitySeed,
  whatsapp: { ...identitySeed.whatsapp, url: 'https://wa.me/528719999999' },
  social: { ...identitySeed.social, facebook: 'https://facebook.example.com/publicado' },
  messaging: { ...identitySeed.messaging, general: 'https://wa.me/528718888888' },
}

function renderFooter() {
  const Stub = createRoutesStub([
    {
      path: paths.home,
      Component: () => (
        <IdentityProvider identity={published}>
          <Footer mainCampusMapUrl={mainCampus.mapSearchUrl} />
        </IdentityProvider>
      ),
    },
  ])
  render(<Stub initialEntries={[paths.home]} />)
  return screen.getByRole('contentinfo')
}

const NEW_TAB = '(se abre en una pestaña nueva)'

describe('Footer (spec §2.4)', () => {
  it('links the five social networks of the published identity, each with an accessible name, in a new tab', () => {
    const footer = renderFooter()
    const expected = [
      ['WhatsApp', 'https://wa.me/528719999999'],
      ['Facebook', 'https://facebook.example.com/publicado'],
      ['TikTok', identitySeed.social.tiktok],
      ['Instagram', identitySeed.social.instagram],
      ['YouTube', identitySeed.social.youtube],
    ] as const
    const list = within(footer).getByRole('list', { name: 'Redes sociales' })
    expect(within(list).getAllByRole('link')).toHaveLength(expected.length)
    for (const [name, url] of expected) {
      const link = within(list).getByRole('link', { name: `${name} ${NEW_TAB}` })
      expect(link).toHaveAttribute('href', url)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('has the shortcuts Inicio and Contáctanos', () => {
    const footer = renderFooter()
    const shortcuts = within(footer).getByRole('navigation', { name: 'Accesos directos' })
    expect(within(shortcuts).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', paths.home)
    expect(within(shortcuts).getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', paths.contactanos)
  })

  it('has a message link to the main office and a map link to the main campus', () => {
    const footer = renderFooter()
    expect(
      within(footer).getByRole('link', { name: `Envía un mensaje a la oficina principal ${NEW_TAB}` }),
    ).toHaveAttribute('href', 'https://wa.me/528718888888')
    const map = within(footer).getByRole('link', { name: `Cómo llegar al campus principal ${NEW_TAB}` })
    const href = new URL(map.getAttribute('href') ?? '')
    expect(`${href.origin}${href.pathname}`).toBe('https://www.google.com/maps/search/')
    expect(href.searchParams.get('api')).toBe('1')
    // The main campus, Torreón Villas de Zaragoza, at its address in the spec's table (§2.7).
    expect(href.searchParams.get('query')).toBe('Villa del Peregrino S/N, Villas de Zaragoza, 27277 Torreón, Coahuila, México')
  })

  it('links the privacy notice and the accessibility statement beside the copyright line', () => {
    const footer = renderFooter()
    const aboutSite = within(footer).getByRole('navigation', { name: 'Sobre este sitio' })
    const links = within(aboutSite).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Aviso de privacidad', paths.avisoPrivacidad],
      ['Declaración de accesibilidad', paths.accesibilidad],
    ])
  })

  it('has the community link to Conócenos, the institute name and the copyright line', () => {
    const footer = renderFooter()
    expect(within(footer).getByRole('link', { name: 'Conócenos' })).toHaveAttribute('href', paths.conocenos)
    expect(within(footer).getByText(brand.name)).toBeInTheDocument()
    expect(within(footer).getByText(new RegExp(`^© ${new Date().getFullYear()} `))).toBeInTheDocument()
  })
})
