import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { PANEL_API_PATHS, QUEUE_API_PATHS } from '#contracts/api-paths.ts'
import { QUEUE_PAGE_SIZE } from '#contracts/limits.ts'
import { PANEL_PAGES } from '#contracts/panel-pages.ts'
import { QUEUE_FILTER_TEXT, type QueueListItem, type QueuePage } from '#contracts/queues.ts'
import { STAFF_QUEUES } from '#contracts/staff.ts'
import { answerGet, jsonAnswer, mockApiNetwork } from '#tests/support/api-network.ts'
import { resetWindow, stubMatchMedia } from '#tests/support/browser-stubs.ts'
import { panelRoutes } from '../panel-routes.tsx'
import { panelText } from '../shared/panel-text.ts'
import { queueText as text } from './queue-text.ts'

mockApiNetwork()

const request: QueueListItem = {
  folio: 'DOC-2026-000010',
  recibido: '2026-11-27T18:07:09.000Z',
  estado: 'pago-validado',
  nombre: 'Ana García',
  correo: 'ana@example.com',
  telefono: '8711234567',
  resumen: 'Kardex académico',
  fechaLimite: '2026-12-02',
  vencida: false,
}
const overdue: QueueListItem = { ...request, folio: 'DOC-2026-000003', nombre: 'Beto Ramírez', fechaLimite: '2026-11-20', vencida: true }

function page(overrides: Partial<QueuePage> = {}): QueuePage {
  return {
    elementos: [request],
    vencidas: [overdue],
    conteos: { recibida: 3, 'pago-validado': 30, 'pago-rechazado': 0, entregada: 1 },
    total: 30,
    pagina: 2,
    porPagina: QUEUE_PAGE_SIZE,
    ...overrides,
  }
}

/** The panel at `url`, signed in to the school services desk; the document list answered with `answer`, whose queries are returned. */
function openAt(url: string, answer: () => QueuePage = page) {
  answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'sofia@instituto.example', nombre: 'Sofía', roles: ['servicios-escolares'], dosPasos: false }))
  const queries: string[] = []
  answerGet(QUEUE_API_PATHS.list('documentos'), (received) => {
    queries.push(new URL(received.url).search)
    return Response.json(answer())
  })
  const router = createMemoryRouter(panelRoutes, { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return { router, queries, user: userEvent.setup() }
}

describe('queue list (issue 14)', () => {
  it('asks for the status, filters and page of the URL, and shows the counts, the overdue requests first and the rows', async () => {
    const { queries } = openAt(`${PANEL_PAGES.queue('documentos')}?estado=pago-validado&q=ana&pagina=2&otra=x`)

    expect(await screen.findByText('30 registros')).toBeInTheDocument()
    expect(queries).toEqual(['?q=ana&estado=pago-validado&pagina=2'])
    expect(screen.getByRole('heading', { level: 1, name: STAFF_QUEUES.documentos.label })).toBeInTheDocument()

    const statuses = screen.getByRole('navigation', { name: text.statuses })
    expect(within(statuses).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Todos (34)',
      'Recibida (3)',
      'Pago validado (30)',
      'Pago rechazado (0)',
      'Entregada (1)',
    ])
    expect(within(statuses).getByRole('link', { name: 'Pago validado (30)' })).toHaveAttribute('aria-current', 'page')

    const overdueBlock = screen.getByRole('region', { name: text.overdueTitle(1, 'documentos') })
    const overdueTable = within(overdueBlock).getByRole('table', { name: text.overdueCaption.documentos })
    expect(within(overdueTable).getByRole('link', { name: overdue.folio })).toHaveAttribute('href', PANEL_PAGES.queueItem('documentos', overdue.folio))
    expect(within(overdueTable).getByText(text.overdue)).toBeInTheDocument()

    const table = screen.getByRole('table', { name: text.caption(STAFF_QUEUES.documentos.label) })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Folio',
      'Recibido',
      'Nombre',
      'Contacto',
      'Resumen',
      'Estado',
      'Fecha límite',
    ])
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      request.folio,
      '27 nov 2026, 12:07:09',
      'Ana García',
      'ana@example.com8711234567',
      'Kardex académico',
      'Pago validado',
      '2 dic 2026',
    ])
    expect(within(table).getByRole('link', { name: request.folio })).toHaveAttribute('href', PANEL_PAGES.queueItem('documentos', request.folio))
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: panelText.list.download })).toHaveAttribute(
      'href',
      '/api/v1/panel/colas/documentos.csv?q=ana&estado=pago-validado',
    )
  })

  it('«Filtrar» puts the filters in the URL from page 1, keeping the status; a status link keeps the filters', async () => {
    const { router, queries, user } = openAt(`${PANEL_PAGES.queue('documentos')}?estado=recibida&pagina=2`)
    await screen.findByText('30 registros')

    await user.type(screen.getByLabelText(QUEUE_FILTER_TEXT.q.label), 'garcia')
    await user.selectOptions(screen.getByLabelText(QUEUE_FILTER_TEXT.especificaciones.label), 'Kardex académico')
    await user.click(screen.getByRole('button', { name: panelText.list.filter }))

    const filtered = '?q=garcia&estado=recibida&especificaciones=Kardex+acad%C3%A9mico'
    expect(router.state.location.search).toBe(filtered)
    await expect.poll(() => queries.at(-1)).toBe(filtered)

    await user.click(within(screen.getByRole('navigation', { name: text.statuses })).getByRole('link', { name: /^Todos/ }))
    expect(router.state.location.search).toBe('?q=garcia&especificaciones=Kardex+acad%C3%A9mico')
    await expect.poll(() => queries.at(-1)).toBe('?q=garcia&especificaciones=Kardex+acad%C3%A9mico')
    expect(screen.getByLabelText(QUEUE_FILTER_TEXT.q.label)).toHaveValue('garcia')
  })

  it('a ficha row names who follows it up and warns of a possible duplicate (issue 38: another person of the same name)', async () => {
    answerGet(PANEL_API_PATHS.me, jsonAnswer(200, { email: 'ana@instituto.example', nombre: 'Ana', roles: ['admin'], dosPasos: false }))
    const ficha: QueueListItem = { ...request, folio: 'FICHA-2026-000123', estado: 'nueva', resumen: 'Derecho', responsable: null, posibleDuplicado: true, fechaLimite: '2026-12-08', vencida: false }
    answerGet(QUEUE_API_PATHS.list('fichas'), () => Response.json({ ...page({ elementos: [ficha], vencidas: [], total: 1, pagina: 1 }), conteos: { nueva: 1 } }))
    render(<RouterProvider router={createMemoryRouter(panelRoutes, { initialEntries: [PANEL_PAGES.queue('fichas')] })} />)

    const table = await screen.findByRole('table', { name: text.caption(STAFF_QUEUES.fichas.label) })
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent)
    expect(cells[0]).toBe(`${ficha.folio}${text.possibleDuplicate}`)
    expect(cells.at(-3)).toBe('Nueva')
    expect(cells.at(-2)).toBe(panelText.history.noAssignee)
    // Issue 38: its first-response day.
    expect(cells.at(-1)).toBe('8 dic 2026')
    expect(screen.queryByRole('region', { name: /Vencidas/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: text.pages })).not.toBeInTheDocument()
  })
})

describe('queue list on a phone (issue 36)', () => {
  afterEach(resetWindow)

  it('folds the filters under «Filtros», which unfolds them; the first items come right after', async () => {
    stubMatchMedia({ mobile: true })
    const { user } = openAt(PANEL_PAGES.queue('documentos'))
    await screen.findByText('30 registros')

    const filters = screen.getByRole('button', { name: panelText.list.filters })
    expect(filters).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('searchbox', { name: QUEUE_FILTER_TEXT.q.label })).not.toBeInTheDocument()
    expect(screen.getByRole('form', { name: panelText.list.filters })).toBeInTheDocument()

    await user.click(filters)
    expect(filters).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('searchbox', { name: QUEUE_FILTER_TEXT.q.label })).toBeVisible()
  })

  it('shows the filters unfolded when the URL applies one', async () => {
    stubMatchMedia({ mobile: true })
    openAt(`${PANEL_PAGES.queue('documentos')}?q=ana`)
    await screen.findByText('30 registros')

    expect(screen.getByRole('button', { name: panelText.list.filters })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('searchbox', { name: QUEUE_FILTER_TEXT.q.label })).toHaveValue('ana')
  })
})
