import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AUDIT_COLUMNS, AUDIT_FILTER_MESSAGES, AUDIT_PAGE_SIZE, type AuditEvent } from '#contracts/audit.ts'
import { PANEL_API_PATHS } from '#contracts/api-paths.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { answerGet, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { panelText } from '../shared/panel-text.ts'
import { auditText as text } from './audit-text.ts'

mockApiNetwork()

const listText = panelText.list

const event: AuditEvent = {
  id: 7,
  at: '2026-11-27T18:07:09.000Z',
  actorId: 'u-1',
  actorEmail: 'ana@instituto.example',
  action: 'staff-roles-changed',
  target: { type: 'staff', id: 'u-2' },
  detail: { antes: ['admisiones'], despues: ['admisiones', 'contacto'], segundoPaso: 'aplicación' },
  ip: '10.0.0.1',
}

/** The panel at `url`, signed in as an administrator; the audit list answered by `answer`, whose queries are returned. */
function openAt(url: string, answer: (query: string) => Response) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana', roles: ['admin'], dosPasos: false }))
  const queries: string[] = []
  answerGet(PANEL_API_PATHS.audit, (request) => {
    const query = new URL(request.url).search
    queries.push(query)
    return answer(query)
  })
  const router = createMemoryRouter(panelRoutes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return { router, queries, user: userEvent.setup() }
}

function page(total: number, pagina = 1) {
  return Response.json({ items: total === 0 ? [] : [event], total, pagina, porPagina: AUDIT_PAGE_SIZE })
}

const field = (label: string) => screen.getByLabelText(label)

describe('audit screen (issue 13)', () => {
  it('reads the filters and the page from the URL, asks the API for them, and keeps them in the CSV and page links', async () => {
    const { queries, router, user } = openAt(
      `${PANEL_PAGES.audit}?persona=ana&accion=sign-in&desde=2026-11-01&hasta=2026-11-27&pagina=2&otra=x`,
      () => page(120, 2),
    )

    expect(await screen.findByText('120 eventos')).toBeInTheDocument()
    expect(queries).toEqual(['?persona=ana&accion=sign-in&desde=2026-11-01&hasta=2026-11-27&pagina=2'])
    expect(field('Persona')).toHaveValue('ana')
    expect(field('Acción')).toHaveValue('sign-in')
    expect(field('Desde')).toHaveValue('2026-11-01')
    expect(field('Hasta')).toHaveValue('2026-11-27')

    const filters = 'persona=ana&accion=sign-in&desde=2026-11-01&hasta=2026-11-27'
    expect(screen.getByRole('link', { name: listText.download })).toHaveAttribute('href', `/api/v1/panel/auditoria.csv?${filters}`)
    const pages = screen.getByRole('navigation', { name: text.pages })
    expect(within(pages).getByText('Página 2 de 3')).toBeInTheDocument()
    expect(within(pages).getByRole('link', { name: listText.previous })).toHaveAttribute('href', `${PANEL_PAGES.audit}?${filters}`)
    await user.click(within(pages).getByRole('link', { name: listText.next }))

    expect(router.state.location.search).toBe(`?${filters}&pagina=3`)
    expect(screen.getByRole('heading', { name: text.results })).toHaveFocus()
    await expect.poll(() => queries.at(-1)).toBe(`?${filters}&pagina=3`)
  })

  it('shows an event readably: institute time, the action and detail in words', async () => {
    openAt(PANEL_PAGES.audit, () => page(1))
    const table = await screen.findByRole('table', { name: text.caption })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(Object.values(AUDIT_COLUMNS))
    const cells = within(table).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '27 nov 2026, 12:07:09',
      'ana@instituto.example',
      'Roles modificados',
      'staff u-2',
      expect.any(String),
      '10.0.0.1',
    ])
    const terms = within(table).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
    expect(terms).toEqual(['antes: admisiones', 'despues: admisiones, contacto', 'segundo paso: aplicación'])
    expect(screen.getByText(/^1 evento$/)).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: text.pages })).not.toBeInTheDocument()
  })

  it('«Filtrar» puts the checked filters in the URL from page 1; a range out of order stays in the form, said under «Hasta»', async () => {
    const { queries, router, user } = openAt(`${PANEL_PAGES.audit}?pagina=3`, () => page(0))
    expect(await screen.findByText(text.none)).toBeInTheDocument()

    await user.type(field('Persona'), '  Ana ')
    await user.selectOptions(field('Acción'), 'Cierre de sesión')
    await user.type(field('Desde'), '2026-11-20')
    await user.type(field('Hasta'), '2026-11-10')
    await user.click(screen.getByRole('button', { name: listText.filter }))

    expect(await screen.findByText(AUDIT_FILTER_MESSAGES.hasta.beforeDesde)).toBeInTheDocument()
    expect(field('Hasta')).toHaveFocus()
    expect(router.state.location.search).toBe('?pagina=3')

    await user.clear(field('Hasta'))
    await user.type(field('Hasta'), '2026-11-25')
    await user.click(screen.getByRole('button', { name: listText.filter }))

    const filtered = '?persona=Ana&accion=sign-out&desde=2026-11-20&hasta=2026-11-25'
    expect(router.state.location.search).toBe(filtered)
    await expect.poll(() => queries).toEqual(['?pagina=3', filtered])

    // Back: the form shows that URL's filters again (none).
    await router.navigate(-1)
    await expect.poll(() => (field('Persona') as HTMLInputElement).value).toBe('')
    expect(field('Acción')).toHaveValue('')
    expect(field('Desde')).toHaveValue('')
  })

  it('shows a 422 under the fields; «Quitar filtros» empties the form and the URL', async () => {
    const { router, user } = openAt(`${PANEL_PAGES.audit}?accion=login&persona=x`, (query) =>
      query === '' ? page(3) : Response.json({ errors: { accion: [AUDIT_FILTER_MESSAGES.accion.notAnAction] } }, { status: 422 }),
    )

    expect(await screen.findByText(AUDIT_FILTER_MESSAGES.accion.notAnAction)).toBeInTheDocument()
    expect(field('Acción')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent(listText.fixFilters)
    expect(screen.queryByRole('button', { name: panelText.retry })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: listText.download })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: listText.clearFilters }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByText('3 eventos')).toBeInTheDocument()
    expect(field('Persona')).toHaveValue('')
    expect(screen.queryByText(AUDIT_FILTER_MESSAGES.accion.notAnAction)).not.toBeInTheDocument()
  })

  it('says when the list cannot be read, and «Intentar de nuevo» asks again', async () => {
    let calls = 0
    const { user } = openAt(PANEL_PAGES.audit, () => (++calls === 1 ? new Response(null, { status: 500 }) : page(2)))

    expect(await screen.findByRole('alert')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: panelText.retry }))
    expect(await screen.findByText('2 eventos')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
