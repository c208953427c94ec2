import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import { SITE_PAGES, sitePages } from '#app/config/prerender.ts'
import { routeTable } from '#app/routes.ts'
import { campuses, defineCampus } from '#content/campuses.ts'
import { contactCards } from '#content/contact.ts'
import { media } from '#content/media.ts'
import { siteNavigation, type NavItem } from '#content/navigation.ts'
import { programs } from '#content/programs/programs.ts'
import { indexablePaths, sitemapXml } from '#app/lib/sitemap.ts'

/**
 * Issue 12: the route table, the prerender list, the sitemap, the menus and the contact cards are
 * derived from the page list and the content records. A ninth campus record, made here and nowhere
 * else, reaches all of them.
 */

const ORIGIN = 'https://instituto.example.com'

/** Every route of a table as its full path pattern, with its module and id. */
function flatRoutes(entries: readonly RouteConfigEntry[], parent = ''): { path: string; file: string; id?: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join('/')
    return [{ path: `/${path}`, file: entry.file, id: entry.id }, ...flatRoutes(entry.children ?? [], path)]
  })
}

/** Every link of a menu, with the labels of the branches above it. */
function menuLinks(items: readonly NavItem[], trail: readonly string[] = []): { trail: string[]; label: string; to: string }[] {
  return items.flatMap((item) => {
    if (item.kind === 'branch') return menuLinks(item.children, [...trail, item.label])
    return item.kind === 'internal' ? [{ trail: [...trail], label: item.label, to: item.to }] : []
  })
}

describe('route table (spec §2.1)', () => {
  it('registers every page at its path, the programme and campus pages under the /inicio layout', () => {
    const routes = flatRoutes(routeTable(SITE_PAGES))
    for (const page of SITE_PAGES) {
      expect(routes.some((route) => route.path === (page.pattern ?? page.meta.path) && route.file === page.module)).toBe(true)
    }
    const [, layout] = routeTable(SITE_PAGES)
    const childPaths = (layout?.children ?? []).map((route) => route.path)
    expect(childPaths).toContain('licenciatura/derecho')
    expect(childPaths).toContain('posgrado/maestria/juicios-orales')
    expect(childPaths).toContain('posgrado/maestria/jucios-orales')
    expect(childPaths).toContain('campus/franciscoimadero')
    expect(routes.find((route) => route.path === '/certificates/verificacion/:folio?')?.file).toBe('routes/certificate.tsx')
    expect(routes.at(-1)).toEqual({ path: '/*', file: 'routes/not-found.tsx', id: undefined })
  })
})

describe('adding a campus is adding its record', () => {
  const monclova = defineCampus({
    slug: 'monclova',
    name: 'Monclova',
    locality: 'Monclova',
    address: 'Calle de Ejemplo 100, 25700',
    streetAddress: 'Calle de Ejemplo 100',
    postalCode: '25700',
    phones: [{ label: 'Campus', display: '866 000 0000', e164: '+528660000000' }],
    whatsappUrl: 'https://wa.me/528660000000',
    heroVideo: media.campus.heroLoops[0] ?? media.about.hero,
    navLabel: 'Monclova',
    contactCard: { name: 'Monclova', position: 9 },
  })
  const withNinth = [...campuses, monclova]
  const path = '/inicio/campus/monclova'

  it('gets its page at /inicio/campus/<slug>', () => {
    expect(monclova.page.path).toBe(path)
  })

  it('appears in the CAMPUS menu after the other campuses', () => {
    const links = menuLinks(siteNavigation(programs, withNinth)).filter((link) => link.trail[0] === 'CAMPUS')
    expect(links.at(-1)).toEqual({ trail: ['CAMPUS'], label: 'Monclova', to: path })
    expect(links.slice(0, -1)).toEqual(menuLinks(siteNavigation(programs, campuses)).filter((link) => link.trail[0] === 'CAMPUS'))
  })

  it('gets a contact card with its phones and its page', () => {
    const cards = contactCards(withNinth)
    expect(cards).toHaveLength(9)
    expect(cards.at(-1)).toEqual({ name: 'Monclova', phones: monclova.phones, whatsappUrl: monclova.whatsappUrl, campusPath: path })
  })

  it('is registered in the route table and prerendered, and listed in the sitemap', () => {
    const pages = sitePages(programs, withNinth)
    expect(flatRoutes(routeTable(pages))).toContainEqual({ path, file: 'routes/campus.tsx', id: 'campus-monclova' })
    expect(sitemapXml(indexablePaths(pages.map((page) => page.meta)), ORIGIN)).toContain(`<loc>${ORIGIN}${path}</loc>`)
  })
})
